import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { ContentPartner, ContentReview } from '@/lib/api/content-queries';

/**
 * The schema.org type of a partner, among the types search engines read review snippets for: an exchange is
 * an Organization, a hardware wallet or a payment card a Product, software a SoftwareApplication. (A
 * review may name another type, e.g. a Ledger device reviewed among the tools is a Product.)
 */
export function schemaTypeOf(p: Pick<ContentPartner, 'type'> & { category?: unknown }, review?: ContentReview): string {
  if (review?.itemType) return review.itemType;
  const byType: Record<PartnerType, string> = {
    exchange: 'Organization',
    wallet: p.category === 'hardware' ? 'Product' : 'SoftwareApplication',
    payment_card: 'Product',
    trading_bot: 'SoftwareApplication',
    tool: 'SoftwareApplication',
    app: 'SoftwareApplication',
  };
  return byType[p.type];
}

const ORGANIZATION = (absolute: (path: string) => string) => ({ '@type': 'Organization', name: 'CoinAtlas', url: absolute('/') });

/** A partner page's date: the day its record was last edited, or its written review's date when later (the sitemap's lastmod too). */
export const partnerPageUpdated = (p: Pick<ContentPartner, 'updated'>, review: Pick<ContentReview, 'lastUpdated'> | undefined): string =>
  review && review.lastUpdated > p.updated ? review.lastUpdated : p.updated;

/**
 * Structured data for what a partner's page shows, and nothing more: the partner itself (name, its own
 * site, the page's description), and a Review only where the page carries a written review, with the
 * review's rating and date. The page's own date (`dateModified`, what its "Last updated" line says) is on the
 * Review, or on the page the partner is the main entity of. No AggregateRating (ours is one editorial rating,
 * not an aggregate of many), and no date of a check: a fact's provenance is said on the page, in words.
 */
export function partnerJsonLd(input: {
  partner: ContentPartner;
  review: ContentReview | undefined;
  description: string;
  pageUrl: string;
  language: string;
  absolute: (path: string) => string;
}): object {
  const { partner: p, review, description, pageUrl, language, absolute } = input;
  const type = schemaTypeOf(p, review);
  const item: Record<string, unknown> = { '@type': type, name: p.name, url: p.officialUrl };
  if (type === 'SoftwareApplication') item.applicationCategory = 'FinanceApplication';
  const dateModified = partnerPageUpdated(p, review);
  if (!review || !p.rating) {
    return {
      '@context': 'https://schema.org',
      ...item,
      description,
      mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl, url: pageUrl, dateModified },
    };
  }
  const author = (review as { author?: { name: string; slug: string } | null }).author;
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: p.name,
    url: `${pageUrl}#review`,
    inLanguage: language,
    datePublished: review.lastUpdated,
    dateModified,
    reviewBody: review.text.summary,
    author: author ? { '@type': 'Person', name: author.name, url: absolute(`/authors/${author.slug}`) } : ORGANIZATION(absolute),
    publisher: ORGANIZATION(absolute),
    itemReviewed: item,
    reviewRating: { '@type': 'Rating', ratingValue: p.rating.overall, bestRating: 5, worstRating: 1 },
  };
}

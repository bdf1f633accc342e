import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { ContentPartner, ContentReview } from '@/lib/api/content-queries';
import { shownRating } from '@/lib/content/rating';

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

type Offer = { '@type': 'Offer'; price: number; priceCurrency: string; name?: string };

/**
 * The prices a partner's record holds, as offers, the way its page lists them: a wallet maker's list price
 * per model and currency (`facts.prices`). None for anything else: a referral offer is no price.
 */
export function productOffers(p: ContentPartner): Offer[] {
  if (p.type !== 'wallet') return [];
  return (p.facts.prices?.value ?? []).map((m) => ({ '@type': 'Offer', name: m.model, price: m.amount, priceCurrency: m.currency }));
}

/**
 * What software costs, where its record says it costs nothing to use (an app's `facts.pricing` free, or
 * free with paid extras): one offer at 0, as search engines ask free software to say. Undefined where the
 * record says nothing about a price, or that it charges fees we hold no figure of.
 */
export function softwareOffer(p: ContentPartner): { '@type': 'Offer'; price: 0 } | undefined {
  if (p.type !== 'app') return undefined;
  const pricing = p.facts.pricing.value;
  return pricing === 'free' || pricing === 'freemium' ? { '@type': 'Offer', price: 0 } : undefined;
}

/**
 * Structured data for what a partner's page shows, and only in a form that qualifies for what it claims
 * (Google's rules: a Product has offers or a review, software has a price and a rating, a Review has an
 * author, a rating and a supported item):
 * - a written review with a rating whose breakdown is published (as the page shows it) is a Review of the
 *   partner: a Product (with its list prices, if any), software with its price, or an Organization (an
 *   exchange, or a service whose price we do not hold: the company of that name behind it);
 * - without one, a Product with the list prices its page shows, or an exchange as an Organization;
 * - anything else is a WebPage about the partner, naming no type it would not qualify for.
 * The page's own date (`dateModified`, what its "Last updated" line says) is on the Review or the page. No
 * AggregateRating (ours is one editorial rating, not an aggregate of many), and no date of a check: a fact's
 * provenance is said on the page, in words.
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
  const dateModified = partnerPageUpdated(p, review);
  const rating = shownRating(p.rating);
  const offers = type === 'Product' ? productOffers(p) : [];
  const price = type === 'SoftwareApplication' ? softwareOffer(p) : undefined;
  const page = { '@type': 'WebPage', '@id': pageUrl, url: pageUrl, dateModified };

  // A Review carries a rating (search engines read it as a review snippet): only with a written review and a
  // rating whose breakdown is published.
  if (review && rating) {
    let item: Record<string, unknown>;
    if (type === 'Product') item = { '@type': 'Product', name: p.name, url: p.officialUrl, ...(offers.length ? { offers } : {}) };
    else if (type === 'SoftwareApplication' && price)
      item = { '@type': 'SoftwareApplication', name: p.name, url: p.officialUrl, applicationCategory: 'FinanceApplication', offers: price };
    else item = { '@type': 'Organization', name: p.name, url: p.officialUrl };
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
      reviewRating: { '@type': 'Rating', ratingValue: rating.overall, bestRating: 5, worstRating: 1 },
    };
  }
  if (offers.length > 0)
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      url: p.officialUrl,
      description,
      offers,
      mainEntityOfPage: page,
    };
  if (type === 'Organization')
    return {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: p.name,
      url: p.officialUrl,
      description,
      mainEntityOfPage: page,
    };
  return {
    '@context': 'https://schema.org',
    ...page,
    name: p.name,
    description,
    inLanguage: language,
    about: { '@type': 'Thing', name: p.name, url: p.officialUrl },
  };
}

import { partnerPageIndexable } from '@coinatlas/domain/partners/pages';
import { pageFactScore, type PageRecord } from '@coinatlas/domain/partners/thin-page';
import type { ContentPartner } from '@/lib/api/content-queries';

/** Structured data lists at most the first 10 entries of a catalogue page. */
export const MAX_STRUCTURED_ITEMS = 10;

/**
 * Whether a partner's page may stand in a list's structured data: only a page search engines may index, at
 * its own address. Not a record shown on its provider's page (its address redirects there), nor a page that
 * answers `noindex` (not promoted and not reviewed, or too few facts: see thin-page). The facts are counted
 * from the record alone (on the server: see below): a provider's page that also shows other records has as many or more, so a page
 * listed here is never one that asks not to be indexed.
 */
export function listedInStructuredData(p: ContentPartner): boolean {
  // Structured data is written by the server only (useStructuredData): the browser's copy of a directory's
  // index says false, and the fact score stays out of its code.
  if (!import.meta.env.SSR || p.page) return false;
  const thin = pageFactScore([p as unknown as PageRecord], p.hasReview).thin;
  return partnerPageIndexable({ promotable: p.promotable, hasReview: p.hasReview, thin });
}

/**
 * schema.org ItemList of a catalogue page: its first 10 entries whose pages may be indexed, each by its name
 * and the canonical URL of its page on this site (what a summary page's list names, by Google's carousel
 * rules). No type of the entries themselves: a Product or SoftwareApplication named here would need the
 * offers and ratings its own page is the place for. None when no entry may be listed (an empty list says nothing).
 */
export function itemListJsonLd(name: string, items: ReadonlyArray<{ name: string; url: string; listed: boolean }>) {
  const listed = items.filter((item) => item.listed).slice(0, MAX_STRUCTURED_ITEMS);
  if (listed.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: listed.length,
    itemListElement: listed.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  };
}

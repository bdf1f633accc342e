import { partnerPath } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { ContentPartner } from '@/lib/api/content-queries';
import { itemListJsonLd, listedInStructuredData } from '@/lib/seo/item-list';

/** A directory entry as its structured data needs it: whether its page may be listed (see listedInStructuredData). */
export type ListedEntry = Readonly<{ id: string; name: string; listed: boolean }>;

/** A record as a directory entry of its structured data. */
export const listedEntry = (p: ContentPartner): ListedEntry => ({ id: p.id, name: p.name, listed: listedInStructuredData(p) });

/** The ItemList of a directory of partners of one type, in the order the page shows them. */
export function partnerItemListJsonLd(
  name: string,
  type: PartnerType,
  entries: readonly ListedEntry[],
  absolute: (path: string) => string,
) {
  return itemListJsonLd(
    name,
    entries.map((e) => ({ name: e.name, url: absolute(partnerPath(type, e.id)), listed: e.listed })),
  );
}

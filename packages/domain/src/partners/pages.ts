import type { PartnerType } from './partner.js';

/**
 * Every partner has a page of its own under its directory: `/exchanges/kraken`, `/wallets/ledger-nano-x`…
 * The folder is the directory's path, which is also the section the page belongs to.
 */
export const PARTNER_PAGE_FOLDERS = {
  exchange: 'exchanges',
  trading_bot: 'trading-bots',
  payment_card: 'payment-cards',
  tool: 'tools',
  app: 'apps',
  wallet: 'wallets',
} as const satisfies Record<PartnerType, string>;
export type PartnerPageFolder = (typeof PARTNER_PAGE_FOLDERS)[PartnerType];

/** The language-free path of a partner's page. */
export const partnerPath = (type: PartnerType, id: string): string => `/${PARTNER_PAGE_FOLDERS[type]}/${encodeURIComponent(id)}`;

/** The partner type whose pages live under a folder ('exchanges' → 'exchange'), or undefined. */
export function partnerTypeOfFolder(folder: string): PartnerType | undefined {
  return (Object.keys(PARTNER_PAGE_FOLDERS) as PartnerType[]).find((t) => PARTNER_PAGE_FOLDERS[t] === folder);
}

/** The partner type and id a language-free path names (`/exchanges/kraken` → exchange, kraken), or undefined. */
export function partnerOfPath(path: string): { type: PartnerType; id: string } | undefined {
  const m = /^\/([a-z-]+)\/([^/]+)$/.exec(path);
  const type = m ? partnerTypeOfFolder(m[1]!) : undefined;
  return type ? { type, id: decodeURIComponent(m![2]!) } : undefined;
}

/**
 * Whether a partner's page is worth a search engine's index. A page of a partner the site does not promote
 * (discontinued, pivoted, reference, status unclear) shows its facts only; unless a written review makes it
 * more than that, it is thin, and answers `noindex` (it stays reachable and linked, just out of the index
 * and the sitemap).
 */
export const partnerPageIndexable = (p: { promotable: boolean; hasReview: boolean }): boolean => p.promotable || p.hasReview;

/**
 * The written reviews had pages of their own at `/<folder>/<id>/review` (bots, cards and tools). A review is
 * now a section of its partner's page; each old address answers with a permanent redirect to that page, in
 * the same language, while the partner exists.
 */
export const MOVED_REVIEW_FOLDERS = ['trading-bots', 'payment-cards', 'tools'] as const satisfies readonly PartnerPageFolder[];

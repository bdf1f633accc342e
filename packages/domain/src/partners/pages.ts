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
 * more than that, it answers `noindex`. So does a page with too few facts to help a visitor (`thin`, from
 * `pageFactScore` in ./thin-page) until an editor fills its record. Either way it stays reachable and
 * linked, just out of the index and the sitemap.
 */
export const partnerPageIndexable = (p: { promotable: boolean; hasReview: boolean; thin?: boolean }): boolean =>
  (p.promotable || p.hasReview) && p.thin !== true;

/**
 * The written reviews had pages of their own at `/<folder>/<id>/review` (bots, cards and tools). A review is
 * now a section of its partner's page; each old address answers with a permanent redirect to that page, in
 * the same language, while the partner exists.
 */
export const MOVED_REVIEW_FOLDERS = ['trading-bots', 'payment-cards', 'tools'] as const satisfies readonly PartnerPageFolder[];

/** A partner named by its type and id. */
export type PartnerRef = Readonly<{ type: PartnerType; id: string }>;

/**
 * One provider, one page. A provider listed in several sections (Binance is an exchange and an app,
 * Cryptohopper a trading bot and a tool) has one page, its canonical kind's, with a section for each other
 * role; the other addresses answer with a permanent redirect to that section. The canonical kind is the one
 * with the written review, else the first of this order: what a visitor most often comes to decide
 * (where to trade, which bot, which wallet) before what the provider also offers (an app, a tool).
 */
export const PAGE_KIND_ORDER = [
  'exchange',
  'trading_bot',
  'wallet',
  'payment_card',
  'app',
  'tool',
] as const satisfies readonly PartnerType[];

/** The anchor of each role's section on the provider's page (`/exchanges/binance#app`). */
export const ROLE_SECTIONS = {
  exchange: 'exchange',
  trading_bot: 'trading-bot',
  payment_card: 'payment-card',
  tool: 'tool',
  app: 'app',
  wallet: 'wallet',
} as const satisfies Record<PartnerType, string>;

/** Where a record is shown: its page (its own, or its provider's with the role's `section`), and the roles a page shows. */
export type PartnerPageOf = Readonly<{
  page: PartnerRef;
  /** the record's section on its provider's page; absent for the page's own record */
  section?: string;
  /** for the page's own record: the other records of its provider, shown as sections, in PAGE_KIND_ORDER */
  roles: readonly PartnerRef[];
}>;

/** What the provider rule reads of a record. */
export type ProviderRecord = PartnerRef & Readonly<{ name: string; officialUrl: string; hasReview: boolean }>;

/** The host of an official address without `www.` (unparsable: the address itself). */
const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return url;
  }
};

/**
 * Which records are one provider: the same name (letter case and spacing aside) on the same official host.
 * The same name on another site is another business; another name on the same site (Binance Card, Trezor
 * Safe 5, Ledger Nano X) is a product with facts and a page of its own.
 */
export const providerKey = (r: Pick<ProviderRecord, 'name' | 'officialUrl'>): string =>
  `${r.name.trim().replace(/\s+/g, ' ').toLowerCase()}|${hostOf(r.officialUrl)}`;

const kindRank = (type: PartnerType): number => (PAGE_KIND_ORDER as readonly PartnerType[]).indexOf(type);

/**
 * Every record's page (keyed `type/id`): a record alone is its own page; a provider's records share the page
 * of the one with the written review (the first in PAGE_KIND_ORDER if several have one), else of the first in
 * PAGE_KIND_ORDER, and the others become its sections.
 */
export function partnerPages(records: readonly ProviderRecord[]): ReadonlyMap<string, PartnerPageOf> {
  const groups = new Map<string, ProviderRecord[]>();
  for (const r of records) {
    const key = providerKey(r);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out = new Map<string, PartnerPageOf>();
  for (const group of groups.values()) {
    const ordered = [...group].sort((a, b) => kindRank(a.type) - kindRank(b.type) || a.id.localeCompare(b.id));
    const main = ordered.find((r) => r.hasReview) ?? ordered[0]!;
    const page = { type: main.type, id: main.id };
    const roles = ordered.filter((r) => r !== main).map((r) => ({ type: r.type, id: r.id }));
    out.set(`${main.type}/${main.id}`, { page, roles });
    for (const r of roles) out.set(`${r.type}/${r.id}`, { page, section: ROLE_SECTIONS[r.type], roles: [] });
  }
  return out;
}

/**
 * The language-free address a link to a record should use: its own page, or its provider's page at the
 * record's section (`/exchanges/binance#app` for the Binance app).
 */
export const partnerPageHref = (r: PartnerRef & { page?: Readonly<{ type: PartnerType; id: string; section?: string }> | null }): string =>
  r.page ? `${partnerPath(r.page.type, r.page.id)}${r.page.section ? `#${r.page.section}` : ''}` : partnerPath(r.type, r.id);

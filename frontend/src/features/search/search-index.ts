import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { PAGE_SEARCH_RESULTS, type SearchCategory } from '@coinatlas/domain/routes/manifest';

export type { SearchCategory };

/** A search item is id, title, description, category and url. Texts are i18n keys of `search`. */
export type SearchItem = {
  id: string;
  title: string;
  /** i18n key (namespace `search`) and its values, or a literal remote text */
  description: { key: string; values?: Record<string, string> } | { text: string };
  category: SearchCategory;
  url: string;
};

const PARTNER_CATEGORY: Record<PartnerType, SearchCategory> = {
  exchange: 'exchanges',
  trading_bot: 'tradingBots',
  payment_card: 'paymentCards',
  tool: 'tools',
  app: 'apps',
  wallet: 'softwareWallets',
};

/** A partner as the content index lists it: enough to find and link it. */
export type IndexedPartner = Readonly<{ type: PartnerType; id: string; name: string; category: string | null }>;

/** A wallet's search category follows its section (hardware or software); other kinds follow their type. */
const categoryOf = (p: IndexedPartner): SearchCategory =>
  p.type === 'wallet' && p.category === 'hardware' ? 'hardwareWallets' : PARTNER_CATEGORY[p.type];

const PARTNER_URL: Record<PartnerType, (id: string) => string> = {
  exchange: (id) => `/exchanges/all#${id}`,
  trading_bot: (id) => `/trading-bots#${id}`,
  payment_card: (id) => `/payment-cards#${id}`,
  tool: (id) => `/tools#${id}`,
  app: (id) => `/apps#${id}`,
  wallet: (id) => `/wallets#${id}`,
};


/** The site sections and guides: known without asking the server. */
export const PAGE_SEARCH_ITEMS: readonly SearchItem[] = PAGE_SEARCH_RESULTS.map((p) => ({
  ...p,
  description: { key: p.description },
}));

/** One item per partner of the content index, and a referral page per exchange. */
export function partnerSearchItems(index: readonly IndexedPartner[]): SearchItem[] {
  const partners = index.map<SearchItem>((p) => ({
    id: `${p.type}-${p.id}`,
    title: p.name,
    description: { key: `types.${p.type}`, values: { name: p.name } },
    category: categoryOf(p),
    url: PARTNER_URL[p.type](p.id),
  }));
  const referralPages = index.filter((p) => p.type === 'exchange').map<SearchItem>((p) => ({
    id: `referral-${p.id}`,
    title: `${p.name} referral code`,
    description: { key: 'types.referral', values: { name: p.name } },
    category: 'referralCodes',
    url: `/referral-codes/${p.id}`,
  }));
  return [...partners, ...referralPages];
}

export type ResolvedItem = SearchItem & { descriptionText: string; categoryText: string; haystack: string };

/**
 * Case-insensitive substring match on title, description or category. We match the visitor's
 * language and English, so the English trending terms work in every language. Items whose title
 * matches come first; order is otherwise stable.
 */
export function searchItems(items: ResolvedItem[], query: string, limit = Number.POSITIVE_INFINITY): ResolvedItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const hits = items.filter((i) => i.haystack.includes(q));
  const titleFirst = [...hits.filter((i) => i.title.toLowerCase().includes(q)), ...hits.filter((i) => !i.title.toLowerCase().includes(q))];
  // de-duplicate by url (a partner listed as both tool and bot points to two pages; same url once)
  const seen = new Set<string>();
  return titleFirst.filter((i) => (seen.has(i.url) ? false : (seen.add(i.url), true))).slice(0, limit);
}

export const TRENDING_SEARCHES = ['bitcoin', 'defi', 'no kyc', 'trading bot', 'visa card'] as const;
export const BROWSE_CATEGORIES = [
  { key: 'exchangeDirectory', url: '/exchanges' },
  { key: 'tradingBots', url: '/trading-bots' },
  { key: 'paymentCards', url: '/payment-cards' },
  { key: 'tools', url: '/tools' },
  { key: 'apps', url: '/apps' },
  { key: 'wallets', url: '/wallets' },
] as const;
export const MAX_DIALOG_RESULTS = 12;
export const FOCUS_DELAY_MS = 100;

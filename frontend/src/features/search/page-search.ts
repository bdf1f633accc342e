import type { SearchCategory } from '@coinatlas/domain/routes/manifest';

/** A result site search offers for a page (a page may offer several, e.g. one per section anchor). */
export type SearchEntry = Readonly<{
  id: string;
  /** the result's title (English; matched in every language) */
  title: string;
  /** i18n key of its description in the `search` namespace */
  description: string;
  category: SearchCategory;
  /** an anchor on the page the result jumps to */
  hash?: string;
  /** position among the page results */
  order: number;
}>;

/**
 * What site search offers for the pages themselves, by page path (the path must be an indexable page of the
 * route manifest; a unit test checks it). Client code: only the search dialog and the search page use
 * them; the server's search indexes records (see modules/search).
 */
export const PAGE_SEARCH: Readonly<Record<string, readonly SearchEntry[]>> = {
  '/': [
    { id: 'page-bitcoin', title: 'Bitcoin Live Price', description: 'items.bitcoin', category: 'pages', order: 14, hash: 'live-prices' },
  ],
  '/exchanges': [
    { id: 'page-exchanges', title: 'Exchange Directory', description: 'items.exchangeDirectory', category: 'comparisons', order: 0 },
  ],
  '/exchanges/centralized': [
    { id: 'page-cex', title: 'Centralized Exchanges', description: 'items.centralized', category: 'comparisons', order: 1 },
  ],
  '/exchanges/decentralized': [
    { id: 'page-dex', title: 'Decentralized Exchanges (DEXs)', description: 'items.decentralized', category: 'dexs', order: 2 },
  ],
  '/exchanges/no-kyc': [{ id: 'page-no-kyc', title: 'No-KYC Exchanges', description: 'items.noKyc', category: 'noKyc', order: 3 }],
  '/trading-bots': [{ id: 'page-bots', title: 'Trading Bots Compared', description: 'items.bots', category: 'comparisons', order: 5 }],
  '/payment-cards': [
    {
      id: 'page-cards',
      title: 'Crypto Payment Cards (Visa card & Mastercard)',
      description: 'items.cards',
      category: 'comparisons',
      order: 6,
    },
  ],
  '/wallets': [{ id: 'page-wallets', title: 'Crypto Wallets Compared', description: 'items.wallets', category: 'comparisons', order: 7 }],
  '/wallets/hardware': [{ id: 'page-hw', title: 'Hardware Wallets', description: 'items.hardware', category: 'hardwareWallets', order: 8 }],
  '/wallets/software': [{ id: 'page-sw', title: 'Software Wallets', description: 'items.software', category: 'softwareWallets', order: 9 }],
  '/tools': [{ id: 'page-tools', title: 'Crypto Tools & Resources', description: 'items.tools', category: 'tools', order: 10 }],
  '/fee-calculator': [
    { id: 'page-fee-calculator', title: 'Crypto Fee Calculator', description: 'items.feeCalculator', category: 'tools', order: 17 },
  ],
  '/apps': [{ id: 'page-apps', title: 'Best Crypto Apps', description: 'items.apps', category: 'apps', order: 11 }],
  '/concepts': [
    {
      id: 'page-concepts',
      title: 'Crypto Concepts: Blockchain, DeFi, Smart Contracts',
      description: 'items.concepts',
      category: 'education',
      order: 12,
    },
    { id: 'page-defi', title: 'DeFi Explained', description: 'items.defi', category: 'education', order: 13 },
  ],
  '/guide': [{ id: 'page-guide', title: 'Top 10 Crypto Analysis Tools', description: 'items.guide', category: 'education', order: 15 }],
  '/coupon-codes': [
    { id: 'page-coupons', title: 'Coupon & Referral Codes', description: 'items.coupons', category: 'referralCodes', order: 4 },
  ],
  '/blog': [{ id: 'page-blog', title: 'Education Hub & Blog', description: 'items.blog', category: 'education', order: 16 }],
};

export type PageSearchResult = Readonly<{ id: string; title: string; description: string; category: SearchCategory; url: string }>;

/** Every page result of site search, in their order. */
export const PAGE_SEARCH_RESULTS: readonly PageSearchResult[] = Object.entries(PAGE_SEARCH)
  .flatMap(([path, list]) => list.map((x) => ({ ...x, url: path + (x.hash ? `#${x.hash}` : '') })))
  .sort((a, b) => a.order - b.order)
  .map(({ id, title, description, category, url }) => ({ id, title, description, category, url }));

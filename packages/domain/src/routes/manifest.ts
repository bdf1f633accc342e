/**
 * The one list of the site's pages. The client maps each page id to its lazy component; the server answers
 * 200 for a path that matches an entry (after asking the entry's resolver, when it has one) and 404 for
 * everything else; indexability, canonical URLs and (later) the sitemap are read from here too. Adding a
 * page means one entry here and one component in the client's page map (a type error until both exist).
 */

/** The page components the client has, one per screen; several paths may render the same page. */
export const PAGE_IDS = [
  'home',
  'exchanges',
  'trading-bots',
  'bot-review',
  'payment-cards',
  'card-review',
  'wallets',
  'tools',
  'tool-review',
  'apps',
  'concepts',
  'analysis-guide',
  'referral-codes',
  'exchange-referral',
  'blog-list',
  'blog-post',
  'company',
  'contact',
  'search',
  'unsubscribe',
  'admin',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/**
 * What decides whether the record behind a `:id` path exists. The module that owns the records registers
 * a resolver under this key on the server; an unknown id answers 404.
 */
export const RESOLVER_KEYS = ['blog-post', 'exchange', 'trading-bot-review', 'payment-card-review', 'tool-review'] as const;
export type ResolverKey = (typeof RESOLVER_KEYS)[number];

/** The header section a page belongs to (the active navigation entry and the page's share image). */
export const SECTIONS = [
  'home',
  'exchanges',
  'trading-bots',
  'payment-cards',
  'wallets',
  'tools',
  'apps',
  'coupon-codes',
  'concepts',
  'blog',
  'company',
  'admin',
] as const;
export type Section = (typeof SECTIONS)[number];

/** The categories site search groups its results in (labels: `search:categories.<key>`). */
export const SEARCH_CATEGORIES = [
  'exchanges',
  'referralCodes',
  'comparisons',
  'dexs',
  'noKyc',
  'tradingBots',
  'paymentCards',
  'tools',
  'apps',
  'education',
  'hardwareWallets',
  'softwareWallets',
  'reviews',
  'blog',
  'pages',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

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

export type RouteEntry = Readonly<{
  /** react-router syntax; at most one `:id` segment */
  path: string;
  page: PageId;
  section: Section;
  /** false for pages search engines must not index (admin, personal or query-driven pages) */
  indexable: boolean;
  /** for an alias path: the one URL search engines should index for the same content */
  canonical?: string;
  /** for a `:id` path: who answers whether the id exists */
  resolve?: ResolverKey;
  /** an entry of the header navigation (label: `nav:<key>`), in `order` */
  nav?: Readonly<{ key: string; order: number }>;
  /** an entry of a header dropdown, under the navigation entry `parent` */
  menu?: Readonly<{ parent: string; key: string; order: number }>;
  /** what site search offers for this page */
  search?: readonly SearchEntry[];
}>;

const r = (path: string, page: PageId, section: Section, more: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page,
  section,
  indexable: true,
  ...more,
});
const hidden = { indexable: false } as const;

export const ROUTE_MANIFEST: readonly RouteEntry[] = [
  r('/', 'home', 'home', {
    nav: { key: 'home', order: 0 },
    search: [{ id: 'page-bitcoin', title: 'Bitcoin Live Price', description: 'items.bitcoin', category: 'pages', order: 14, hash: 'live-prices' }],
  }),
  r('/exchanges', 'exchanges', 'exchanges', {
    nav: { key: 'exchanges', order: 1 },
    menu: { parent: 'exchanges', key: 'allExchanges', order: 0 },
    search: [{ id: 'page-exchanges', title: 'Exchange Directory', description: 'items.exchangeDirectory', category: 'comparisons', order: 0 }],
  }),
  r('/exchanges/centralized', 'exchanges', 'exchanges', {
    menu: { parent: 'exchanges', key: 'centralized', order: 1 },
    search: [{ id: 'page-cex', title: 'Centralized Exchanges', description: 'items.centralized', category: 'comparisons', order: 1 }],
  }),
  r('/exchanges/decentralized', 'exchanges', 'exchanges', {
    menu: { parent: 'exchanges', key: 'decentralized', order: 2 },
    search: [{ id: 'page-dex', title: 'Decentralized Exchanges (DEXs)', description: 'items.decentralized', category: 'dexs', order: 2 }],
  }),
  r('/exchanges/no-kyc', 'exchanges', 'exchanges', {
    menu: { parent: 'exchanges', key: 'noKyc', order: 3 },
    search: [{ id: 'page-no-kyc', title: 'No-KYC Exchanges', description: 'items.noKyc', category: 'noKyc', order: 3 }],
  }),
  r('/exchanges/all', 'exchanges', 'exchanges', { canonical: '/exchanges' }),
  r('/trading-bots', 'trading-bots', 'trading-bots', {
    nav: { key: 'tradingBots', order: 2 },
    search: [{ id: 'page-bots', title: 'Trading Bots Compared', description: 'items.bots', category: 'comparisons', order: 5 }],
  }),
  r('/trading-bots/:id/review', 'bot-review', 'trading-bots', { resolve: 'trading-bot-review' }),
  r('/payment-cards', 'payment-cards', 'payment-cards', {
    nav: { key: 'paymentCards', order: 3 },
    search: [{ id: 'page-cards', title: 'Crypto Payment Cards (Visa card & Mastercard)', description: 'items.cards', category: 'comparisons', order: 6 }],
  }),
  r('/payment-cards/:id/review', 'card-review', 'payment-cards', { resolve: 'payment-card-review' }),
  r('/wallets', 'wallets', 'wallets', {
    nav: { key: 'wallets', order: 4 },
    menu: { parent: 'wallets', key: 'allWallets', order: 0 },
    search: [{ id: 'page-wallets', title: 'Crypto Wallets Compared', description: 'items.wallets', category: 'comparisons', order: 7 }],
  }),
  r('/wallets/hardware', 'wallets', 'wallets', {
    menu: { parent: 'wallets', key: 'hardwareWallets', order: 1 },
    search: [{ id: 'page-hw', title: 'Hardware Wallets', description: 'items.hardware', category: 'hardwareWallets', order: 8 }],
  }),
  r('/wallets/software', 'wallets', 'wallets', {
    menu: { parent: 'wallets', key: 'softwareWallets', order: 2 },
    search: [{ id: 'page-sw', title: 'Software Wallets', description: 'items.software', category: 'softwareWallets', order: 9 }],
  }),
  r('/tools', 'tools', 'tools', { nav: { key: 'tools', order: 5 }, search: [{ id: 'page-tools', title: 'Crypto Tools & Resources', description: 'items.tools', category: 'tools', order: 10 }] }),
  r('/tools/:id/review', 'tool-review', 'tools', { resolve: 'tool-review' }),
  r('/apps', 'apps', 'apps', { nav: { key: 'apps', order: 6 }, search: [{ id: 'page-apps', title: 'Best Crypto Apps', description: 'items.apps', category: 'apps', order: 11 }] }),
  r('/concepts', 'concepts', 'concepts', {
    nav: { key: 'concepts', order: 8 },
    search: [
      { id: 'page-concepts', title: 'Crypto Concepts: Blockchain, DeFi, Smart Contracts', description: 'items.concepts', category: 'education', order: 12 },
      { id: 'page-defi', title: 'DeFi Explained', description: 'items.defi', category: 'education', order: 13 },
    ],
  }),
  r('/guide', 'analysis-guide', 'concepts', { search: [{ id: 'page-guide', title: 'Top 10 Crypto Analysis Tools', description: 'items.guide', category: 'education', order: 15 }] }),
  r('/downloads/crypto-analysis-tools-guide', 'analysis-guide', 'concepts', { canonical: '/guide' }),
  r('/crypto-analysis-tools', 'analysis-guide', 'concepts', { canonical: '/guide' }),
  r('/coupon-codes', 'referral-codes', 'coupon-codes', {
    nav: { key: 'couponCodes', order: 7 },
    search: [{ id: 'page-coupons', title: 'Coupon & Referral Codes', description: 'items.coupons', category: 'referralCodes', order: 4 }],
  }),
  r('/referral-codes', 'referral-codes', 'coupon-codes', { canonical: '/coupon-codes' }),
  r('/referral-codes/:id', 'exchange-referral', 'coupon-codes', { resolve: 'exchange' }),
  r('/blog', 'blog-list', 'blog', { search: [{ id: 'page-blog', title: 'Education Hub & Blog', description: 'items.blog', category: 'education', order: 16 }] }),
  r('/blog/:id', 'blog-post', 'blog', { resolve: 'blog-post' }),
  r('/about', 'company', 'company'),
  r('/contact', 'contact', 'company'),
  r('/careers', 'company', 'company'),
  r('/advertise', 'company', 'company'),
  r('/terms', 'company', 'company'),
  r('/privacy', 'company', 'company'),
  r('/cookies', 'company', 'company'),
  r('/disclaimer', 'company', 'company'),
  r('/search', 'search', 'home', hidden),
  r('/unsubscribe', 'unsubscribe', 'home', hidden),
  ...[
    '/admin',
    '/admin/login',
    '/admin/referral-codes',
    '/admin/blog',
    '/admin/content-calendar',
    '/admin/blog-analytics',
    '/admin/content-performance',
    '/admin/seo-optimizer',
    '/admin/ai-promotions',
  ].map((path) => r(path, 'admin', 'admin', hidden)),
];

export type RouteMatch = { entry: RouteEntry; id?: string };

const ID = '([A-Za-z0-9][A-Za-z0-9._-]{0,99})';
const compiled = ROUTE_MANIFEST.map((entry) => ({
  entry,
  re: entry.path.includes(':id') ? new RegExp('^' + entry.path.replace(':id', ID) + '$') : undefined,
}));
const byPath = new Map(ROUTE_MANIFEST.filter((e) => !e.path.includes(':id')).map((e) => [e.path, e]));

/** Matches a pathname (no query string) against the manifest; a trailing slash is ignored. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = byPath.get(path);
  if (exact) return { entry: exact };
  for (const { entry, re } of compiled) {
    const m = re?.exec(path);
    if (m) return { entry, id: m[1]! };
  }
  return null;
}

/** Paths without an id segment: every one is a page the server answers with 200. */
export const STATIC_ROUTES: readonly string[] = ROUTE_MANIFEST.filter((e) => !e.path.includes(':id')).map((e) => e.path);

export type NavEntry = Readonly<{ key: string; href: string; dropdown?: ReadonlyArray<{ key: string; href: string }> }>;

/** The header navigation, read from the manifest: top entries in order, each with its dropdown if any. */
export const NAVIGATION: readonly NavEntry[] = ROUTE_MANIFEST.filter((e) => e.nav)
  .sort((a, b) => a.nav!.order - b.nav!.order)
  .map((top) => {
    const items = ROUTE_MANIFEST.filter((e) => e.menu?.parent === top.nav!.key)
      .sort((a, b) => a.menu!.order - b.menu!.order)
      .map((e) => ({ key: e.menu!.key, href: e.path }));
    return { key: top.nav!.key, href: top.path, ...(items.length ? { dropdown: items } : {}) };
  });

export type PageSearchResult = Readonly<{ id: string; title: string; description: string; category: SearchCategory; url: string }>;

/** Every page result of site search, from the manifest, in their order. */
export const PAGE_SEARCH_RESULTS: readonly PageSearchResult[] = ROUTE_MANIFEST.flatMap((e) =>
  (e.search ?? []).map((x) => ({ ...x, url: e.path + (x.hash ? `#${x.hash}` : '') })),
)
  .sort((a, b) => a.order - b.order)
  .map(({ id, title, description, category, url }) => ({ id, title, description, category, url }));

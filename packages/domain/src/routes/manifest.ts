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
  'payment-cards',
  'wallets',
  'tools',
  'apps',
  // one partner's page (exchanges, wallets, bots, cards, tools, apps): facts, fees, countries, review
  'partner',
  'fee-calculator',
  'concepts',
  'analysis-guide',
  'referral-codes',
  'exchange-referral',
  'blog-list',
  'blog-post',
  'company',
  // who runs the site (Impressum): the operator's record from the server's configuration
  'legal-notice',
  'contact',
  'search',
  'unsubscribe',
  'compare',
  'methodology',
  'watchlist',
  'newsletter-confirm',
  'author',
  'admin',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/**
 * What decides whether the record behind a `:id` path exists. The module that owns the records registers
 * a resolver under this key on the server; an unknown id answers 404.
 */
export const RESOLVER_KEYS = [
  'blog-post',
  'exchange',
  // a partner's own page, by its id (the content module; see partners/pages.ts)
  'partner-exchange',
  'partner-trading-bot',
  'partner-payment-card',
  'partner-tool',
  'partner-app',
  'partner-wallet',
  // a comparison of 2 to 4 partners of one kind: the `:id` is the `-vs-` slug (see compare/compare.ts)
  'compare-exchanges',
  'compare-payment-cards',
  'compare-wallets',
  'compare-trading-bots',
  // an author profile, by its slug (the authors module)
  'author',
] as const;
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
  /**
   * The query parameters the page reads (its loader or its markup). The server drops every other one before
   * it renders and caches the page, so `/?utm_source=x` is answered by the cached `/`.
   */
  query?: readonly string[];
  /**
   * The values a parameter of `query` may take, where it has a fixed set (or a pattern). The server drops any
   * other value before it renders and caches the page, as if it were absent, so made-up values never add a
   * rendered page each; the page reads such a value the same way (as its default).
   */
  queryValues?: Readonly<Record<string, readonly string[] | RegExp>>;
  /** The page's query carries a personal token: with a query it is rendered for that request only, never cached. */
  personalQuery?: true;
}>;

const r = (path: string, page: PageId, section: Section, more: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page,
  section,
  indexable: true,
  ...more,
});
const hidden = { indexable: false } as const;

/** A listing's `?page=` beyond the first: 2 to 9999, written plainly (not 02, +2 or 2.0). Page 1 has no parameter. */
const LATER_PAGE = /^(?:[2-9]|[1-9]\d{1,3})$/;

/** The page of a listing a `?page=` value names: 1 without one, and for anything but a later page's number. */
export function listingPage(value: string | null | undefined): number {
  return value && LATER_PAGE.test(value) ? Number(value) : 1;
}

/** What a directory of partners reads from its query: the page of its cards. */
const LISTING = { query: ['page'], queryValues: { page: LATER_PAGE } } as const;

/**
 * The values the exchange directory's filters and orders take in its query. Its search words (`q`) are no
 * part of what the server renders: the browser applies them after the page has loaded, so every search is
 * served by the one page of its filters.
 */
export const DIRECTORY_VALUES = {
  type: ['all', 'centralized', 'decentralized'],
  kyc: ['any', 'required', 'none'],
  sort: ['name', 'fees', 'coins'],
} as const;
const DIRECTORY = { query: ['type', 'kyc', 'sort', 'page'], queryValues: { ...DIRECTORY_VALUES, page: LATER_PAGE } } as const;
/**
 * What admin screens read: the report's date range and language, a post, where to go after signing in, and
 * the partner desk's view, partner and list filters.
 */
const ADMIN_QUERY = [
  'from',
  'to',
  'lang',
  'post',
  'next',
  'partner',
  'view',
  'type',
  'status',
  'unchecked',
  'checkedBefore',
  'minVisits',
  'q',
  'sort',
];

export const ROUTE_MANIFEST: readonly RouteEntry[] = [
  r('/', 'home', 'home', {
    nav: { key: 'home', order: 0 },
  }),
  r('/exchanges', 'exchanges', 'exchanges', {
    ...DIRECTORY,
    nav: { key: 'exchanges', order: 1 },
    menu: { parent: 'exchanges', key: 'allExchanges', order: 0 },
  }),
  r('/exchanges/centralized', 'exchanges', 'exchanges', {
    ...DIRECTORY,
    menu: { parent: 'exchanges', key: 'centralized', order: 1 },
  }),
  r('/exchanges/decentralized', 'exchanges', 'exchanges', {
    ...DIRECTORY,
    menu: { parent: 'exchanges', key: 'decentralized', order: 2 },
  }),
  r('/exchanges/no-kyc', 'exchanges', 'exchanges', {
    ...DIRECTORY,
    menu: { parent: 'exchanges', key: 'noKyc', order: 3 },
  }),
  r('/exchanges/all', 'exchanges', 'exchanges', { canonical: '/exchanges', ...DIRECTORY }),
  // an exchange's own page (the paths above are matched first: no exchange may take their ids)
  r('/exchanges/:id', 'partner', 'exchanges', { resolve: 'partner-exchange' }),
  r('/trading-bots', 'trading-bots', 'trading-bots', {
    ...LISTING,
    nav: { key: 'tradingBots', order: 2 },
  }),
  r('/trading-bots/:id', 'partner', 'trading-bots', { resolve: 'partner-trading-bot' }),
  r('/payment-cards', 'payment-cards', 'payment-cards', {
    ...LISTING,
    nav: { key: 'paymentCards', order: 3 },
  }),
  r('/payment-cards/:id', 'partner', 'payment-cards', { resolve: 'partner-payment-card' }),
  r('/wallets', 'wallets', 'wallets', {
    ...LISTING,
    nav: { key: 'wallets', order: 4 },
    menu: { parent: 'wallets', key: 'allWallets', order: 0 },
  }),
  r('/wallets/hardware', 'wallets', 'wallets', {
    ...LISTING,
    menu: { parent: 'wallets', key: 'hardwareWallets', order: 1 },
  }),
  r('/wallets/software', 'wallets', 'wallets', {
    ...LISTING,
    menu: { parent: 'wallets', key: 'softwareWallets', order: 2 },
  }),
  r('/wallets/:id', 'partner', 'wallets', { resolve: 'partner-wallet' }),
  r('/tools', 'tools', 'tools', { ...LISTING, nav: { key: 'tools', order: 5 }, menu: { parent: 'tools', key: 'allTools', order: 0 } }),
  r('/tools/:id', 'partner', 'tools', { resolve: 'partner-tool' }),
  // `exchange`: the id of an exchange to calculate for (its page links here with it)
  r('/fee-calculator', 'fee-calculator', 'tools', {
    query: ['exchange', 'asset', 'fiat', 'amount', 'country', 'method'],
    menu: { parent: 'tools', key: 'feeCalculator', order: 1 },
  }),
  r('/apps', 'apps', 'apps', { ...LISTING, nav: { key: 'apps', order: 6 } }),
  r('/apps/:id', 'partner', 'apps', { resolve: 'partner-app' }),
  r('/concepts', 'concepts', 'concepts', {
    nav: { key: 'concepts', order: 8 },
  }),
  r('/guide', 'analysis-guide', 'concepts'),
  r('/downloads/crypto-analysis-tools-guide', 'analysis-guide', 'concepts', { canonical: '/guide' }),
  r('/crypto-analysis-tools', 'analysis-guide', 'concepts', { canonical: '/guide' }),
  r('/coupon-codes', 'referral-codes', 'coupon-codes', {
    nav: { key: 'couponCodes', order: 7 },
  }),
  r('/referral-codes', 'referral-codes', 'coupon-codes', { canonical: '/coupon-codes' }),
  r('/referral-codes/:id', 'exchange-referral', 'coupon-codes', { resolve: 'exchange' }),
  r('/blog', 'blog-list', 'blog', { query: ['page'] }),
  r('/blog/:id', 'blog-post', 'blog', { resolve: 'blog-post' }),
  r('/about', 'company', 'company'),
  r('/contact', 'contact', 'company'),
  r('/careers', 'company', 'company'),
  r('/advertise', 'company', 'company'),
  r('/terms', 'company', 'company'),
  r('/privacy', 'company', 'company'),
  r('/cookies', 'company', 'company'),
  r('/disclaimer', 'company', 'company'),
  // its path is a word of each language: /de/impressum, /es/aviso-legal (LOCALIZED_PATHS in localized.ts)
  r('/legal-notice', 'legal-notice', 'company'),
  r('/methodology', 'methodology', 'company'),
  // a person bylines name: an author profile an editor created (none exists until then)
  r('/authors/:id', 'author', 'company', { resolve: 'author' }),
  // Side-by-side comparisons; the resolver reads the slug against the ids of the kind, redirects another
  // order of the same ids to the canonical (sorted) one and lists the popular pairs for the sitemap.
  r('/compare/exchanges/:id', 'compare', 'exchanges', { resolve: 'compare-exchanges' }),
  r('/compare/payment-cards/:id', 'compare', 'payment-cards', { resolve: 'compare-payment-cards' }),
  r('/compare/wallets/:id', 'compare', 'wallets', { resolve: 'compare-wallets' }),
  r('/compare/trading-bots/:id', 'compare', 'trading-bots', { resolve: 'compare-trading-bots' }),
  r('/search', 'search', 'home', { ...hidden, query: ['q'] }),
  r('/unsubscribe', 'unsubscribe', 'home', { ...hidden, query: ['token'], personalQuery: true }),
  // per browser (its coins live in localStorage): nothing for a search engine to index
  r('/watchlist', 'watchlist', 'home', hidden),
  r('/newsletter/confirm', 'newsletter-confirm', 'home', { ...hidden, query: ['token'], personalQuery: true }),
  ...[
    '/admin',
    '/admin/login',
    '/admin/referral-codes',
    '/admin/newsletter',
    '/admin/blog',
    '/admin/content-calendar',
    '/admin/blog-analytics',
    '/admin/content-performance',
    '/admin/seo-optimizer',
    '/admin/ai-promotions',
    '/admin/partners',
    '/admin/authors',
  ].map((path) => r(path, 'admin', 'admin', { ...hidden, query: ADMIN_QUERY })),
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

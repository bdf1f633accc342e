/**
 * Every path the client renders. The server answers these with 200 and everything else with 404
 * (the client renders its 404 screen for both). The client's router is checked against this list.
 */
export const STATIC_ROUTES = [
  '/',
  '/exchanges',
  '/exchanges/centralized',
  '/exchanges/decentralized',
  '/exchanges/no-kyc',
  '/exchanges/all',
  '/trading-bots',
  '/payment-cards',
  '/wallets',
  '/wallets/hardware',
  '/wallets/software',
  '/tools',
  '/apps',
  '/concepts',
  '/guide',
  '/downloads/crypto-analysis-tools-guide',
  '/crypto-analysis-tools',
  '/coupon-codes',
  '/referral-codes',
  '/blog',
  '/about',
  '/contact',
  '/careers',
  '/advertise',
  '/terms',
  '/privacy',
  '/cookies',
  '/disclaimer',
  '/search',
  '/unsubscribe',
  '/admin',
  '/admin/login',
  '/admin/referral-codes',
  '/admin/blog',
  '/admin/content-calendar',
  '/admin/blog-analytics',
  '/admin/content-performance',
  '/admin/seo-optimizer',
  '/admin/ai-promotions',
] as const;

/** Routes with one path parameter; the server asks the owning module whether the id exists. */
export const PARAM_ROUTES = [
  '/referral-codes/:id',
  '/blog/:id',
  '/trading-bots/:id/review',
  '/payment-cards/:id/review',
  '/tools/:id/review',
] as const;

export type ParamRoute = (typeof PARAM_ROUTES)[number];

export type RouteMatch = { kind: 'static'; route: string } | { kind: 'param'; route: ParamRoute; id: string } | null;

const staticSet: ReadonlySet<string> = new Set(STATIC_ROUTES);

/** Matches a pathname (no query) against the route list; a trailing slash is ignored. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (staticSet.has(path)) return { kind: 'static', route: path };
  for (const route of PARAM_ROUTES) {
    const re = new RegExp('^' + route.replace(':id', '([A-Za-z0-9][A-Za-z0-9._-]{0,99})') + '$');
    const m = re.exec(path);
    if (m) return { kind: 'param', route, id: decodeURIComponent(m[1]!) };
  }
  return null;
}

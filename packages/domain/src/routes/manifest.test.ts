import { describe, expect, it } from 'vitest';
import { NAVIGATION, PAGE_IDS, RESOLVER_KEYS, ROUTE_MANIFEST, matchRoute } from './manifest.js';

describe('route manifest', () => {
  it('lists every path once and every page id at least once', () => {
    const paths = ROUTE_MANIFEST.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const id of PAGE_IDS)
      expect(
        ROUTE_MANIFEST.some((e) => e.page === id),
        id,
      ).toBe(true);
  });

  it('gives every :id path a resolver, and every resolver a path', () => {
    for (const e of ROUTE_MANIFEST) expect(Boolean(e.resolve), e.path).toBe(e.path.includes(':id'));
    for (const key of RESOLVER_KEYS)
      expect(
        ROUTE_MANIFEST.some((e) => e.resolve === key),
        key,
      ).toBe(true);
  });

  it('points every alias at an indexable path of the manifest with the same page', () => {
    for (const e of ROUTE_MANIFEST.filter((x) => x.canonical)) {
      const target = ROUTE_MANIFEST.find((x) => x.path === e.canonical);
      expect(target?.indexable, e.path).toBe(true);
      expect(target?.page, e.path).toBe(e.page);
    }
  });

  it('matches paths, ids and trailing slashes, and nothing else', () => {
    expect(matchRoute('/exchanges/')?.entry.path).toBe('/exchanges');
    expect(matchRoute('/blog/what-is-bitcoin')).toMatchObject({
      entry: { path: '/blog/:id', resolve: 'blog-post' },
      id: 'what-is-bitcoin',
    });
    expect(matchRoute('/tools/coingecko')).toMatchObject({
      entry: { path: '/tools/:id', page: 'partner', resolve: 'partner-tool' },
      id: 'coingecko',
    });
    // a directory's own sub-pages are matched before its partners' pages
    expect(matchRoute('/exchanges/no-kyc')?.entry.page).toBe('exchanges');
    expect(matchRoute('/wallets/hardware')?.entry.page).toBe('wallets');
    expect(matchRoute('/exchanges/kraken')).toMatchObject({ entry: { page: 'partner', resolve: 'partner-exchange' }, id: 'kraken' });
    // the old review addresses are no page of the manifest (the content module redirects them)
    expect(matchRoute('/tools/coingecko/review')).toBeNull();
    expect(matchRoute('/blog/../admin')).toBeNull();
    expect(matchRoute('/nope')).toBeNull();
  });

  it('builds the header navigation with its dropdowns from the manifest', () => {
    expect(NAVIGATION.map((n) => n.key)).toEqual([
      'home',
      'exchanges',
      'tradingBots',
      'paymentCards',
      'wallets',
      'tools',
      'apps',
      'couponCodes',
      'concepts',
    ]);
    const exchanges = NAVIGATION.find((n) => n.key === 'exchanges')!;
    expect(exchanges.dropdown?.map((d) => d.href)).toEqual([
      '/exchanges',
      '/exchanges/centralized',
      '/exchanges/decentralized',
      '/exchanges/no-kyc',
    ]);
    // the fee calculator is reachable from the header and the phone menu, under Tools (issue 29)
    expect(NAVIGATION.find((n) => n.key === 'tools')!.dropdown).toEqual([
      { key: 'allTools', href: '/tools' },
      { key: 'feeCalculator', href: '/fee-calculator' },
    ]);
    for (const n of NAVIGATION) for (const d of n.dropdown ?? []) expect(matchRoute(d.href)?.entry.menu?.parent).toBe(n.key);
  });
});

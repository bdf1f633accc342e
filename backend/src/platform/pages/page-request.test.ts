import { describe, expect, it } from 'vitest';
import { listingPage } from '@coinatlas/domain/routes/manifest';
import { matchLocalizedRoute } from '@coinatlas/domain/routes/localized';
import { pageRequest } from './page-request.js';

const request = (url: string) => {
  const [pathname = '/', query] = url.split('?', 2);
  return pageRequest(pathname, query, matchLocalizedRoute(pathname));
};

describe('pageRequest', () => {
  it('keeps the exchange directory’s known filters and orders, drops its search words and any made-up value', () => {
    expect(request('/exchanges?q=kraken&sort=fees&utm_source=x')).toMatchObject({
      url: '/exchanges?sort=fees',
      cacheKey: '/exchanges?sort=fees',
    });
    expect(request('/exchanges?sort=cheapest&q=a').cacheKey).toBe('/exchanges');
    expect(request('/es/exchanges/no-kyc?type=decentralized&kyc=none&sort=coins&page=2').cacheKey).toBe(
      '/es/exchanges/no-kyc?kyc=none&page=2&sort=coins&type=decentralized',
    );
    expect(request('/exchanges?type=dex&kyc=maybe').cacheKey).toBe('/exchanges');
  });

  it('keeps a directory’s page only as a later page’s plain number, which the browser reads the same way', () => {
    for (const [query, kept, page] of [
      ['page=2', 'page=2', 2],
      ['page=9999', 'page=9999', 9999],
      ['page=1', '', 1],
      ['page=02', '', 1],
      ['page=2.0', '', 1],
      ['page=-3', '', 1],
      ['page=10000', '', 1],
      ['page=abc', '', 1],
    ] as const) {
      expect(request(`/tools?${query}`).cacheKey, query).toBe(kept ? `/tools?${kept}` : '/tools');
      expect(listingPage(new URLSearchParams(query).get('page')), query).toBe(page);
    }
    expect(request('/de/wallets/hardware?page=3&q=x').cacheKey).toBe('/de/wallets/hardware?page=3');
    // a page that reads no page drops it
    expect(request('/concepts?page=2').cacheKey).toBe('/concepts');
  });
});

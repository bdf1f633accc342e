import { describe, expect, it } from 'vitest';
import { newestListings, parseTickers, topByRank } from './domain/parse-coinpaprika.js';
import { ProviderError } from './domain/provider-error.js';

const ticker = (id: string, rank: number, firstDataAt: string | null, price: number | null) => ({
  id,
  name: id.split('-')[1],
  symbol: id.split('-')[0]!.toUpperCase(),
  rank,
  first_data_at: firstDataAt,
  last_updated: '2026-11-22T10:00:00Z',
  quotes: { USD: { price, volume_24h: 10, market_cap: 100, percent_change_24h: -2.5 } },
});

describe('CoinPaprika tickers', () => {
  const tickers = parseTickers([
    ticker('btc-bitcoin', 1, '2010-07-17T00:00:00Z', 94731),
    ticker('new-newest', 0, '2026-11-21T08:00:00Z', 0.5),
    ticker('old-older', 900, '2026-11-01T00:00:00Z', 2),
    ticker('zer-zero', 0, '2026-11-22T00:00:00Z', 0),
    ticker('und-undated', 5, null, 1),
  ]).data;

  it('New: most recently tracked first, only coins with a price', () => {
    expect(newestListings(tickers, 10).map((c) => c.id)).toEqual(['new-newest', 'old-older', 'btc-bitcoin']);
    expect(newestListings(tickers, 1)[0]).toEqual({
      id: 'new-newest',
      name: 'newest',
      symbol: 'NEW',
      image: null,
      market_cap_rank: null,
      current_price: 0.5,
      price_change_percentage_24h: -2.5,
      market_cap: 100,
      total_volume: 10,
    });
  });

  it('Top: by rank, unranked coins left out', () => {
    expect(topByRank(tickers, 2).map((c) => c.id)).toEqual(['btc-bitcoin', 'und-undated']);
  });

  it('leaves out tickers without a USD quote (or otherwise unreadable) and counts them', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ticker(`c${i}-coin${i}`, i + 1, '2020-01-01T00:00:00Z', 1));
    const odd = [
      { ...ticker('nq-noquote', 0, '2026-11-22T00:00:00Z', 1), quotes: {} },
      { ...ticker('ns-stringprice', 0, '2026-11-22T00:00:00Z', 1), quotes: { USD: { price: '1' } } },
      { ...ticker('nn-noname', 0, '2026-11-22T00:00:00Z', 1), name: null },
    ];
    const parsed = parseTickers([...many.slice(0, 1000), ...odd, ...many.slice(1000)]);
    expect(parsed.data).toHaveLength(3000);
    expect(parsed.dropped).toBe(3);
    expect(parsed.firstProblem).toBe('ticker nq-noquote has no USD quote');
    expect(topByRank(parsed.data, 1).map((c) => c.id)).toEqual(['c0-coin0']);
  });

  it.each([
    ['not a list', { error: 'x' }],
    ['an empty list', []],
    ['a ticker without a USD quote', [{ ...ticker('a-b', 1, null, 1), quotes: {} }]],
    ['a price as a string', [{ ...ticker('a-b', 1, null, 1), quotes: { USD: { price: '1' } } }]],
  ])('rejects %s', (_w, json) => {
    expect(() => parseTickers(json)).toThrow(ProviderError);
  });
});

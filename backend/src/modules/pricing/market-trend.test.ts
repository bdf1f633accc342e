import { describe, expect, it } from 'vitest';
import { BEAR_MAX_CHANGE_PCT, BULL_MIN_CHANGE_PCT, btcChangeOf, readMarket, TREND_MAX_AGE_MS, trendOf } from './domain/market-trend.js';
import type { Cryptocurrency } from './domain/types.js';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const coin = (symbol: string, change: number | null): Cryptocurrency => ({
  id: symbol,
  name: symbol,
  symbol,
  image: null,
  market_cap_rank: 1,
  current_price: 1,
  price_change_percentage_24h: change,
  market_cap: 1,
  total_volume: 1,
});

describe('market trend', () => {
  it('maps BTC 24 h change to bull, bear or stable, thresholds included', () => {
    expect(trendOf(BULL_MIN_CHANGE_PCT)).toBe('bull');
    expect(trendOf(BULL_MIN_CHANGE_PCT + 10)).toBe('bull');
    expect(trendOf(BULL_MIN_CHANGE_PCT - 0.01)).toBe('stable');
    expect(trendOf(0)).toBe('stable');
    expect(trendOf(BEAR_MAX_CHANGE_PCT + 0.01)).toBe('stable');
    expect(trendOf(BEAR_MAX_CHANGE_PCT)).toBe('bear');
    expect(trendOf(-60)).toBe('bear');
    expect(BULL_MIN_CHANGE_PCT).toBe(-BEAR_MAX_CHANGE_PCT); // neither direction favoured
  });

  it('finds BTC by its ticker, whatever the provider calls it', () => {
    expect(btcChangeOf([coin('eth', 1), { ...coin('BTC', -3), id: 'btc-bitcoin' }])).toEqual({ found: true, change: -3 });
    expect(btcChangeOf([coin('eth', 1)])).toEqual({ found: false, change: null });
  });

  it('falls back to stable and says why when it cannot tell', () => {
    const list = (
      btc: { found: boolean; change: number | null },
      over: Partial<{ fetchedAt: number; source: 'live' | 'stale' | 'snapshot' }> = {},
    ) => readMarket({ btc, fetchedAt: NOW - 30_000, source: 'live', ...over }, NOW);
    expect(readMarket(undefined, NOW)).toEqual({ trend: 'stable', reason: 'no_data', btcChange24h: null, fetchedAt: null, source: null });
    expect(list({ found: false, change: null })).toMatchObject({ trend: 'stable', reason: 'btc_missing' });
    expect(list({ found: true, change: null })).toMatchObject({ trend: 'stable', reason: 'btc_change_unknown' });
    expect(list({ found: true, change: -9 }, { source: 'snapshot' })).toMatchObject({
      trend: 'stable',
      reason: 'snapshot',
      btcChange24h: -9,
    });
    expect(list({ found: true, change: -9 }, { source: 'stale', fetchedAt: NOW - TREND_MAX_AGE_MS - 1 })).toMatchObject({
      trend: 'stable',
      reason: 'too_old',
    });
    expect(list({ found: true, change: -9 }, { source: 'stale', fetchedAt: NOW - TREND_MAX_AGE_MS })).toEqual({
      trend: 'bear',
      reason: 'btc_change',
      btcChange24h: -9,
      fetchedAt: NOW - TREND_MAX_AGE_MS,
      source: 'stale',
    });
  });
});

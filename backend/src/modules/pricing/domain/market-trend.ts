import type { Cryptocurrency, DataSource } from './types.js';

/** The market's direction as promotion scoring reads it. */
export const MARKET_TRENDS = ['bull', 'bear', 'stable'] as const;
export type MarketTrend = (typeof MARKET_TRENDS)[number];

/**
 * BTC's price change over 24 hours, in percent, at or above which the market reads as rising ("bull"), and
 * at or below which it reads as falling ("bear"). Anything in between reads as stable: small daily moves
 * say little about the market's direction, so a bull or bear promotion is picked only on a day with a
 * clear move either way. The two are symmetric on purpose; neither direction is favoured.
 */
export const BULL_MIN_CHANGE_PCT = 2;
export const BEAR_MAX_CHANGE_PCT = -2;

/**
 * A Top 10 list older than this no longer tells today's trend (the provider has been failing for a while):
 * the reading falls back to stable. An hour is long next to the list's one-minute refresh, so ordinary
 * provider hiccups do not flip the trend, yet short next to the 24 hours the change covers.
 */
export const TREND_MAX_AGE_MS = 60 * 60_000;

/** Why the trend is what it is: measured from BTC's change, or stable because it could not be. */
export const TREND_REASONS = ['btc_change', 'no_data', 'btc_missing', 'btc_change_unknown', 'snapshot', 'too_old'] as const;
export type TrendReason = (typeof TREND_REASONS)[number] &
  /** BTC's 24 h change from a recent Top 10 list */
  (
    | 'btc_change'
    /** no Top 10 list fetched or stored yet */
    | 'no_data'
    /** the Top 10 list has no BTC row */
    | 'btc_missing'
    /** BTC's row carries no 24 h change */
    | 'btc_change_unknown'
    /** only the bundled, dated snapshot is there: it says nothing about today */
    | 'snapshot'
    /** the newest list is older than TREND_MAX_AGE_MS */
    | 'too_old'
  );

export type MarketReading = {
  trend: MarketTrend;
  reason: TrendReason;
  /** BTC's 24 h change in percent from the list read, null when there is none */
  btcChange24h: number | null;
  /** When the provider gave the list read (epoch ms), null when there is none */
  fetchedAt: number | null;
  source: DataSource | null;
};

/** Maps BTC's 24 h change (percent) to the trend, with the thresholds above (inclusive). */
export function trendOf(btcChange24hPct: number): MarketTrend {
  if (btcChange24hPct >= BULL_MIN_CHANGE_PCT) return 'bull';
  if (btcChange24hPct <= BEAR_MAX_CHANGE_PCT) return 'bear';
  return 'stable';
}

/** BTC's row in a Top 10 list: the coin whose ticker is BTC, whatever id the provider gives it. */
export function btcChangeOf(top: readonly Cryptocurrency[]): { found: boolean; change: number | null } {
  const btc = top.find((c) => c.symbol.toLowerCase() === 'btc');
  return { found: btc !== undefined, change: btc?.price_change_percentage_24h ?? null };
}

/** The reading from the Top 10 list we hold (if any); `nowMs` decides whether it is too old to go by. */
export function readMarket(
  top: { btc: { found: boolean; change: number | null }; fetchedAt: number; source: DataSource } | undefined,
  nowMs: number,
): MarketReading {
  if (!top) return { trend: 'stable', reason: 'no_data', btcChange24h: null, fetchedAt: null, source: null };
  const base = { btcChange24h: top.btc.change, fetchedAt: top.fetchedAt, source: top.source };
  if (!top.btc.found) return { ...base, trend: 'stable', reason: 'btc_missing' };
  if (top.btc.change === null) return { ...base, trend: 'stable', reason: 'btc_change_unknown' };
  if (top.source === 'snapshot') return { ...base, trend: 'stable', reason: 'snapshot' };
  if (nowMs - top.fetchedAt > TREND_MAX_AGE_MS) return { ...base, trend: 'stable', reason: 'too_old' };
  return { ...base, trend: trendOf(top.btc.change), reason: 'btc_change' };
}

import type { PriceList, ProviderName } from '@coinatlas/domain/pricing/providers';

export { PRICE_LISTS, PROVIDER_NAMES, isProviderName, type PriceList, type ProviderName } from '@coinatlas/domain/pricing/providers';

/** One row of the Top 10 and New lists (USD). Numbers the provider did not give are null. */
export type Cryptocurrency = {
  id: string;
  name: string;
  symbol: string;
  image: string | null;
  market_cap_rank: number | null;
  current_price: number | null;
  price_change_percentage_24h: number | null;
  market_cap: number | null;
  total_volume: number | null;
};

/** The trending response. `data` is present only when the provider sent market data. */
export type TrendingCoinData = {
  price: number | null;
  price_change_percentage_24h: { usd: number | null };
  market_cap: number | null;
  total_volume: number | null;
};

export type TrendingCoin = {
  item: {
    id: string;
    name: string;
    symbol: string;
    thumb: string | null;
    market_cap_rank: number | null;
    price_btc: number | null;
    score: number;
    data?: TrendingCoinData;
  };
};

export type TrendingResponse = { coins: TrendingCoin[] };

/**
 * One coin of the sparklines list (the largest coins, which the watchlist reads): its row, plus its 7-day
 * price line reduced to a few points, and the change along that line. Both null when the provider sent no
 * line (CoinPaprika never does): the client then draws none.
 */
export type MarketCoin = Cryptocurrency & { sparkline_7d: number[] | null; price_change_percentage_7d: number | null };

export type ListPayload = { top: Cryptocurrency[]; trending: TrendingResponse; new: Cryptocurrency[]; sparklines: MarketCoin[] };

/** What a visitor is told about the data: fresh from the provider, an older last good value, or the bundled file. */
export type DataSource = 'live' | 'stale' | 'snapshot';

/** A list's answer as fetched and sent: the serialized body, byte for byte. */
export type StoredAnswer = { list: PriceList; fetchedAt: number; provider: ProviderName; body: string };

/**
 * What a provider adapter made of one answer: the entries that passed the checks, and how many it had to
 * leave out (with the first reason, for the log line).
 */
export type Parsed<T> = { data: T; dropped: number; firstProblem?: string };

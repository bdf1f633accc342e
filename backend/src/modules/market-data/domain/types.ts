import type { BookLevel } from '@coinatlas/domain/market/cost-to-buy';

/** A market we quote: an asset against a fiat currency, written as `BTC/EUR` (asset/fiat). */
export type Pair = Readonly<{ asset: string; fiat: string }>;
export const symbolOf = (p: Pair): string => `${p.asset}/${p.fiat}`;

/**
 * Where a listing's taker fee comes from:
 * - `exchange-listing`: the exchange's own public market listing carries it, and the market-data library reads it
 *   from there (Kraken's AssetPairs, tier 0 of its schedule);
 * - `library-description`: the library's own description of the exchange's fees (written into the library, per
 *   exchange or per market type), not read from the exchange at all; it may be out of date.
 */
export const FEE_BASES = ['exchange-listing', 'library-description'] as const;
export type FeeBasis = (typeof FEE_BASES)[number];

/** One spot market of an exchange as its listing gave it. */
export type ListedMarket = Readonly<{
  symbol: string;
  /** The taker fee in percent of the traded value; null when neither the exchange nor the library gives one. */
  takerPercent: number | null;
  /** What the adapter needs to read this market's book again without reloading the listing (the library's own market object). */
  handle: unknown;
}>;

/** One exchange's market listing: which of the pairs we quote it lists as active spot markets, with their fees. */
export type Listing = Readonly<{
  exchange: string;
  /** When the read started (epoch ms). */
  fetchedAt: number;
  /** The library that read it, and its version (as the adapter names it, with the version installed). */
  library: Readonly<{ name: string; version: string }>;
  /** The exchange's name as the library writes it (e.g. "Coinbase Advanced"). */
  exchangeName: string;
  /** The https pages the library cites for the exchange's fees, in its order (often none, sometimes several). */
  feePages: readonly string[];
  feeBasis: FeeBasis;
  /** By symbol; a pair we quote that is absent here is not listed. */
  markets: Readonly<Record<string, ListedMarket>>;
}>;

/** One side-by-side snapshot of an order book, best levels first, at most the configured depth. */
export type Book = Readonly<{
  exchange: string;
  symbol: string;
  /** When the read started (epoch ms), by our clock. */
  fetchedAt: number;
  /** The exchange's own timestamp of the book, when it sends one. */
  exchangeTime: number | null;
  asks: readonly BookLevel[];
  bids: readonly BookLevel[];
}>;

/** What the data of one upstream read lacks until it is stamped with the time it started. */
export type Unstamped<T extends { fetchedAt: number }> = Omit<T, 'fetchedAt'>;

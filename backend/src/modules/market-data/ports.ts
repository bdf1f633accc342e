import type { Book, Listing, Unstamped } from './domain/types.js';

export type { RefreshCoordinator } from '../../platform/refresh/refresh-coordinator.js';

/**
 * A source of exchanges' public market data (in production the adapter over a market-data library in `adapters/`;
 * any local server speaking an exchange's API can stand in through the configured API URLs). Each method either resolves with checked
 * data or rejects with a MarketSourceError saying why (timeout, 429, 5xx, an answer it could not read…),
 * within the configured time limit.
 */
export type MarketSource = {
  /** The library and version that does the reading (named in every figure's provenance). */
  readonly library: Readonly<{ name: string; version: string }>;
  /** Which of `symbols` the exchange lists as active spot markets, with their taker fees. */
  listing(exchange: string, symbols: readonly string[]): Promise<Unstamped<Listing>>;
  /** The best `depth` levels of each side of one listed market's order book. */
  orderBook(listing: Listing, symbol: string, depth: number): Promise<Unstamped<Book>>;
  /** Loads what reading these exchanges needs (no request is made), so a first visitor does not wait for it. */
  preload(exchanges: readonly string[]): Promise<void>;
  /** Stops whatever it keeps open (nothing is left to wait for after this). */
  close(): Promise<void>;
};

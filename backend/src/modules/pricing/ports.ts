import type { RefreshLease } from '../../platform/refresh/refresh-coordinator.js';
import type {
  Cryptocurrency,
  ListPayload,
  MarketCoin,
  Parsed,
  PriceList,
  ProviderName,
  StoredAnswer,
  TrendingResponse,
} from './domain/types.js';

export type { StoredAnswer } from './domain/types.js';

/**
 * A source of market data. Each method returns our own types, leaving out entries it could not read (and
 * saying how many), or rejects with a ProviderError (timeouts, 429, 5xx, an answer of the wrong shape or
 * with too few good entries); it never returns unchecked data.
 */
export type PriceProvider = {
  readonly name: ProviderName;
  top(): Promise<Parsed<Cryptocurrency[]>>;
  trending(): Promise<Parsed<TrendingResponse>>;
  newlyListed(): Promise<Parsed<Cryptocurrency[]>>;
  /** The largest coins with their 7-day line, for the watchlist (null lines where the provider has none). */
  sparklines(): Promise<Parsed<MarketCoin[]>>;
};

/** One list's last good answer as it was fetched. */
export type StoredList<L extends PriceList = PriceList> = { list: L; fetchedAt: number; provider: ProviderName; data: ListPayload[L] };

/** Keeps the last good answer of each list across restarts (Postgres in production). */
export type LastGoodStore = {
  load(list: PriceList): Promise<StoredAnswer | null>;
  save(answer: StoredAnswer): Promise<void>;
};

export type { RefreshLease } from '../../platform/refresh/refresh-coordinator.js';

/**
 * Decides who calls the provider when a list needs a refresh, among every process that shares it, and
 * hands the answer to the others: the platform's coordinator (platform/refresh) keyed by list. The Redis
 * adapter spans instances; the in-process one spans the services of one process. Adapters never reject:
 * when their store is unreachable they behave as if each process were alone (every process may then call
 * the provider once per refresh).
 */
export type RefreshCoordinator = {
  /** The latest answer any participant published, if any. */
  latest(list: PriceList): Promise<StoredAnswer | undefined>;
  publish(answer: StoredAnswer): Promise<void>;
  /** A lease when this caller is to call the provider; 'busy' while another participant holds one. */
  acquire(list: PriceList): Promise<RefreshLease | 'busy'>;
  /**
   * Waits for the lease holder: resolves with an answer fetched after `since` once one is published, or
   * undefined when the holder let go (or its lease expired, or `signal` aborted) without one.
   */
  awaitAnswer(list: PriceList, since: number, signal: AbortSignal): Promise<StoredAnswer | undefined>;
  /** Until when (epoch ms) nobody should call the provider for this list after a failure; 0 when free. */
  backoffUntil(list: PriceList): Promise<number>;
  backOff(list: PriceList, until: number, ms: number): Promise<void>;
};

/** Where the fee calculator's fiat rates come from (CoinGecko's exchange rates: adapters/coingecko-fiat-rates.ts). */
export type FiatRatesSource = Readonly<{
  provider: 'coingecko';
  /** US dollars per unit of each fiat currency, by ISO 4217 code; throws when the provider cannot be read */
  read(): Promise<Record<string, number>>;
}>;

import { newestListings, parseTickers, topByRank } from '../domain/parse-coinpaprika.js';
import { ProviderError } from '../domain/provider-error.js';
import type { PriceProvider } from '../ports.js';
import { getJson } from './http-json.js';

export type CoinPaprikaOptions = { baseUrl: string; timeoutMs: number; now?: () => number };

const ROWS = 10;
/** As many coins as CoinGecko's sparklines list holds. */
const MARKET_ROWS = 250;

/**
 * CoinPaprika's free API (https://api.coinpaprika.com/v1, no key). GET /tickers?quotes=USD lists every
 * active coin with its USD quote and `first_data_at`, the day CoinPaprika started tracking it: the newest of
 * those are the New list, in one call.
 */
export function createCoinPaprikaProvider(opts: CoinPaprikaOptions): PriceProvider {
  const tickers = async () =>
    parseTickers(await getJson(`${opts.baseUrl}/tickers?quotes=USD`, { timeoutMs: opts.timeoutMs, maxBytes: 50_000_000, now: opts.now }));
  return {
    name: 'coinpaprika',
    async top() {
      const parsed = await tickers();
      return { ...parsed, data: topByRank(parsed.data, ROWS) };
    },
    async trending() {
      throw new ProviderError('unsupported', 'CoinPaprika has no trending list');
    },
    async newlyListed() {
      const parsed = await tickers();
      return { ...parsed, data: newestListings(parsed.data, ROWS) };
    },
    /**
     * The largest coins with prices but without a line: CoinPaprika's 7-day history takes one call per coin
     * (GET /tickers/{id}/historical), far too many for one refresh, so the watchlist draws no line from it.
     */
    async sparklines() {
      const parsed = await tickers();
      return {
        ...parsed,
        data: topByRank(parsed.data, MARKET_ROWS).map((c) => ({ ...c, sparkline_7d: null, price_change_percentage_7d: null })),
      };
    },
  };
}

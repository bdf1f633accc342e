import { parseMarkets, parseMarketsWithSparklines, parseNewListings, parseTrending } from '../domain/parse-coingecko.js';
import { withDropped } from '../domain/parse-helpers.js';
import type { Cryptocurrency } from '../domain/types.js';
import type { PriceProvider } from '../ports.js';
import { getJson } from './http-json.js';

export type CoinGeckoOptions = {
  /** https://api.coingecko.com/api/v3 (demo) or https://pro-api.coingecko.com/api/v3 (pro), no trailing slash */
  baseUrl: string;
  plan: 'demo' | 'pro';
  apiKey: string | undefined;
  timeoutMs: number;
  now?: () => number;
};

const ROWS = 10;
/** The sparklines list: the largest coins CoinGecko gives in one page (its maximum), so one call serves every watchlist. */
export const MARKET_ROWS = 250;

/**
 * CoinGecko API v3. A Demo key travels in `x-cg-demo-api-key` to the public host, a paid key in
 * `x-cg-pro-api-key` to the pro host (never in the query string, so it stays out of logs).
 */
export function createCoinGeckoProvider(opts: CoinGeckoOptions): PriceProvider {
  const headers: Record<string, string> = opts.apiKey
    ? { [opts.plan === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key']: opts.apiKey }
    : {};
  const get = (path: string, maxBytes?: number) =>
    getJson(`${opts.baseUrl}${path}`, { headers, timeoutMs: opts.timeoutMs, now: opts.now, ...(maxBytes ? { maxBytes } : {}) });
  const markets = (extra: Record<string, string>, maxBytes?: number) =>
    get(
      '/coins/markets?' +
        new URLSearchParams({
          vs_currency: 'usd',
          order: 'market_cap_desc',
          per_page: String(ROWS),
          page: '1',
          sparkline: 'false',
          ...extra,
        }).toString(),
      maxBytes,
    );

  return {
    name: 'coingecko',
    async top() {
      const parsed = parseMarkets(await markets({}), { requirePrices: true });
      return { ...parsed, data: parsed.data.slice(0, ROWS) };
    },
    async trending() {
      return parseTrending(await get('/search/trending'));
    },
    /** /coins/list/new (paid plans) gives ids and listing times; /coins/markets adds their prices. */
    async newlyListed() {
      const listings = parseNewListings(await get('/coins/list/new'));
      const ids = listings.data.slice(0, ROWS);
      if (ids.length === 0) return withDropped([], listings);
      const prices = parseMarkets(await markets({ ids: ids.join(',') }), { requirePrices: false });
      const byId = new Map(prices.data.map((r) => [r.id, r]));
      const rows = ids.flatMap((id): Cryptocurrency[] => {
        const row = byId.get(id);
        return row && row.current_price !== null ? [row] : [];
      });
      return withDropped(rows, listings, prices);
    },
    /** One page of the largest coins with their 7-day lines (about 168 prices each: a few MB at most). */
    async sparklines() {
      return parseMarketsWithSparklines(await markets({ per_page: String(MARKET_ROWS), sparkline: 'true' }, 20_000_000));
    },
  };
}

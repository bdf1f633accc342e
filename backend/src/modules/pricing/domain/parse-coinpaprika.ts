import { isRecord, knownMarketCap, optionalNumber, readEntries, requiredString } from './parse-helpers.js';
import { malformed } from './provider-error.js';
import type { Cryptocurrency, Parsed } from './types.js';

/** One entry of CoinPaprika's GET /v1/tickers?quotes=USD, reduced to what the tables show. */
export type PaprikaTicker = Cryptocurrency & { firstDataAt: number | null };

function ticker(v: unknown): PaprikaTicker {
  if (!isRecord(v)) throw malformed('a ticker is not an object');
  const quotes = isRecord(v.quotes) ? v.quotes : undefined;
  const usd = quotes && isRecord(quotes.USD) ? quotes.USD : undefined;
  if (!usd) throw malformed(`ticker ${typeof v.id === 'string' ? v.id.slice(0, 100) : '(no id)'} has no USD quote`);
  const rank = optionalNumber(v, 'rank', { min: 0 });
  const first = typeof v.first_data_at === 'string' ? Date.parse(v.first_data_at) : Number.NaN;
  return {
    id: requiredString(v, 'id'),
    name: requiredString(v, 'name'),
    symbol: requiredString(v, 'symbol', 50),
    image: null, // the tickers answer carries no logo; the client shows the symbol's first letter
    market_cap_rank: rank && rank > 0 ? rank : null,
    current_price: optionalNumber(usd, 'price', { min: 0 }),
    price_change_percentage_24h: optionalNumber(usd, 'percent_change_24h', { min: -100 }),
    market_cap: knownMarketCap(optionalNumber(usd, 'market_cap', { min: 0 })),
    total_volume: optionalNumber(usd, 'volume_24h', { min: 0 }),
    firstDataAt: Number.isFinite(first) ? first : null,
  };
}

/** GET /tickers: thousands of coins; unreadable ones are left out and counted (see readEntries). */
export function parseTickers(json: unknown): Parsed<PaprikaTicker[]> {
  if (!Array.isArray(json)) throw malformed('tickers is not an array');
  if (json.length === 0) throw malformed('tickers is empty');
  return readEntries('tickers', json, ticker, (t) => t.id);
}

const strip = ({ firstDataAt: _, ...coin }: PaprikaTicker): Cryptocurrency => coin;

/** The coins CoinPaprika started tracking most recently (with a price), newest first. */
export function newestListings(tickers: PaprikaTicker[], count: number): Cryptocurrency[] {
  return tickers
    .filter((t) => t.firstDataAt !== null && t.current_price !== null && t.current_price > 0)
    .sort((a, b) => b.firstDataAt! - a.firstDataAt! || a.id.localeCompare(b.id))
    .slice(0, count)
    .map(strip);
}

/** The largest coins by CoinPaprika's rank (market cap). */
export function topByRank(tickers: PaprikaTicker[], count: number): Cryptocurrency[] {
  const top = tickers
    .filter((t) => t.market_cap_rank !== null && t.current_price !== null)
    .sort((a, b) => a.market_cap_rank! - b.market_cap_rank!)
    .slice(0, count)
    .map(strip);
  if (top.length === 0) throw malformed('no ranked tickers');
  return top;
}

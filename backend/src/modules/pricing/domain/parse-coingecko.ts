import {
  isRecord,
  knownMarketCap,
  optionalHttpsUrl,
  optionalNumber,
  parseFormattedUsd,
  readEntries,
  requiredString,
} from './parse-helpers.js';
import { malformed } from './provider-error.js';
import { changeOf, downsample } from './sparkline.js';
import type { Cryptocurrency, MarketCoin, Parsed, TrendingCoin, TrendingCoinData, TrendingResponse } from './types.js';

const MAX_ROWS = 250;

/** One row of GET /coins/markets?vs_currency=usd. */
function marketRow(v: unknown): Cryptocurrency {
  if (!isRecord(v)) throw malformed('a market row is not an object');
  return {
    id: requiredString(v, 'id'),
    name: requiredString(v, 'name'),
    symbol: requiredString(v, 'symbol', 50),
    image: optionalHttpsUrl(v, 'image'),
    market_cap_rank: optionalNumber(v, 'market_cap_rank', { min: 1 }),
    current_price: optionalNumber(v, 'current_price', { min: 0 }),
    price_change_percentage_24h: optionalNumber(v, 'price_change_percentage_24h', { min: -100 }),
    market_cap: knownMarketCap(optionalNumber(v, 'market_cap', { min: 0 })),
    total_volume: optionalNumber(v, 'total_volume', { min: 0 }),
  };
}

/**
 * GET /coins/markets (usd). Unreadable rows are left out and counted (see readEntries). For the Top 10 a
 * row without a price is unreadable too, and an empty list is not an answer we can show: `requirePrices`
 * turns it into a failure, so the last good list stays on screen.
 */
export function parseMarkets(json: unknown, opts: { requirePrices: boolean }): Parsed<Cryptocurrency[]> {
  if (!Array.isArray(json)) throw malformed('markets is not an array');
  if (json.length > MAX_ROWS) throw malformed('markets has too many rows');
  if (opts.requirePrices && json.length === 0) throw malformed('markets is empty');
  const read = (v: unknown) => {
    const row = marketRow(v);
    if (opts.requirePrices && row.current_price === null) throw malformed(`market row ${row.id} has no price`);
    return row;
  };
  return readEntries('market rows', json, read, (r) => r.id);
}

/**
 * GET /coins/markets?sparkline=true: each row with `sparkline_in_7d.price` (about 168 hourly prices),
 * reduced to SPARKLINE_POINTS. A row without a usable line keeps its prices and gets no line; a row without a
 * price is left out (the watchlist has nothing to show for it).
 */
export function parseMarketsWithSparklines(json: unknown): Parsed<MarketCoin[]> {
  if (!Array.isArray(json)) throw malformed('markets is not an array');
  if (json.length > MAX_ROWS) throw malformed('markets has too many rows');
  if (json.length === 0) throw malformed('markets is empty');
  const read = (v: unknown): MarketCoin => {
    const row = marketRow(v);
    if (row.current_price === null) throw malformed(`market row ${row.id} has no price`);
    const spark = isRecord(v) && isRecord(v.sparkline_in_7d) ? v.sparkline_in_7d.price : undefined;
    const line = Array.isArray(spark) ? downsample(spark) : null;
    return { ...row, sparkline_7d: line, price_change_percentage_7d: changeOf(line) };
  };
  return readEntries('market rows', json, read, (r) => r.id);
}

function trendingData(v: unknown): TrendingCoinData | undefined {
  if (!isRecord(v)) return undefined;
  const change = isRecord(v.price_change_percentage_24h) ? v.price_change_percentage_24h.usd : undefined;
  const nonNegative = (n: number | null) => (n !== null && n >= 0 ? n : null);
  return {
    price: nonNegative(parseFormattedUsd(v.price)),
    price_change_percentage_24h: { usd: typeof change === 'number' && Number.isFinite(change) && change >= -100 ? change : null },
    market_cap: knownMarketCap(nonNegative(parseFormattedUsd(v.market_cap))),
    total_volume: nonNegative(parseFormattedUsd(v.total_volume)),
  };
}

function trendingCoin(v: unknown, index: number): TrendingCoin {
  if (!isRecord(v) || !isRecord(v.item)) throw malformed('a trending entry has no item');
  const it = v.item;
  const score = optionalNumber(it, 'score', { min: 0 });
  const data = trendingData(it.data);
  return {
    item: {
      id: requiredString(it, 'id'),
      name: requiredString(it, 'name'),
      symbol: requiredString(it, 'symbol', 50),
      thumb: optionalHttpsUrl(it, 'thumb'),
      market_cap_rank: optionalNumber(it, 'market_cap_rank', { min: 1 }),
      price_btc: optionalNumber(it, 'price_btc', { min: 0 }),
      score: score ?? index,
      ...(data ? { data } : {}),
    },
  };
}

/**
 * GET /search/trending: `coins` must be a list of `{ item }`; inside an item any market field may be null or
 * missing, and data.market_cap / data.total_volume (sometimes data.price) arrive as display strings.
 * NFTs and categories in the same answer are ignored.
 */
export function parseTrending(json: unknown): Parsed<TrendingResponse> {
  if (!isRecord(json) || !Array.isArray(json.coins)) throw malformed('trending has no coins list');
  if (json.coins.length > MAX_ROWS) throw malformed('trending has too many coins');
  const parsed = readEntries('trending coins', json.coins, trendingCoin, (c) => c.item.id);
  return { ...parsed, data: { coins: parsed.data.sort((a, b) => a.item.score - b.item.score) } };
}

/** GET /coins/list/new (paid plans): the newest listings, newest first, as ids. */
export function parseNewListings(json: unknown): Parsed<string[]> {
  if (!Array.isArray(json)) throw malformed('new listings is not an array');
  const read = (v: unknown) => {
    if (!isRecord(v)) throw malformed('a new listing is not an object');
    return { id: requiredString(v, 'id'), activatedAt: optionalNumber(v, 'activated_at', { min: 0 }) ?? 0 };
  };
  const parsed = readEntries('new listings', json, read, (r) => r.id);
  return { ...parsed, data: parsed.data.sort((a, b) => b.activatedAt - a.activatedAt).map((r) => r.id) };
}

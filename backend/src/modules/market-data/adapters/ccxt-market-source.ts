import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Exchange } from 'ccxt';
import { bestFirst, type BookLevel } from '@coinatlas/domain/market/cost-to-buy';
import { MarketSourceError, type FailureKind } from '../domain/failure.js';
import type { Book, ListedMarket, Listing, Unstamped } from '../domain/types.js';
import type { MarketSource } from '../ports.js';

export type CcxtSourceOptions = {
  /** The time limit of each HTTP request ccxt makes, and of each whole listing load or book read. */
  timeoutMs: number;
  /** By ccxt id: a base URL that replaces the scheme and host of every API address ccxt has for the exchange. */
  apiUrls: Readonly<Record<string, string>>;
  /** Where the library's own messages go (they name URLs and bodies: never shown to visitors). */
  log: { warn(obj: object, msg: string): void };
};

/**
 * The exchanges whose public market listing carries the spot taker fee, which ccxt then reads from the
 * exchange's answer (checked in ccxt's source, `fetchMarkets`): Kraken's AssetPairs lists each pair's taker
 * schedule, and ccxt takes its first tier. For every other exchange the market's taker fee is ccxt's own
 * description (a figure written into ccxt), which this adapter says.
 */
const LISTING_CARRIES_FEES: ReadonlySet<string> = new Set(['kraken']);

/**
 * Order-book depths an exchange accepts, where it refuses others (Binance answers an error to limit=75).
 * For the rest the configured depth is asked for as it is.
 */
const DEPTH_STEPS: Readonly<Record<string, readonly number[]>> = {
  binance: [5, 10, 20, 50, 100, 500, 1000, 5000],
  binanceus: [5, 10, 20, 50, 100, 500, 1000, 5000],
};

/** The installed ccxt package's folder, found from its entry point (its package.json is not exported). */
function ccxtRoot(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('ccxt'));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'ccxt') return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('the ccxt package folder was not found');
    dir = up;
  }
}

/** ccxt's API addresses with the scheme and host of each replaced by `base` (paths kept), at any depth. */
export function rebaseApiUrls(api: unknown, base: string): unknown {
  if (typeof api === 'string') return api.replace(/^https?:\/\/[^/]+/, base);
  if (Array.isArray(api)) return api.map((v) => rebaseApiUrls(v, base));
  if (typeof api === 'object' && api !== null) return Object.fromEntries(Object.entries(api).map(([k, v]) => [k, rebaseApiUrls(v, base)]));
  return api;
}

/** The class names of an error and its ancestors (ccxt's errors form a hierarchy: RequestTimeout → NetworkError → BaseError). */
function errorNames(err: unknown): Set<string> {
  const names = new Set<string>();
  for (let p = err; p && p !== Error.prototype && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    const name = (p as { constructor?: { name?: string } }).constructor?.name;
    if (name) names.add(name);
  }
  return names;
}

/** Our reading of a ccxt error: its kind, and the HTTP status when ccxt's message names one. */
export function classify(err: unknown, timeoutMs: number): MarketSourceError {
  if (err instanceof MarketSourceError) return err;
  const names = errorNames(err);
  const message = err instanceof Error ? err.message : String(err);
  const status = Number(/\b(?:GET|POST)\s+\S+\s+([1-5]\d\d)\b/.exec(message)?.[1]) || undefined;
  const say = (kind: FailureKind, text: string) =>
    new MarketSourceError(kind, status ? `${text} (HTTP ${status})` : text, status, { cause: err });
  if (names.has('RequestTimeout')) return say('timeout', `no answer within ${timeoutMs} ms`);
  if (names.has('RateLimitExceeded') || names.has('DDoSProtection') || status === 429)
    return say('rate_limited', 'the exchange refused: too many requests');
  if (names.has('ExchangeNotAvailable') || names.has('OnMaintenance') || (status !== undefined && status >= 500))
    return say('unavailable', "the exchange's API is unavailable");
  if (names.has('BadResponse') || names.has('NullResponse') || names.has('SyntaxError') || names.has('TypeError'))
    return say('malformed', "the exchange's answer could not be read");
  if (names.has('NetworkError')) return say('network_error', "the exchange's API could not be reached");
  if (names.has('ExchangeError') || names.has('BaseError')) return say('exchange_error', 'the exchange answered with an error');
  return say('malformed', "the exchange's answer could not be read");
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A Retry-After in seconds (the form exchanges send), capped at an hour; undefined when absent or another form. */
function retryAfter(headers: Record<string, string> | undefined): number | undefined {
  const v = headers ? Object.entries(headers).find(([k]) => k.toLowerCase() === 'retry-after')?.[1] : undefined;
  return v && /^\d+$/.test(v.trim()) ? Math.min(Number(v) * 1000, 3_600_000) : undefined;
}

/** The https addresses among what ccxt gives as an exchange's fee pages (a string or a list). */
function httpsPages(v: unknown): string[] {
  const list = Array.isArray(v) ? v : [v];
  return list.filter((u): u is string => typeof u === 'string' && /^https:\/\/\S+$/.test(u));
}

/** One side of a book as ccxt parsed it: `[price, amount, …]` levels; anything else means the answer was not a book. */
function levelsOf(side: unknown): BookLevel[] {
  if (!Array.isArray(side)) throw new MarketSourceError('malformed', "the exchange's answer could not be read");
  const levels: BookLevel[] = [];
  for (const l of side) if (Array.isArray(l) && finite(l[0]) && finite(l[1])) levels.push([l[0], l[1]]);
  return levels;
}

type ExchangeClass = new (config: Record<string, unknown>) => Exchange;

/**
 * The market-data source over ccxt: public endpoints only, no API keys. Only the exchange classes in use
 * are loaded, on first use or by `preload` (the whole library takes seconds to import; one exchange a
 * fraction of that), so start-up reads nothing from ccxt and makes no request. Each exchange gets one ccxt instance per process,
 * with ccxt's own rate limiter on, each request's time limit set, and only spot markets loaded.
 */
export function createCcxtMarketSource(opts: CcxtSourceOptions): MarketSource {
  const root = ccxtRoot();
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const library = Object.freeze({ name: 'ccxt', version });
  const instances = new Map<string, Promise<Exchange>>();
  /** Which listing each instance's markets were last set from (so a listing read by another instance is handed over once). */
  const marketsFrom = new Map<string, number>();

  async function load(id: string): Promise<Exchange> {
    const file = join(root, 'js', 'src', `${id}.js`);
    if (!/^[a-z0-9]+$/.test(id) || !existsSync(file)) throw new MarketSourceError('unsupported', `ccxt ${version} has no exchange '${id}'`);
    const Class = (await import(pathToFileURL(file).href)).default as ExchangeClass;
    const ex = new Class({ enableRateLimit: true, timeout: opts.timeoutMs });
    if (ex.id !== id) throw new MarketSourceError('unsupported', `ccxt ${version} has no exchange '${id}'`);
    const base = opts.apiUrls[id];
    if (base) ex.urls.api = rebaseApiUrls(ex.urls.api, base) as Exchange['urls']['api'];
    // Our reading of an HTTP failure before the exchange's own error parser turns it into a generic error
    // (a 500 with a JSON body reads as "an error" there), and of a 2xx that is not JSON (which ccxt would
    // otherwise hand to the parser as text, giving an empty book).
    const own = ex.handleErrors.bind(ex) as (...args: unknown[]) => unknown;
    (ex as unknown as { handleErrors: (...args: unknown[]) => unknown }).handleErrors = (...args: unknown[]) => {
      const [status, , , , headers, body, parsed] = args as [
        number,
        string,
        string,
        string,
        Record<string, string> | undefined,
        unknown,
        unknown,
      ];
      if (status === 429) {
        const retryAfterMs = retryAfter(headers);
        throw new MarketSourceError('rate_limited', 'the exchange refused: too many requests (HTTP 429)', 429, undefined, retryAfterMs);
      }
      if (status >= 500) throw new MarketSourceError('unavailable', `the exchange's API is unavailable (HTTP ${status})`, status);
      if (status >= 200 && status < 300 && typeof body === 'string' && body.trim() !== '' && (parsed === undefined || parsed === null))
        throw new MarketSourceError('malformed', "the exchange's answer could not be read (not JSON)", status);
      return own(...args);
    };
    // Spot markets only: exchanges that also list derivatives load them in calls of their own otherwise.
    const fm = ex.options.fetchMarkets as unknown;
    if (Array.isArray(fm) && fm.includes('spot')) ex.options.fetchMarkets = ['spot'];
    else if (fm && typeof fm === 'object' && Array.isArray((fm as { types?: unknown }).types))
      ex.options.fetchMarkets = { ...fm, types: ['spot'] };
    return ex;
  }

  function instance(id: string): Promise<Exchange> {
    let p = instances.get(id);
    if (!p) {
      p = load(id);
      instances.set(id, p);
      // a failed load is tried again next time (a missing class stays missing, and says so)
      p.catch(() => instances.delete(id));
    }
    return p;
  }

  /** Runs one ccxt operation within the time limit; its own late failure is dropped. */
  async function within<T>(what: string, exchange: string, run: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const work = run();
    work.catch(() => {});
    try {
      return await Promise.race([
        work,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new MarketSourceError('timeout', `no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
          timer.unref();
        }),
      ]);
    } catch (err) {
      const failure = classify(err, opts.timeoutMs);
      opts.log.warn(
        { exchange, what, failure: failure.kind, err: err instanceof Error ? err.message : String(err) },
        'market data: exchange call failed',
      );
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    library,

    async listing(exchange, symbols) {
      const ex = await instance(exchange);
      const markets = await within('listing', exchange, () => ex.loadMarkets(true));
      if (typeof markets !== 'object' || markets === null)
        throw new MarketSourceError('malformed', "the exchange's answer could not be read");
      marketsFrom.set(exchange, -1); // this instance now holds the full listing
      const out: Record<string, ListedMarket> = {};
      for (const symbol of symbols) {
        const m = markets[symbol];
        if (!m || m.spot !== true || m.active === false) continue;
        const taker = m.percentage === false ? undefined : m.taker;
        const { info, ...rest } = m as typeof m & { info?: unknown };
        // ccxt's market is what reading its book needs later, in this process or another one (JSON-safe).
        const handle = JSON.parse(JSON.stringify({ ...rest, info })) as unknown;
        out[symbol] = { symbol, takerPercent: finite(taker) && taker >= 0 && taker < 1 ? taker * 100 : null, handle };
      }
      return {
        exchange,
        library,
        exchangeName: typeof ex.name === 'string' && ex.name ? ex.name : exchange,
        feePages: httpsPages(ex.urls.fees),
        feeBasis: LISTING_CARRIES_FEES.has(exchange) ? 'exchange-listing' : 'library-description',
        markets: out,
      };
    },

    async orderBook(listing: Listing, symbol: string, depth: number): Promise<Unstamped<Book>> {
      const { exchange } = listing;
      const ex = await instance(exchange);
      const market = listing.markets[symbol];
      if (!market) throw new MarketSourceError('unsupported', `${exchange} lists no ${symbol} spot market`);
      // A listing another instance read: hand its markets to this instance's ccxt once, instead of loading them again.
      if (!ex.markets || (marketsFrom.get(exchange) !== -1 && marketsFrom.get(exchange) !== listing.fetchedAt)) {
        ex.setMarkets(Object.values(listing.markets).map((m) => m.handle) as never);
        marketsFrom.set(exchange, listing.fetchedAt);
      }
      const steps = DEPTH_STEPS[exchange];
      const limit = steps ? (steps.find((s) => s >= depth) ?? steps[steps.length - 1]!) : depth;
      const book = await within('book', exchange, () => ex.fetchOrderBook(symbol, limit));
      if (typeof book !== 'object' || book === null) throw new MarketSourceError('malformed', "the exchange's answer could not be read");
      return {
        exchange,
        symbol,
        exchangeTime: finite(book.timestamp) ? book.timestamp : null,
        asks: bestFirst(levelsOf(book.asks), 'asks').slice(0, depth),
        bids: bestFirst(levelsOf(book.bids), 'bids').slice(0, depth),
      };
    },

    async preload(exchanges) {
      // one class at a time, yielding between them: each import holds the event loop for a moment only
      for (const id of exchanges) {
        await instance(id).catch(() => {});
        await new Promise((r) => setTimeout(r, 0));
      }
    },

    async close() {
      const all = await Promise.allSettled([...instances.values()]);
      instances.clear();
      for (const r of all) {
        if (r.status !== 'fulfilled') continue;
        // ccxt keeps sockets alive for a minute in its undici dispatcher: let them go now.
        const dispatcher = (r.value as unknown as { fetchDispatcher?: { destroy?: () => Promise<void> } }).fetchDispatcher;
        await dispatcher?.destroy?.().catch(() => {});
      }
    },
  };
}

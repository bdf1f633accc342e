import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Redis } from 'ioredis';
import type { Cache } from '../cache/cache.js';
import { compressPage, type PageEncoding } from './page-encoding.js';

/**
 * A rendered page as it is sent: its status, the whole document as UTF-8 bytes, its ETag and its CSP.
 * `encoded` holds the document compressed for the content codings asked for so far (see
 * page-encoding.ts): a cached page is compressed once per coding, not once per request.
 */
export type CachedPage = Readonly<{
  status: number;
  body: Buffer;
  etag: string;
  csp: string;
  /** a 301's target (a renamed record) */ location?: string;
  encoded: Partial<Record<PageEncoding, Buffer | Promise<Buffer>>>;
}>;

/**
 * What modules get of the page cache. `invalidate` says "pages may show my data differently now": every
 * cached page is rendered afresh. `selfHeaders` mark a request the app sends to itself for a page (the SEO
 * audit reading every page): such a request is never refused by the per-client render limit.
 */
export type PageInvalidator = Readonly<{ invalidate(): Promise<void>; selfHeaders: Readonly<Record<string, string>> }>;

const GENERATION_KEY = 'pages:generation';
/** The shared store's index of its page keys (a sorted set by time of writing): what bounds their number. */
const INDEX_KEY = 'pages:index';
/** How long an instance trusts its copy of the generation before reading the shared one again. */
const GENERATION_RECHECK_MS = 1000;

/**
 * Writes one page and keeps the shared store bounded, atomically: the page key gets its TTL, the index
 * records it under Redis's own clock, forgets keys that have expired, and when it holds more than the bound
 * deletes the oldest pages. The index itself expires with the newest page.
 */
const SET_BOUNDED = `
local t = redis.call('time')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('set', KEYS[1], ARGV[1], 'PX', ttl)
redis.call('zadd', KEYS[2], now, KEYS[1])
redis.call('zremrangebyscore', KEYS[2], '-inf', now - ttl)
local over = redis.call('zcard', KEYS[2]) - tonumber(ARGV[3])
if over > 0 then
  local old = redis.call('zpopmin', KEYS[2], over)
  for i = 1, #old, 2 do redis.call('unlink', old[i]) end
end
redis.call('pexpire', KEYS[2], ttl)
return over`;

const unzip = promisify(gunzip);

/**
 * What one page costs in process memory, roughly: its bytes, a third more for its compressed copies (brotli
 * and gzip each come to about a sixth of an HTML page), its strings at two bytes a character, and the entry.
 */
const sizeOf = (key: string, page: CachedPage) =>
  Math.ceil(page.body.length * 1.34) + 2 * (key.length + page.csp.length + page.etag.length) + 256;

/**
 * The shared store's form of a page: a line of JSON (status, ETag, CSP, location), then the document
 * gzip-compressed. An instance that reads it has the gzip copy a browser asks for without compressing.
 */
async function toShared(page: CachedPage): Promise<Buffer> {
  const meta = JSON.stringify({ status: page.status, etag: page.etag, csp: page.csp, location: page.location });
  const gzipped = await (page.encoded.gzip ?? compressPage(page.body, 'gzip'));
  return Buffer.concat([Buffer.from(meta + '\n', 'utf8'), gzipped]);
}

/** A page from the shared store, or undefined for anything else (an entry an older version wrote). */
async function fromShared(stored: Buffer): Promise<CachedPage | undefined> {
  if (stored[0] !== 0x7b) return undefined; // '{': the JSON line
  const end = stored.indexOf(0x0a);
  if (end < 0) return undefined;
  const meta = JSON.parse(stored.subarray(0, end).toString('utf8')) as { status: number; etag: string; csp: string; location?: string };
  const gzipped = Buffer.from(stored.subarray(end + 1));
  const body = await unzip(gzipped);
  return {
    status: meta.status,
    etag: meta.etag,
    csp: meta.csp,
    ...(meta.location === undefined ? {} : { location: meta.location }),
    body,
    encoded: { gzip: gzipped },
  };
}

/**
 * Pages held in process, least recently used first, within a byte budget (a Map keeps insertion order: a hit
 * moves its entry to the end, and the first entries are the ones to evict).
 */
function createLocalPages(maxBytes: number) {
  const entries = new Map<string, { page: CachedPage; size: number; expiresAt: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.size;
  };
  return {
    get(key: string, now: number): CachedPage | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      drop(key);
      if (e.expiresAt <= now) return undefined;
      entries.set(key, e);
      bytes += e.size;
      return e.page;
    },
    set(key: string, page: CachedPage, expiresAt: number): void {
      drop(key);
      const size = sizeOf(key, page);
      if (size > maxBytes) return;
      entries.set(key, { page, size, expiresAt });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type PageCacheOptions = {
  /** where the shared generation counter lives (Redis or in process) */
  cache: Cache;
  /** the shared page store; without it pages are kept in this process only */
  redis?: Redis | undefined;
  /** prefix of this app's Redis keys */
  keyPrefix?: string;
  ttlMs: number;
  now: () => number;
  /** most pages the shared store (Redis) keeps, over every generation */
  maxSharedEntries: number;
  /** most bytes of pages this process keeps in memory */
  maxLocalBytes: number;
  /** see PageInvalidator */
  selfHeaders?: Readonly<Record<string, string>>;
};

/**
 * Rendered pages, by (generation, key): each instance keeps the most recently used within a byte budget in
 * memory and, with Redis, shares them through Redis (gzip-compressed, see toShared; each with the TTL, at most
 * `maxSharedEntries` keys in all). Invalidation bumps one shared generation counter, which changes every
 * key at once; old entries just expire or are pushed out by the bound. An instance notices another's bump
 * within a second; its own at once. A cache that is down never fails a page: it is rendered instead.
 *
 * What is worth caching (known pages only, the query parameters a page reads) is decided by the caller
 * (static-site.ts); this module only keeps what it is given within its bounds.
 */
export function createPageCache(opts: PageCacheOptions) {
  const local = createLocalPages(opts.maxLocalBytes);
  const prefix = opts.keyPrefix ?? '';
  const redis = opts.redis;
  let generation = '0';
  let checkedAt = Number.NEGATIVE_INFINITY;

  async function currentGeneration(): Promise<string> {
    const now = opts.now();
    if (now - checkedAt < GENERATION_RECHECK_MS) return generation;
    checkedAt = now;
    try {
      const shared = (await opts.cache.get(GENERATION_KEY)) ?? '0';
      if (shared !== generation) local.clear();
      generation = shared;
    } catch {
      // keep the last known generation while the shared cache is away
    }
    return generation;
  }

  return {
    enabled: opts.ttlMs > 0,
    selfHeaders: opts.selfHeaders ?? {},
    async get(key: string): Promise<CachedPage | undefined> {
      if (opts.ttlMs <= 0) return undefined;
      const full = `pages:${await currentGeneration()}:${key}`;
      const hot = local.get(full, opts.now());
      if (hot || !redis) return hot;
      try {
        const stored = await redis.getBuffer(prefix + full);
        if (!stored) return undefined;
        const page = await fromShared(stored);
        if (!page) return undefined;
        // its remaining life in Redis is unknown here: trust it for the TTL at most
        local.set(full, page, opts.now() + opts.ttlMs);
        return page;
      } catch {
        return undefined;
      }
    },
    async set(key: string, page: CachedPage): Promise<void> {
      if (opts.ttlMs <= 0) return;
      const full = `pages:${await currentGeneration()}:${key}`;
      local.set(full, page, opts.now() + opts.ttlMs);
      if (!redis) return;
      try {
        const body = await toShared(page);
        await redis.eval(SET_BOUNDED, 2, prefix + full, prefix + INDEX_KEY, body, String(opts.ttlMs), String(opts.maxSharedEntries));
      } catch {
        // the shared store is away: this instance still has the page
      }
    },
    async invalidate(): Promise<void> {
      local.clear();
      try {
        generation = String(await opts.cache.incr(GENERATION_KEY, 30 * 86_400_000));
        checkedAt = opts.now();
      } catch {
        // The shared cache is down: this instance forgets its pages at once; the others' entries expire
        // with their TTL.
        generation = `${generation}+`;
        checkedAt = opts.now();
      }
    },
    /** What this process holds (for tests and the bench). */
    localStats: () => local.stats(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

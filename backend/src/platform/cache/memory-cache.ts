import { LRUCache } from 'lru-cache';
import type { Cache } from './cache.js';

/** What the in-process cache may hold by default, in bytes (MEMORY_CACHE_MB): see README, "Memory by design". */
export const DEFAULT_MEMORY_CACHE_BYTES = 16 * 1024 * 1024;

/** Bytes an entry takes: its key and value as V8 keeps them (two bytes a character at most), plus the entry. */
const entrySize = (value: string, key: string) => 2 * (key.length + value.length) + 96;

/**
 * In-process cache: the default when no REDIS_URL is set; also the fake in unit tests. Bounded in bytes, not
 * entries (lru-cache's maxSize): when full, the least recently used entries go first, so no run of distinct
 * keys can grow the process. An entry larger than the whole bound is not kept.
 */
export function createMemoryCache(now: () => number = Date.now, maxBytes = DEFAULT_MEMORY_CACHE_BYTES): Cache {
  const store = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: entrySize,
    // expiry is read from the injected clock, so tests that move their clock move the cache's; lru-cache takes a
    // start time of 0 for "no expiry", hence the 1 ms offset (it only compares times with each other)
    perf: { now: () => now() + 1 },
    // read the clock on every look-up (no cached time): a test's clock may jump between two calls
    ttlResolution: 0,
    ttlAutopurge: false,
    allowStale: false,
  });
  const remaining = (key: string) => {
    const ttl = store.getRemainingTTL(key);
    return ttl === Number.POSITIVE_INFINITY ? 0 : Math.max(1, ttl);
  };
  // Sweep expired keys now and then so a long-running process does not keep them.
  const sweep = setInterval(() => store.purgeStale(), 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    async get(key) {
      return store.get(key) ?? null;
    },
    async set(key, value, ttlMs) {
      store.set(key, value, { ttl: ttlMs ?? 0 });
    },
    async del(key) {
      store.delete(key);
    },
    async setIfAbsent(key, value, ttlMs) {
      if (store.has(key)) return false;
      store.set(key, value, { ttl: ttlMs });
      return true;
    },
    async delIfEquals(key, value) {
      if (store.get(key) === value) store.delete(key);
    },
    async incr(key, ttlMs) {
      const current = store.get(key);
      const next = (current === undefined ? 0 : Number(current)) + 1;
      // a counter keeps the expiry it was created with
      store.set(key, String(next), { ttl: current === undefined ? ttlMs : remaining(key) });
      return next;
    },
    async ping() {},
    async close() {
      clearInterval(sweep);
      store.clear();
    },
  };
}

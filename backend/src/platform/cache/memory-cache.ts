import type { Cache } from './cache.js';

type Entry = { value: string; expiresAt: number };

/** In-process cache: the default when no REDIS_URL is set; also the fake in unit tests. */
export function createMemoryCache(now: () => number = Date.now): Cache {
  const store = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const e = store.get(key);
    if (e && e.expiresAt <= now()) {
      store.delete(key);
      return undefined;
    }
    return e;
  };
  // Sweep expired keys now and then so a long-running process does not keep them.
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, e] of store) if (e.expiresAt <= t) store.delete(k);
  }, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      store.set(key, { value, expiresAt: ttlMs ? now() + ttlMs : Number.POSITIVE_INFINITY });
    },
    async del(key) {
      store.delete(key);
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      store.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async delIfEquals(key, value) {
      if (live(key)?.value === value) store.delete(key);
    },
    async incr(key, ttlMs) {
      const e = live(key);
      const next = (e ? Number(e.value) : 0) + 1;
      store.set(key, { value: String(next), expiresAt: e ? e.expiresAt : now() + ttlMs });
      return next;
    },
    async ping() {},
    async close() {
      clearInterval(sweep);
      store.clear();
    },
  };
}

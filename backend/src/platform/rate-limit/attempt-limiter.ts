import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../cache/cache.js';
import { attemptWindow } from './attempt-window.js';
import type { FallbackReporter } from './fallback.js';

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts attempts per key in fixed windows; `allowed` is false once `max` is passed. */
export type AttemptLimiter = {
  hit(key: string): Promise<AttemptVerdict>;
  /** Forgets the key's attempts in the current window (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
};

export type AttemptLimiterOptions = { max: number; windowMs: number; now: () => number };

/**
 * In-process fixed-window limiter: the limiter of a single instance without Redis, and the fallback of
 * the cache-backed one. Counters of past windows are dropped as soon as a new window starts.
 */
export function createMemoryAttemptLimiter(opts: AttemptLimiterOptions): AttemptLimiter {
  let windowIndex = -1;
  let counts = new Map<string, number>();
  const current = () => {
    const w = attemptWindow(opts.now(), opts.windowMs);
    if (w.index !== windowIndex) {
      windowIndex = w.index;
      counts = new Map();
    }
    return w;
  };
  return {
    async hit(key) {
      const w = current();
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return n > opts.max ? { allowed: false, retryAfterSeconds: w.retryAfterSeconds } : { allowed: true };
    },
    async reset(key) {
      current();
      counts.delete(key);
    },
  };
}

/**
 * Fixed-window counter on the cache port (Redis when configured, so every instance shares it). When the
 * cache fails, the same attempt is counted by an in-process limiter instead: each instance then limits on
 * its own, which is looser than the shared limit but never no limit at all.
 */
export function createCacheAttemptLimiter(
  opts: AttemptLimiterOptions & {
    cache: Cache;
    prefix: string;
    /** Names this limiter in the fallback log line and metric. */
    name?: string;
    log?: FastifyBaseLogger;
    onFallback?: FallbackReporter;
  },
): AttemptLimiter {
  const local = createMemoryAttemptLimiter(opts);
  const name = opts.name ?? opts.prefix.replace(/[:]+$/, '');
  const cacheKey = (key: string, index: number) => `${opts.prefix}${key}:${index}`;
  return {
    async hit(key) {
      const w = attemptWindow(opts.now(), opts.windowMs);
      try {
        const count = await opts.cache.incr(cacheKey(key, w.index), w.ttlMs);
        return count > opts.max ? { allowed: false, retryAfterSeconds: w.retryAfterSeconds } : { allowed: true };
      } catch (err) {
        opts.onFallback?.(name, err);
        if (!opts.onFallback) opts.log?.warn({ err, limiter: name }, 'attempt limiter: cache unavailable, counting in-process');
        return local.hit(key);
      }
    },
    async reset(key) {
      await local.reset(key);
      const w = attemptWindow(opts.now(), opts.windowMs);
      await opts.cache.del(cacheKey(key, w.index)).catch(() => {});
    },
  };
}

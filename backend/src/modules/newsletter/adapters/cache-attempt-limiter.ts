import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../../../platform/cache/cache.js';
import { attemptWindow } from '../domain/attempt-window.js';
import type { AttemptLimiter } from '../ports.js';

/**
 * Fixed-window counter on the cache port (Redis when configured, so every instance shares it).
 * When the cache is down the attempt is allowed: the global per-IP limit still applies.
 */
export function createCacheAttemptLimiter(opts: {
  cache: Cache;
  prefix: string;
  max: number;
  windowMs: number;
  now: () => number;
  log?: FastifyBaseLogger;
}): AttemptLimiter {
  return {
    async hit(key) {
      const w = attemptWindow(opts.now(), opts.windowMs);
      try {
        const count = await opts.cache.incr(`${opts.prefix}${key}:${w.index}`, w.ttlMs);
        return count > opts.max ? { allowed: false, retryAfterSeconds: w.retryAfterSeconds } : { allowed: true };
      } catch (err) {
        opts.log?.warn({ err }, 'attempt limiter unavailable; allowing the request');
        return { allowed: true };
      }
    },
  };
}

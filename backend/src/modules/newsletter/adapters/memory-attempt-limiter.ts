import { attemptWindow } from '../domain/attempt-window.js';
import type { AttemptLimiter } from '../ports.js';

/** In-process fixed-window limiter (the cache-backed one, without a cache). */
export function createMemoryAttemptLimiter(opts: { max: number; windowMs: number; now: () => number }): AttemptLimiter {
  const counts = new Map<string, number>();
  return {
    async hit(key) {
      const w = attemptWindow(opts.now(), opts.windowMs);
      const k = `${key}:${w.index}`;
      const n = (counts.get(k) ?? 0) + 1;
      counts.set(k, n);
      return n > opts.max ? { allowed: false, retryAfterSeconds: w.retryAfterSeconds } : { allowed: true };
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { Cache } from '../cache/cache.js';
import { createMemoryCache } from '../cache/memory-cache.js';
import { createCacheAttemptLimiter, createMemoryAttemptLimiter } from './attempt-limiter.js';

/** A cache whose every call fails, as Redis does while it is down. */
const brokenCache = (): Cache => {
  const fail = () => Promise.reject(new Error('Connection is closed.'));
  return {
    kind: 'redis',
    get: fail,
    set: fail,
    del: fail,
    setIfAbsent: fail,
    delIfEquals: fail,
    incr: fail,
    ping: fail,
    close: async () => {},
  };
};

describe('attempt limiters', () => {
  it('the in-process limiter refuses above max until the next window, and reset forgets a key', async () => {
    let clock = 600_000;
    const l = createMemoryAttemptLimiter({ max: 2, windowMs: 600_000, now: () => clock });
    expect(await l.hit('a')).toEqual({ allowed: true });
    expect(await l.hit('a')).toEqual({ allowed: true });
    expect(await l.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect(await l.hit('b')).toEqual({ allowed: true });
    await l.reset('a');
    expect(await l.hit('a')).toEqual({ allowed: true });
    clock += 600_000;
    expect(await l.hit('a')).toEqual({ allowed: true });
    expect(await l.hit('a')).toEqual({ allowed: true });
  });

  it('counts in the cache while it answers', async () => {
    const cache = createMemoryCache(() => 0);
    const l = createCacheAttemptLimiter({ cache, prefix: 'x:', max: 1, windowMs: 60_000, now: () => 0 });
    await l.hit('k');
    expect(await cache.get('x:k:0')).toBe('1');
    expect(await l.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('keeps limiting in-process when the cache fails, and reports each fallback', async () => {
    const reported: string[] = [];
    const l = createCacheAttemptLimiter({
      cache: brokenCache(),
      prefix: 'contact:attempts:',
      max: 3,
      windowMs: 60_000,
      now: () => 0,
      onFallback: (name) => reported.push(name),
    });
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push((await l.hit('ip')).allowed);
    expect(verdicts).toEqual([true, true, true, false, false]);
    expect(reported).toEqual(Array(5).fill('contact:attempts'));
  });
});

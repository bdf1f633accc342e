import { describe, expect, it } from 'vitest';
import { cacheControl, parseRetryAfter, sourceOf } from './domain/policy.js';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('pricing policy', () => {
  it('reads Retry-After as seconds or an HTTP date, capped at an hour', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:01:30 GMT', NOW)).toBe(90_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('999999', NOW)).toBe(3_600_000);
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
  });

  it('says live, stale or snapshot, and lets caches keep live data only while it is fresh', () => {
    expect(sourceOf(NOW - 59_000, NOW, 60_000, false)).toBe('live');
    expect(sourceOf(NOW - 60_000, NOW, 60_000, false)).toBe('stale');
    expect(sourceOf(NOW, NOW, 60_000, true)).toBe('snapshot');
    expect(cacheControl('live', NOW - 20_000, NOW, 60_000)).toBe('public, max-age=40');
    expect(cacheControl('live', NOW - 59_500, NOW, 60_000)).toBe('no-cache');
    expect(cacheControl('stale', NOW - 90_000, NOW, 60_000)).toBe('no-cache');
    expect(cacheControl('snapshot', 0, NOW, 60_000)).toBe('no-cache');
  });
});

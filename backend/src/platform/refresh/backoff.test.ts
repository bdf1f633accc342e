import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffMs } from './backoff.js';

describe('backoffMs', () => {
  it('doubles the base per failure in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => backoffMs(n, { baseMs: 15_000 }))).toEqual([
      15_000,
      30_000,
      60_000,
      120_000,
      240_000,
      480_000,
      BACKOFF_MAX_MS,
    ]);
    expect([1, 2, 3].map((n) => backoffMs(n, { baseMs: 60_000, maxMs: 90_000 }))).toEqual([60_000, 90_000, 90_000]);
  });

  it('never caps below the base', () => {
    expect(backoffMs(3, { baseMs: 20 * 60_000 })).toBe(20 * 60_000);
  });

  it('honours a Retry-After that asks for longer, never a shorter one', () => {
    expect(backoffMs(1, { baseMs: 15_000, retryAfterMs: 120_000 })).toBe(120_000);
    expect(backoffMs(4, { baseMs: 15_000, retryAfterMs: 1000 })).toBe(120_000);
    expect(backoffMs(5, { baseMs: 15_000, retryAfterMs: 0 })).toBe(240_000);
    expect(backoffMs(10, { baseMs: 15_000, retryAfterMs: 30 * 60_000 })).toBe(30 * 60_000);
  });
});

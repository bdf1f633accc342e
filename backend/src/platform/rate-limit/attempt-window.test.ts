import { describe, expect, it } from 'vitest';
import { attemptWindow } from './attempt-window.js';

describe('attemptWindow', () => {
  it('puts instants of one window under one index and tells how long until the next window', () => {
    expect(attemptWindow(600_000, 600_000)).toEqual({ index: 1, ttlMs: 600_000, retryAfterSeconds: 600 });
    expect(attemptWindow(1_199_999, 600_000)).toEqual({ index: 1, ttlMs: 1, retryAfterSeconds: 1 });
    expect(attemptWindow(1_000_500, 600_000).retryAfterSeconds).toBe(200);
  });
});

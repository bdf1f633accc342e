import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './memory-cache.js';

describe('the in-process cache', () => {
  it('is bounded in bytes: a run of distinct keys evicts the least recently used, never grows past the bound', async () => {
    const cache = createMemoryCache(() => 1_000, 1024 * 1024);
    const value = 'x'.repeat(10_000); // about 20 KB as V8 keeps it
    await cache.set('kept', 'a value read often');
    for (let i = 0; i < 1000; i++) {
      await cache.set(`k${i}`, value, 60_000);
      if (i % 10 === 0) expect(await cache.get('kept')).toBe('a value read often'); // used, so kept
    }
    expect(await cache.get('k0')).toBeNull();
    expect(await cache.get('k999')).toBe(value);
    // about 1 MiB of 20 KB entries: some fifty survive, not a thousand
    let held = 0;
    for (let i = 0; i < 1000; i++) if ((await cache.get(`k${i}`)) !== null) held++;
    expect(held).toBeGreaterThan(40);
    expect(held).toBeLessThan(55);
    await cache.close();
  });

  it('keeps nothing larger than its whole bound', async () => {
    const cache = createMemoryCache(() => 1_000, 1024);
    await cache.set('big', 'y'.repeat(2_000));
    expect(await cache.get('big')).toBeNull();
    await cache.close();
  });

  it('expires entries on its clock, and a counter keeps the expiry it was created with', async () => {
    let t = 0;
    const cache = createMemoryCache(() => t);
    await cache.set('a', '1', 1000);
    expect(await cache.incr('n', 1000)).toBe(1);
    t += 600;
    expect(await cache.incr('n', 1000)).toBe(2);
    expect(await cache.setIfAbsent('a', '2', 1000)).toBe(false);
    t += 401;
    expect([await cache.get('a'), await cache.get('n')]).toEqual([null, null]);
    expect(await cache.setIfAbsent('a', '2', 1000)).toBe(true);
    expect(await cache.incr('n', 1000)).toBe(1);
    await cache.close();
  });
});

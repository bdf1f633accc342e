import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache/memory-cache.js';
import { createMemoryRefreshCoordinator } from './memory-refresh-coordinator.js';
import { createRedisRefreshCoordinator } from './redis-refresh-coordinator.js';
import type { RefreshCoordinator } from './refresh-coordinator.js';

type A = { fetchedAt: number; v: string };
const codec = { encode: JSON.stringify, decode: (_key: string, raw: string | null) => (raw ? (JSON.parse(raw) as A) : undefined) };

// The key-based contract both adapters keep (the pricing module's tests cover the same through its list-keyed wrapper).
describe.each([
  ['Redis', () => createRedisRefreshCoordinator<A>(createMemoryCache(), { namespace: 'ns', codec, leaseMs: 60_000, pollMs: 2 })],
  ['in-process', () => createMemoryRefreshCoordinator<A>()],
] as Array<[string, () => RefreshCoordinator<A>]>)('%s refresh coordinator, by key', (_name, make) => {
  it('keeps answers, leases and back-offs apart per key', async () => {
    const c = make();
    await c.publish('kraken:BTC/EUR', { fetchedAt: 1, v: 'a' });
    expect(await c.latest('kraken:BTC/EUR')).toEqual({ fetchedAt: 1, v: 'a' });
    expect(await c.latest('kraken:ETH/EUR')).toBeUndefined();
    const lease = await c.acquire('kraken:BTC/EUR');
    expect(lease).not.toBe('busy');
    expect(await c.acquire('kraken:BTC/EUR')).toBe('busy');
    expect(await c.acquire('kraken:ETH/EUR')).not.toBe('busy');
  });

  it('remembers a back-off with its reason, and one without', async () => {
    const c = make();
    expect(await c.backoff('x')).toEqual({ until: 0 });
    await c.backOff('x', 5000, 30_000, 'HTTP 429');
    expect(await c.backoff('x')).toEqual({ until: 5000, reason: 'HTTP 429' });
    expect(await c.backoffUntil('x')).toBe(5000);
    await c.backOff('y', 7000, 30_000);
    expect(await c.backoff('y')).toEqual({ until: 7000 });
  });
});

describe('Redis refresh coordinator keys', () => {
  it('writes under its namespace, and reads the bare back-off numbers earlier versions wrote', async () => {
    const cache = createMemoryCache();
    const c = createRedisRefreshCoordinator<A>(cache, { namespace: 'prices:v2', codec, leaseMs: 1000 });
    await c.publish('top', { fetchedAt: 3, v: 'b' });
    expect(await cache.get('prices:v2:top:answer')).toBe('{"fetchedAt":3,"v":"b"}');
    await c.backOff('top', 9000, 1000);
    expect(await cache.get('prices:v2:top:backoff')).toBe('9000');
    await cache.set('prices:v2:new:backoff', '12345');
    expect(await c.backoff('new')).toEqual({ until: 12345 });
    await cache.set('prices:v2:new:backoff', 'not ours');
    expect(await c.backoff('new')).toEqual({ until: 0 });
  });
});

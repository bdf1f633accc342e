import { describe, expect, it } from 'vitest';
import type { Cache } from '../../platform/cache/cache.js';
import { createMemoryCache } from '../../platform/cache/memory-cache.js';
import { createMemoryRefreshCoordinator } from './adapters/memory-refresh-coordinator.js';
import { createRedisRefreshCoordinator } from './adapters/redis-refresh-coordinator.js';
import type { StoredAnswer } from './domain/types.js';
import type { RefreshCoordinator } from './ports.js';

const answer = (fetchedAt: number): StoredAnswer => ({ list: 'top', fetchedAt, provider: 'coingecko', body: '[]' });
const never = new AbortController().signal;

// The same contract for both adapters: the Redis one runs here over the cache port's in-process adapter,
// which keeps Redis's semantics (set-if-absent with expiry, delete-if-equals); tests/integration runs it on Redis.
describe.each([
  ['Redis', () => createRedisRefreshCoordinator(createMemoryCache(), { leaseMs: 60_000, pollMs: 2 })],
  ['in-process', () => createMemoryRefreshCoordinator()],
] as Array<[string, () => RefreshCoordinator]>)('%s refresh coordinator', (_name, make) => {
  it('gives one lease per list at a time, and a new one after release', async () => {
    const c = make();
    const lease = await c.acquire('top');
    expect(lease).not.toBe('busy');
    expect(await c.acquire('top')).toBe('busy');
    expect(await c.acquire('new')).not.toBe('busy');
    await (lease as Exclude<typeof lease, 'busy'>).release();
    expect(await c.acquire('top')).not.toBe('busy');
  });

  it("hands the holder's answer to a waiter, and nothing older than it already had", async () => {
    const c = make();
    const lease = await c.acquire('top');
    if (lease === 'busy') throw new Error('expected a lease');
    const waiting = c.awaitAnswer('top', 1000, never);
    await c.publish(answer(2000));
    await lease.release();
    expect(await waiting).toEqual(answer(2000));

    const again = await c.acquire('top');
    if (again === 'busy') throw new Error('expected a lease');
    const second = c.awaitAnswer('top', 2000, never);
    await again.release(); // let go without a new answer
    expect(await second).toBeUndefined();
    expect(await c.latest('top')).toEqual(answer(2000));
  });

  it('stops waiting when the service closes', async () => {
    const c = make();
    await c.acquire('top');
    const closing = new AbortController();
    const waiting = c.awaitAnswer('top', 0, closing.signal);
    closing.abort();
    expect(await waiting).toBeUndefined();
  });

  it('remembers a back-off', async () => {
    const c = make();
    expect(await c.backoffUntil('top')).toBe(0);
    await c.backOff('top', 5000, 30_000);
    expect(await c.backoffUntil('top')).toBe(5000);
    expect(await c.backoffUntil('new')).toBe(0);
  });
});

describe('Redis refresh coordinator with Redis down', () => {
  it('lets each process go ahead alone and reads nothing', async () => {
    const down = () => Promise.reject(new Error('down'));
    const broken: Cache = {
      kind: 'redis',
      get: down,
      set: down,
      del: down,
      setIfAbsent: down,
      delIfEquals: down,
      incr: down,
      ping: down,
      close: async () => {},
    };
    const c = createRedisRefreshCoordinator(broken, { leaseMs: 1000, pollMs: 1 });
    const lease = await c.acquire('top');
    expect(lease).not.toBe('busy');
    await (lease as Exclude<typeof lease, 'busy'>).release();
    await c.publish(answer(1));
    expect(await c.latest('top')).toBeUndefined();
    expect(await c.backoffUntil('top')).toBe(0);
    expect(await c.awaitAnswer('top', 0, never)).toBeUndefined();
  });

  it('a lease its holder never released expires by the cache, and waiters stop then', async () => {
    let t = 0;
    const cache = createMemoryCache(() => t);
    const c = createRedisRefreshCoordinator(cache, { leaseMs: 1000, pollMs: 1 });
    expect(await c.acquire('top')).not.toBe('busy'); // its holder dies
    const waiting = c.awaitAnswer('top', 0, never);
    t += 1001;
    expect(await waiting).toBeUndefined();
    expect(await c.acquire('top')).not.toBe('busy');
  });
});

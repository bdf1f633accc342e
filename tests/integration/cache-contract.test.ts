import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cache } from '../../backend/src/platform/cache/cache.js';
import { createMemoryCache } from '../../backend/src/platform/cache/memory-cache.js';
import { createRedisCache, createRedisClient } from '../../backend/src/platform/cache/redis-cache.js';
import { createTestRedis, type TestRedis } from '../support/services.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function contract(name: string, make: () => Promise<Cache>) {
  describe(`cache contract: ${name}`, () => {
    let cache: Cache;
    beforeAll(async () => {
      cache = await make();
    });
    afterAll(async () => cache?.close());

    it('gets what was set and null for a missing key', async () => {
      await cache.set('a', '{"x":1}');
      expect(await cache.get('a')).toBe('{"x":1}');
      expect(await cache.get('missing')).toBeNull();
    });

    it('expires a key after its ttl', async () => {
      await cache.set('ttl', 'v', 80);
      expect(await cache.get('ttl')).toBe('v');
      await sleep(150);
      expect(await cache.get('ttl')).toBeNull();
    });

    it('deletes', async () => {
      await cache.set('d', 'v');
      await cache.del('d');
      expect(await cache.get('d')).toBeNull();
    });

    it('setIfAbsent gives the lock to exactly one of many callers, and again after expiry', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => cache.setIfAbsent('lock', `owner-${i}`, 100)));
      expect(results.filter(Boolean)).toHaveLength(1);
      await sleep(150);
      expect(await cache.setIfAbsent('lock', 'late', 100)).toBe(true);
    });

    it('delIfEquals releases only one’s own lock', async () => {
      await cache.setIfAbsent('own', 'me', 5000);
      await cache.delIfEquals('own', 'someone-else');
      expect(await cache.get('own')).toBe('me');
      await cache.delIfEquals('own', 'me');
      expect(await cache.get('own')).toBeNull();
    });

    it('incr counts atomically and the window expires', async () => {
      const values = await Promise.all(Array.from({ length: 10 }, () => cache.incr('n', 100)));
      expect(values.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      await sleep(150);
      expect(await cache.incr('n', 100)).toBe(1);
    });

    it('answers ping', async () => {
      await expect(cache.ping()).resolves.toBeUndefined();
    });
  });
}

contract('memory', async () => createMemoryCache());

let redis: TestRedis;
beforeAll(async () => {
  redis = await createTestRedis();
});
afterAll(async () => redis?.stop());

describe.runIf(process.env.TEST_REDIS_URL || process.env.REQUIRE_SERVICES === '1')('redis', () => {
  contract('redis', async () => {
    const client = createRedisClient(redis.url!);
    await new Promise((r) => client.once('ready', r));
    return createRedisCache(client, redis.keyPrefix);
  });
});

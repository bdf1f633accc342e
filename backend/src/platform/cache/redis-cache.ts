import { Redis } from 'ioredis';
import type { Cache } from './cache.js';

const DEL_IF_EQUALS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const INCR_WITH_TTL = `local v = redis.call('incr', KEYS[1]) if v == 1 then redis.call('pexpire', KEYS[1], ARGV[1]) end return v`;

export type RedisCacheOptions = { url: string; keyPrefix?: string; commandTimeoutMs?: number };

/** Creates the ioredis client used by the cache and the rate limiter. */
export function createRedisClient(url: string, commandTimeoutMs = 500): Redis {
  return new Redis(url, {
    // Fail fast while Redis is down instead of queueing commands until it returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 1000,
    lazyConnect: false,
    // Keep reconnecting, at most a second apart, so recovery needs no restart.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
}

/** Redis adapter of the cache port. Shares one client with whoever passes it in. */
export function createRedisCache(client: Redis, keyPrefix = 'coinatlas:'): Cache {
  const k = (key: string) => keyPrefix + key;
  // ioredis logs 'Unhandled error event' unless someone listens; the readiness probe reports it.
  if (client.listenerCount('error') === 0) client.on('error', () => {});
  return {
    kind: 'redis',
    async get(key) {
      return client.get(k(key));
    },
    async set(key, value, ttlMs) {
      if (ttlMs) await client.set(k(key), value, 'PX', ttlMs);
      else await client.set(k(key), value);
    },
    async del(key) {
      await client.del(k(key));
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await client.set(k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async delIfEquals(key, value) {
      await client.eval(DEL_IF_EQUALS, 1, k(key), value);
    },
    async incr(key, ttlMs) {
      return Number(await client.eval(INCR_WITH_TTL, 1, k(key), String(ttlMs)));
    },
    async ping() {
      await client.ping();
    },
    async close() {
      client.disconnect();
    },
  };
}

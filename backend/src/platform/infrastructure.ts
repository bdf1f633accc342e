import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Cache } from './cache/cache.js';
import { createMemoryCache } from './cache/memory-cache.js';
import { createRedisCache, createRedisClient } from './cache/redis-cache.js';
import { createDb, migrateLatest, type Db, type DbEngine } from './db/create-db.js';

export type Infrastructure = { db: Db; dbEngine: DbEngine; cache: Cache; redis?: Redis; close(): Promise<void> };

/** Builds the adapters the config asks for: Postgres or PGlite, Redis or the in-process cache. */
export async function createInfrastructure(
  config: Config,
  opts: { inMemoryPglite?: boolean } = {},
): Promise<Infrastructure> {
  const { db, engine } = createDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    queryTimeoutMs: config.db.queryTimeoutMs,
    acquireTimeoutMs: config.db.acquireTimeoutMs,
    inMemory: opts.inMemoryPglite ?? false,
  });
  if (config.migrateOnStart) await migrateLatest(db);
  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
  const cache = redis ? createRedisCache(redis, config.redisKeyPrefix) : createMemoryCache();
  return {
    db,
    dbEngine: engine,
    cache,
    ...(redis ? { redis } : {}),
    async close() {
      await cache.close();
      await db.destroy();
    },
  };
}

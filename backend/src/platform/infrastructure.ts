import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Cache } from './cache/cache.js';
import { createMemoryCache } from './cache/memory-cache.js';
import { createRedisCache, createRedisClient } from './cache/redis-cache.js';
import { createDb, migrateLatest, type Db, type DbEngine, type DbLog } from './db/create-db.js';
import { isDatabaseUnavailable } from './db/db-unavailable.js';

export type Infrastructure = { db: Db; dbEngine: DbEngine; cache: Cache; redis?: Redis; close(): Promise<void> };

/** Builds the adapters the config asks for: Postgres or PGlite, Redis or the in-process cache. */
export async function createInfrastructure(config: Config, opts: { inMemoryPglite?: boolean; log?: DbLog } = {}): Promise<Infrastructure> {
  const { db, engine, ready } = createDb({
    log: opts.log,
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    queryTimeoutMs: config.db.queryTimeoutMs,
    acquireTimeoutMs: config.db.acquireTimeoutMs,
    inMemory: opts.inMemoryPglite ?? false,
  });
  await ready;
  if (config.migrateOnStart) await migrateWhenReachable(db, config.db.startupWaitMs);
  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
  const cache = redis ? createRedisCache(redis, config.redisKeyPrefix) : createMemoryCache(Date.now, config.memoryCacheBytes);
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

/**
 * Applies the migrations, retrying while the database is unreachable or too slow to hand out a connection
 * (a container starting beside Postgres, a host under load), with a growing pause, for at most `waitMs`.
 * Any other error (a failing migration) stops start-up at once.
 */
export async function migrateWhenReachable(db: Db, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateLatest(db);
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() >= deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 2000, Math.max(0, deadline - Date.now()))));
    }
  }
}

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../backend/src/app.js';
import { loadConfig, type Config } from '../../backend/src/config.js';
import type { Cache } from '../../backend/src/platform/cache/cache.js';
import { createInfrastructure, type Infrastructure } from '../../backend/src/platform/infrastructure.js';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from './services.js';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  infra: Infrastructure;
  cache: Cache;
  database: TestDatabase;
  redis: TestRedis;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  /** Share one database/Redis prefix between several app instances (as several servers would). */
  database?: TestDatabase;
  redis?: TestRedis;
  deps?: Partial<AppDeps>;
  withRedis?: boolean;
};

/** Builds the real app in-process on a fresh database (and Redis prefix) of its own. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = opts.database ?? (await createTestDatabase());
  const redis = opts.redis ?? (await createTestRedis());
  const useRedis = opts.withRedis !== false && redis.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'frontend/dist',
    // without SMTP_HOST emails become .eml files: keep them out of the repository's data folder
    MAIL_DIR: join(tmpdir(), 'coinatlas-test-mail'),
    // suites render many pages from one address; the suites of the render limit set their own
    PAGE_RENDER_RATE_LIMIT_MAX: '1000000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(useRedis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix } : {}),
    ...opts.env,
  });
  const infra = await createInfrastructure(database.url ? config : { ...config, pgliteDir: '' }, {
    inMemoryPglite: !database.url,
  });
  const app = await buildApp({ config, ...infra, ...opts.deps });
  await app.ready();
  return {
    app,
    config,
    infra,
    cache: infra.cache,
    database,
    redis,
    async close() {
      await app.close();
      await infra.close();
      if (!opts.database) await database.drop();
      if (!opts.redis) await redis.stop();
    },
  };
}

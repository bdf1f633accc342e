/**
 * Real services for the suites: TEST_DATABASE_URL / TEST_REDIS_URL when set (CI), else testcontainers when
 * a Docker engine answers, else embedded PGlite and the in-process cache. With REQUIRE_SERVICES=1 a
 * missing Postgres or Redis fails the run instead of falling back.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';

export const requireServices = process.env.REQUIRE_SERVICES === '1';

export type TestDatabase = { url: string | undefined; engine: 'postgres' | 'pglite'; drop(): Promise<void> };
export type TestRedis = { url: string | undefined; keyPrefix: string; stop(): Promise<void> };

const dockerAvailable = () => existsSync('/var/run/docker.sock') || Boolean(process.env.DOCKER_HOST);

let containerPgUrl: Promise<string> | undefined;
let containerRedisUrl: Promise<string> | undefined;

async function basePostgresUrl(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (dockerAvailable()) {
    containerPgUrl ??= (async () => {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const c = await new PostgreSqlContainer('postgres:16-alpine').start();
      return c.getConnectionUri();
    })();
    return containerPgUrl;
  }
  if (requireServices) throw new Error('REQUIRE_SERVICES=1 but no TEST_DATABASE_URL and no Docker engine');
  return undefined;
}

async function baseRedisUrl(): Promise<string | undefined> {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  if (dockerAvailable()) {
    containerRedisUrl ??= (async () => {
      const { RedisContainer } = await import('@testcontainers/redis');
      const c = await new RedisContainer('redis:7-alpine').start();
      return c.getConnectionUrl();
    })();
    return containerRedisUrl;
  }
  if (requireServices) throw new Error('REQUIRE_SERVICES=1 but no TEST_REDIS_URL and no Docker engine');
  return undefined;
}

/** A fresh, empty database of its own for each caller, so suites and parallel runs never share rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = await basePostgresUrl();
  if (!base) return { url: undefined, engine: 'pglite', drop: async () => {} };
  const name = `ca_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`Postgres at ${base} is not reachable: ${(err as Error).message}`);
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    engine: 'postgres',
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Redis with a key prefix of its own (flushed at the end), or none when no Redis is configured. */
export async function createTestRedis(): Promise<TestRedis> {
  const keyPrefix = `ca_test_${randomBytes(4).toString('hex')}:`;
  const url = await baseRedisUrl();
  if (!url) return { url: undefined, keyPrefix, stop: async () => {} };
  const { Redis } = await import('ioredis');
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await probe.connect();
    await probe.ping();
  } catch (err) {
    probe.disconnect();
    throw new Error(`Redis at ${url} is not reachable: ${(err as Error).message}`);
  }
  return {
    url,
    keyPrefix,
    async stop() {
      const keys = await probe.keys(`${keyPrefix}*`);
      if (keys.length) await probe.del(...keys);
      probe.disconnect();
    },
  };
}

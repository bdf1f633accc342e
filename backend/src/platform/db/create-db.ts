import { mkdirSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { migrationSource } from '../../../migrations/index.js';

// Postgres bigint (COUNT(*), bigserial) arrives as a string by default; our counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = Knex;
export type DbEngine = 'postgres' | 'pglite';

export type DbOptions = { databaseUrl?: string | undefined; pgliteDir?: string | undefined; inMemory?: boolean };

/** knex on `pg` when a URL is given, else knex-pglite (data in a folder, or in memory for tests). */
export function createDb(opts: DbOptions): { db: Db; engine: DbEngine } {
  if (opts.databaseUrl) {
    const db = knexFactory({
      client: 'pg',
      connection: { connectionString: opts.databaseUrl, connectionTimeoutMillis: 2000 },
      pool: { min: 0, max: 10, acquireTimeoutMillis: 5000 },
      acquireConnectionTimeout: 5000,
    });
    return { db, engine: 'postgres' };
  }
  let connection: object = {};
  if (!opts.inMemory) {
    if (!opts.pgliteDir) throw new Error('pgliteDir is required when no databaseUrl is set');
    mkdirSync(opts.pgliteDir, { recursive: true });
    connection = { filename: opts.pgliteDir };
  }
  const db = knexFactory({ client: ClientPgLite as unknown as typeof knexFactory.Client, dialect: 'postgres', connection });
  return { db, engine: 'pglite' };
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

export async function pingDb(db: Db, timeoutMs = 1000): Promise<void> {
  await withTimeout(db.raw('select 1'), timeoutMs, 'database did not answer');
}

export function withTimeout<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { migrationSource } from '../../../migrations/index.js';

// Postgres bigint (COUNT(*), bigserial) arrives as a string by default; our counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = Knex;
export type DbEngine = 'postgres' | 'pglite';

export type DbOptions = {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  inMemory?: boolean;
  /** Longest a statement may run (server side) and a query may wait for its answer (client side). */
  queryTimeoutMs?: number;
  /** Longest a caller waits for a pooled connection (and a new connection to open). */
  acquireTimeoutMs?: number;
  /**
   * An empty embedded database made at build time (see writePgliteTemplate). A new data folder starts from
   * it instead of running initdb. Defaults to the one the build writes; without it, initdb runs.
   */
  pgliteTemplate?: string;
};

/**
 * Where `npm run build` writes the empty embedded database: backend/dist/pglite-template.tar.gz. This file is
 * backend/dist/src/platform/db/create-db.js once built, and backend/src/platform/db/create-db.ts when run from
 * the sources (tests, `make dev`), which use the build's copy when there is one. Without it, initdb runs.
 */
const BUILT_TEMPLATE = fileURLToPath(new URL('../../../pglite-template.tar.gz', import.meta.url));
const SOURCE_TEMPLATE = fileURLToPath(new URL('../../../dist/pglite-template.tar.gz', import.meta.url));
export const DEFAULT_PGLITE_TEMPLATE = existsSync(BUILT_TEMPLATE) ? BUILT_TEMPLATE : SOURCE_TEMPLATE;

/**
 * Writes an empty embedded database (initdb's output, gzipped: about 4.5 MB) to `file`. Run by the build in
 * a process of its own: initdb in WebAssembly holds about 750 MB at its peak, while a server starting a new
 * folder from this file peaks near 240 MB (measured 2026-11-28), so first start fits a small container.
 */
export async function writePgliteTemplate(file: string): Promise<number> {
  const pglite = new PGlite();
  await pglite.waitReady;
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  return dump.size;
}

type PgConnection = {
  query: (...args: unknown[]) => unknown;
  connection?: { stream?: { destroy(): void } };
  __knex__disposed?: unknown;
};

/**
 * A query that got no answer in time leaves its connection waiting on a socket that may never speak
 * again (a database behind a network that drops packets). Mark it disposed, so the pool destroys it
 * instead of lending it out again, and close its socket now.
 */
function disposeOnReadTimeout(conn: PgConnection): void {
  const query = conn.query.bind(conn);
  conn.query = (...args: unknown[]) => {
    const last = args.length - 1;
    const cb = args[last];
    if (typeof cb === 'function') {
      args[last] = (err: unknown, ...rest: unknown[]) => {
        if (err instanceof Error && err.message === 'Query read timeout') {
          conn.__knex__disposed = err;
          conn.connection?.stream?.destroy();
        }
        return (cb as (...a: unknown[]) => unknown)(err, ...rest);
      };
    }
    return query(...args);
  };
}

/**
 * The embedded database's buffer cache. It lives in the WebAssembly memory of this process, which never
 * shrinks: Postgres's default (128MB) costs about 110 MB more resident memory than this once touched, and
 * the few megabytes of the site's own data fit (its files are read through the OS's cache anyway).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** knex on `pg` when a URL is given, else knex-pglite (data in a folder, or in memory for tests). */
export function createDb(opts: DbOptions): { db: Db; engine: DbEngine; ready: Promise<void> } {
  if (opts.databaseUrl) {
    const queryTimeoutMs = opts.queryTimeoutMs ?? 5000;
    const acquireTimeoutMs = opts.acquireTimeoutMs ?? 3000;
    // The longest the client waits on Postgres for anything (an answer, a new connection): a quarter of a
    // second after the server would have cancelled the statement, so a live server's own cancellation comes
    // first, and a silent one costs a request well within DB_QUERY_TIMEOUT_MS + 1 s before its 503.
    const clientWaitMs = queryTimeoutMs + 250;
    const db = knexFactory({
      client: 'pg',
      connection: {
        connectionString: opts.databaseUrl,
        connectionTimeoutMillis: Math.min(2000, acquireTimeoutMs, clientWaitMs),
        // Every wait on Postgres is bounded: the server cancels long statements, the client stops
        // waiting for an answer that does not come, and TCP keepalive finds dead peers.
        statement_timeout: queryTimeoutMs,
        query_timeout: clientWaitMs,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      },
      pool: {
        min: 0,
        max: 10,
        acquireTimeoutMillis: acquireTimeoutMs,
        createTimeoutMillis: acquireTimeoutMs,
        idleTimeoutMillis: 30_000,
        afterCreate: (conn: PgConnection, done: (err: Error | null, conn: PgConnection) => void) => {
          disposeOnReadTimeout(conn);
          done(null, conn);
        },
      },
      acquireConnectionTimeout: acquireTimeoutMs,
    });
    return { db, engine: 'postgres', ready: Promise.resolve() };
  }
  if (!opts.inMemory) {
    if (!opts.pgliteDir) throw new Error('pgliteDir is required when no databaseUrl is set');
    mkdirSync(opts.pgliteDir, { recursive: true });
  }
  // The embedded database is made here rather than by knex-pglite so it can load pg_trgm (site search
  // corrects typos with it, as on a real Postgres).
  // A new database (a new folder, or one in memory for tests) starts from the build's empty database when
  // there is one: no initdb in this process.
  const template = opts.pgliteTemplate ?? DEFAULT_PGLITE_TEMPLATE;
  const fromTemplate = (opts.inMemory || !existsSync(join(opts.pgliteDir!, 'PG_VERSION'))) && existsSync(template);
  const pglite = new PGlite({
    ...(opts.inMemory ? {} : { dataDir: opts.pgliteDir }),
    ...(fromTemplate ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: { pglite } as object,
  });
  // Starting the embedded engine (WebAssembly, initdb on a new folder) is slow on a busy host; `ready`
  // waits for it, so knex's wait for a connection only ever covers queries.
  return { db, engine: 'pglite', ready: pglite.waitReady };
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

export async function pingDb(db: Db, timeoutMs = 1000): Promise<void> {
  await withTimeout(db.raw('select 1'), timeoutMs, 'database did not answer');
}

/**
 * A ping shared by every caller while one is running: readiness probes arriving faster than a slow
 * database answers wait on the same query instead of each taking a connection of its own.
 */
export function sharedPing(db: Db): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () =>
    (running ??= db.raw('select 1').then(
      () => {
        running = undefined;
      },
      (err: unknown) => {
        running = undefined;
        throw err;
      },
    ));
}

export function withTimeout<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
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
  /** Where knex's own reports go (the server's logger); without it knex prints them with console.log. */
  log?: DbLog;
  /** The clock of the fail-fast window after a silence (tests drive it); performance.now by default. */
  now?: () => number;
};

/** The part of a pino logger knex's reports need. */
export type DbLog = Readonly<Record<'debug' | 'warn' | 'error', (fields: object, msg: string) => void>>;

/**
 * knex's reports (a connection that could not be made, a deprecation) as one line each of the server's log,
 * at knex's own level. Only their first line is kept: the stack knex appends to a refused connection names
 * Node's socket internals, and the query that failed reaches its caller's error handling with its own.
 */
function knexLog(log: DbLog | undefined): Knex.Config['log'] {
  if (!log) return undefined;
  const line = (level: keyof DbLog) => (message: unknown) => {
    const text = typeof message === 'string' ? message : inspect(message, { breakLength: Infinity });
    log[level]({ source: 'knex' }, text.split('\n', 1)[0]!);
  };
  return { debug: line('debug'), warn: line('warn'), deprecate: line('warn'), error: line('error') };
}

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
function disposeOnReadTimeout(conn: PgConnection, onSilence: () => void): void {
  const query = conn.query.bind(conn);
  conn.query = (...args: unknown[]) => {
    const last = args.length - 1;
    const cb = args[last];
    if (typeof cb === 'function') {
      args[last] = (err: unknown, ...rest: unknown[]) => {
        if (err instanceof Error && err.message === 'Query read timeout') {
          onSilence();
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

/** What a query meets while the database is held silent: isDatabaseUnavailable knows its code. */
export class DatabaseSilentError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor() {
    super('The database did not answer a moment ago; not waiting on it again yet');
    this.name = 'DatabaseSilentError';
  }
}

// A connection attempt that got no answer in time (pg's connectionTimeoutMillis), as opposed to a refusal.
const CONNECT_SILENCE = /timeout expired|connection timeout|timeout exceeded when trying to connect/i;

/**
 * After the database failed to answer (a query read timeout, or a new connection that got no answer), every
 * query in the next `windowMs` fails at once instead of waiting again. Without it a page that reads the
 * database twice waited for both: 5.25 s for the first query's answer, then 2 s for a new connection, 7.3 s
 * on the default settings against the documented bound of DB_QUERY_TIMEOUT_MS + 1 s. After the window, the
 * next query tries again (and waits at most one timeout), so a database that came back is found at once.
 */
function failFastAfterSilence(db: Db, windowMs: number, now: () => number): () => void {
  let silentUntil = -Infinity;
  const onSilence = () => {
    silentUntil = now() + windowMs;
  };
  const client = db.client as { acquireConnection(): Promise<unknown>; acquireRawConnection(): Promise<unknown> };
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = async () => {
    if (now() < silentUntil) throw new DatabaseSilentError();
    return acquire();
  };
  const raw = client.acquireRawConnection.bind(client);
  client.acquireRawConnection = async () => {
    try {
      return await raw();
    } catch (err) {
      if (err instanceof Error && CONNECT_SILENCE.test(err.message)) onSilence();
      throw err;
    }
  };
  return onSilence;
}

/** knex on `pg` when a URL is given, else knex-pglite (data in a folder, or in memory for tests). */
export function createDb(opts: DbOptions): { db: Db; engine: DbEngine; ready: Promise<void> } {
  if (opts.databaseUrl) {
    const queryTimeoutMs = opts.queryTimeoutMs ?? 5000;
    const acquireTimeoutMs = opts.acquireTimeoutMs ?? 3000;
    // The longest the client waits on Postgres for anything (an answer, a new connection): a quarter of a
    // second after the server would have cancelled the statement, so a live server's own cancellation comes
    // first, and a silent one costs a request well within DB_QUERY_TIMEOUT_MS + 1 s before its 503.
    const clientWaitMs = queryTimeoutMs + 250;
    let onSilence = () => {};
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
          disposeOnReadTimeout(conn, () => onSilence());
          done(null, conn);
        },
      },
      acquireConnectionTimeout: acquireTimeoutMs,
      log: knexLog(opts.log),
    });
    // Two seconds (or the query timeout when shorter) covers the rest of a request that met the silence.
    onSilence = failFastAfterSilence(db, Math.min(2000, queryTimeoutMs), opts.now ?? (() => performance.now()));
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
    log: knexLog(opts.log),
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

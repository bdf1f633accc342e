/**
 * Faults against real Postgres: the database refusing connections, not accepting them (ALLOW_CONNECTIONS
 * false, which also ends open sessions with "admin shutdown"), and silent (a TCP proxy in this process that
 * stops forwarding, as a network dropping packets). Every answer must come (no hang), be a 503 with a
 * message where the database is needed (never a 500), reads that need no database keep working, and no
 * write is lost or duplicated. Redis down and back: redis-outage.test.ts. SIGTERM under load: e2e/shutdown.
 */
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/services.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const QUERY_TIMEOUT_MS = 1000;
const ACQUIRE_TIMEOUT_MS = 1000;
// A generous bound for "answered at all": several times the configured waits. It only catches hangs;
// how fast an answer comes is never asserted.
const HANG_BOUND_MS = 20_000;

const GENERIC_503 = { statusCode: 503, error: 'Service Unavailable', message: 'Service temporarily unavailable. Please try again shortly.' };
const NEWSLETTER_503 = 'Newsletter subscriptions are temporarily unavailable. Please try again in a few minutes.';
const CONTACT_503 = 'The contact form is temporarily unavailable. Please try again in a few minutes.';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const database: TestDatabase = await createTestDatabase();

// Needs a real Postgres (TEST_DATABASE_URL or Docker) to refuse, silence and lock: skipped on embedded PGlite.
describe.skipIf(!database.url)('faults: Postgres away in three ways (real Postgres only)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let ipSeq = 1;
  let stored = 0; // contact messages the API said it stored (201)
  const dbName = () => new URL(database.url!).pathname.slice(1);

  /** Injects and fails the test if no answer comes within the bound. */
  async function answered(opts: InjectOptions) {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer to ${JSON.stringify(opts)} within ${HANG_BOUND_MS} ms`)), HANG_BOUND_MS);
    });
    try {
      return await Promise.race([t.app.inject(opts), hang]);
    } finally {
      clearTimeout(timer);
    }
  }

  const contact = () =>
    answered({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: `192.0.2.${ipSeq++}`,
      payload: { name: 'Ada', email: 'ada@example.com', subject: 'Fault test', message: `Message number ${ipSeq} under a fault.` },
    });

  async function until(probe: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if (await probe()) return;
      await sleep(100);
    }
    throw new Error('state not reached');
  }
  const readyz = async () => (await answered({ url: '/readyz' })).json().status as string;

  /** What every fault must look like from outside. */
  async function expectDegradedButAnswering(): Promise<void> {
    // twice: the requests after the first ones must not hang either (no stuck pool)
    for (let round = 0; round < 2; round++) {
      const list = await answered({ url: '/api/referral-codes' });
      expect(list.statusCode, list.body).toBe(503);
      expect(list.json()).toEqual(GENERIC_503);

      const sub = await answered({ method: 'POST', url: '/api/subscribers', payload: { email: `fault${ipSeq++}@example.com` } });
      expect(sub.statusCode).toBe(503);
      expect(sub.json().message).toBe(NEWSLETTER_503);

      const msg = await contact();
      expect(msg.statusCode).toBe(503);
      expect(msg.json().message).toBe(CONTACT_503);

      const ready = await answered({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('not_ready');
      // a fixed sentence: no host, port or driver text
      expect(['database is unavailable', 'database did not answer within 500 ms']).toContain(ready.json().checks.database.error);
    }
    // what needs no database keeps working
    expect((await answered({ url: '/healthz' })).statusCode).toBe(200);
    expect((await answered({ url: '/api/site-config' })).statusCode).toBe(200);
    const go = await answered({ url: '/go/exchange/kraken' });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('https://www.kraken.com');
  }

  async function expectRecovered(): Promise<void> {
    await until(async () => (await readyz()) === 'ready');
    expect((await answered({ url: '/api/referral-codes' })).statusCode).toBe(200);
    const msg = await contact();
    expect(msg.statusCode).toBe(201);
    stored++;
  }

  beforeAll(async () => {
    const url = new URL(database.url!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    t = await createTestApp({
      database,
      env: {
        DATABASE_URL: url.toString(),
        DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
        DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_TIMEOUT_MS),
        CONTACT_RATE_LIMIT_MAX: '1000',
        NEWSLETTER_RATE_LIMIT_MAX: '1000',
      },
    });
    const first = await contact();
    expect(first.statusCode).toBe(201);
    stored++;
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await database.drop();
  });

  it('silent (packets dropped): every request is answered, 503 with a message where the database is needed', async () => {
    await proxy.setMode('silent');
    // readiness probes arriving together share one ping: they never take the pool's connections
    const probes = await Promise.all(Array.from({ length: 10 }, () => answered({ url: '/readyz' })));
    expect(probes.map((p) => p.statusCode)).toEqual(Array(10).fill(503));
    const pool = (t.infra.db.client as { pool: { numUsed(): number } }).pool;
    expect(pool.numUsed()).toBeLessThanOrEqual(1);
    await expectDegradedButAnswering();
    await proxy.setMode('forward');
    await expectRecovered();
  });

  it('refused: 503 with a message, never a 500', async () => {
    await proxy.setMode('refuse');
    await expectDegradedButAnswering();
    await proxy.setMode('forward');
    await expectRecovered();
  });

  it('not accepting connections (ALLOW_CONNECTIONS false, open sessions ended by an admin): 503, not 500', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${dbName()}" WITH ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName()]);
      await expectDegradedButAnswering();
    } finally {
      await admin.query(`ALTER DATABASE "${dbName()}" WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expectRecovered();
  });

  it('lost or duplicated no write: the rows are exactly the messages answered 201', async () => {
    const rows = await t.infra.db('contact_messages').count({ n: '*' });
    expect(Number(rows[0]?.n)).toBe(stored);
  });
});

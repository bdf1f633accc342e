/**
 * Faults against real Postgres: the database refusing connections, not accepting them (ALLOW_CONNECTIONS
 * false, which also ends open sessions with "admin shutdown"), and silent (a TCP proxy in this process that
 * stops forwarding, as a network dropping packets). Every answer must come (no hang), be a 503 with a
 * message where the database is needed (never a 500), reads that need no database keep working, and no
 * write is lost or duplicated. Redis down and back: redis-outage.test.ts. SIGTERM under load: e2e/shutdown.
 *
 * In each fault every operation of the API document is called as a signed-in admin: whatever answered
 * otherwise while the database was up must now answer 503 with a message and Retry-After, and no later than
 * DB_QUERY_TIMEOUT_MS + 1 s (a bound derived from the small timeout configured here, never a speed target).
 * Pages rendered during a fault must not outlive it: once the database is back, the page is rendered afresh.
 */
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/services.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-coingecko.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const QUERY_TIMEOUT_MS = 1000;
// Longer than the client's connection timeout (DB_QUERY_TIMEOUT_MS + 500 ms here): a silent database is then
// noticed by pg giving up on the connection ("timeout expired"), as with the default settings, before knex does.
const ACQUIRE_TIMEOUT_MS = 3000;
// The longest a database route may take to say the database is away (derived from the settings above).
const UNAVAILABLE_BOUND_MS = QUERY_TIMEOUT_MS + 1000;
const EMAIL = 'faults@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
// Pages whose content comes from the database (seeded posts), one per fault so that none was cached before
// it, each with its title and a heading of its body (on the page only when the post could be read).
const POSTS = {
  silent: {
    page: '/blog/crypto-taxes-basics',
    title: 'Crypto Taxes Basics: Taxable Events, Cost Basis and Record Keeping',
    heading: 'What counts as a taxable event?',
  },
  refused: {
    page: '/blog/hot-wallets-vs-cold-wallets',
    title: 'Hot Wallets vs Cold Wallets: Software and Hardware Wallets Explained',
    heading: 'What a crypto wallet actually holds',
  },
  notAccepting: {
    page: '/blog/how-to-spot-crypto-scams',
    title: 'How to Spot Crypto Scams: Phishing, Fake Support, Pig-Butchering and More',
    heading: 'Phishing: fake websites, emails and ads',
  },
} as const;
// A generous bound for "answered at all": several times the configured waits. It only catches hangs;
// how fast an answer comes is never asserted.
const HANG_BOUND_MS = 20_000;

const GENERIC_503 = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Service temporarily unavailable. Please try again shortly.',
};
const NEWSLETTER_503 = 'Newsletter subscriptions are temporarily unavailable. Please try again in a few minutes.';
const CONTACT_503 = 'The contact form is temporarily unavailable. Please try again in a few minutes.';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Writes that need no database to be accepted (they are kept in memory and stored later, or only read).
const NO_DATABASE_WRITES = new Set(['POST /api/analytics/events', 'POST /api/admin/blog/preview', 'POST /api/admin/promotions/simulate']);

const database: TestDatabase = await createTestDatabase();

// Needs a real Postgres (TEST_DATABASE_URL or Docker) to refuse, silence and lock: skipped on embedded PGlite.
describe.skipIf(!database.url)('faults: Postgres away in three ways (real Postgres only)', () => {
  let proxy: TcpProxy;
  let prices: FakeProvider;
  let t: TestApp;
  let admin: Record<string, string> = {};
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

  type Op = { label: string; method: string; url: string; payload?: string };
  let ops: Op[] = [];
  /** Each operation's status while the database was up (reads only: writes are not made for real). */
  const healthy = new Map<string, number>();

  /** Every operation of the API document with plausible input (schema examples, else a simple value). */
  function operations(): Op[] {
    type Schema = {
      type?: string;
      examples?: unknown[];
      enum?: unknown[];
      default?: unknown;
      $ref?: string;
      properties?: Record<string, Schema>;
      required?: string[];
    };
    type Operation = {
      operationId?: string;
      parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
      requestBody?: { content?: Record<string, { schema?: Schema }> };
    };
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
    const resolve = (x: Schema | undefined) => (x?.$ref ? doc.components?.schemas?.[x.$ref.split('/').pop()!] : x);
    const value = (x: Schema | undefined): unknown =>
      x?.examples?.[0] ??
      x?.enum?.[0] ??
      x?.default ??
      (x?.type === 'integer' || x?.type === 'number' ? 1 : x?.type === 'boolean' ? true : x?.type === 'array' ? [] : 'x');
    const out: Op[] = [];
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(byMethod)) {
        // signing out would end this suite's session; a fault-time import reads CSV, not JSON
        if (op.operationId === 'adminLogout') continue;
        const content = op.requestBody?.content;
        if (content && !content['application/json']) continue;
        const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          encodeURIComponent(String(value(resolve(params.find((p) => p.name === name)?.schema)))),
        );
        const query = params
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => `${p.name}=${encodeURIComponent(String(value(resolve(p.schema))))}`);
        const body = resolve(content?.['application/json']?.schema);
        const example =
          body?.examples?.[0] ??
          (body?.properties ? Object.fromEntries((body.required ?? []).map((k) => [k, value(resolve(body.properties![k]))])) : undefined);
        out.push({
          label: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          url: query.length ? `${url}?${query.join('&')}` : url,
          ...(example !== undefined ? { payload: JSON.stringify(example) } : {}),
        });
      }
    }
    return out;
  }

  const call = (op: Op) =>
    answered({
      method: op.method as 'GET',
      url: op.url,
      remoteAddress: `198.51.100.${ipSeq++ % 250}`,
      headers: { ...admin, ...(op.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(op.payload !== undefined ? { payload: op.payload } : {}),
    });

  /**
   * Every operation during a fault: never a 5xx other than 503; whatever answered otherwise while the
   * database was up (and every write) answers 503 with a message and Retry-After, within the bound.
   */
  async function expectEveryOperationUnavailable(): Promise<void> {
    const wrong: string[] = [];
    let unavailable = 0;
    let slowest = 0;
    const queue = [...ops];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let op = queue.shift(); op; op = queue.shift()) {
          const started = performance.now();
          const res = await call(op);
          const elapsed = performance.now() - started;
          const before = healthy.get(op.label);
          const what = `${op.label} -> ${res.statusCode} ${res.body.slice(0, 100)}`;
          if (res.statusCode === 503 && op.url === '/readyz') {
            // the readiness probe answers its own documented body (which check failed), not an error body
            unavailable++;
          } else if (res.statusCode === 503) {
            unavailable++;
            slowest = Math.max(slowest, elapsed);
            const message = res.headers['content-type']?.toString().includes('json')
              ? (res.json() as { message?: string }).message
              : undefined;
            if (!message) wrong.push(`${what} (503 without a message)`);
            if (!res.headers['retry-after']) wrong.push(`${what} (503 without Retry-After)`);
            if (elapsed > UNAVAILABLE_BOUND_MS)
              wrong.push(`${what} (after ${Math.round(elapsed)} ms, more than ${UNAVAILABLE_BOUND_MS} ms)`);
          } else if (res.statusCode >= 500) {
            wrong.push(what);
          } else if (op.method !== 'GET' && res.statusCode < 400) {
            // a write that went through while the database was away: only one that needs no database may
            if (before === undefined && !NO_DATABASE_WRITES.has(op.label)) wrong.push(`${what} (a write succeeded without its database)`);
          } else if (op.method === 'GET' && before !== undefined && res.statusCode !== before) {
            wrong.push(`${what} (answered ${before} while the database was up)`);
          }
        }
      }),
    );
    console.info(
      `${unavailable} of ${ops.length} operations answered 503, the slowest after ${Math.round(slowest)} ms (bound ${UNAVAILABLE_BOUND_MS} ms)`,
    );
    expect(wrong).toEqual([]);
    // the database routes are many: this fails if, say, every request were refused before reaching them
    expect(unavailable).toBeGreaterThan(30);
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
    // the price lists from a stand-in provider: their routes answer as they would with the internet
    prices = await startFakeProvider();
    t = await createTestApp({
      database,
      env: {
        ...prices.env,
        DATABASE_URL: url.toString(),
        DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
        DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_TIMEOUT_MS),
        CONTACT_RATE_LIMIT_MAX: '1000',
        NEWSLETTER_RATE_LIMIT_MAX: '1000',
        RATE_LIMIT_MAX: '100000',
        PAGE_RENDER_RATE_LIMIT_MAX: '100000',
        ADMIN_EMAIL: EMAIL,
        ADMIN_PASSWORD: PASSWORD,
      },
    });
    const first = await contact();
    expect(first.statusCode).toBe(201);
    stored++;
    const login = await answered({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    admin = {
      origin: 'http://localhost:3000',
      cookie: ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; '),
      'x-csrf-token': login.json().csrfToken,
    };
    ops = operations();
    for (const op of ops) if (op.method === 'GET') healthy.set(op.label, (await call(op)).statusCode);
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await prices?.close();
    await database.drop();
  });

  const freshnessChecks: Array<() => Promise<void>> = [];

  /** Asks for a page while the database is away; once it is back, the page must not be the one rendered then. */
  async function pageDuringFault(post: (typeof POSTS)[keyof typeof POSTS]): Promise<() => Promise<void>> {
    const during = await answered({ url: post.page });
    // rendered with its error state (answered 503 where the page cache knows the render saw a failure), never a 500
    expect([200, 503]).toContain(during.statusCode);
    expect(during.body).not.toContain(post.heading);
    return async () => {
      const after = await answered({ url: post.page });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain(post.title);
      expect(after.body, 'the page rendered while the database was away is still served').toContain(post.heading);
      if (during.headers.etag) expect(after.headers.etag).not.toBe(during.headers.etag);
    };
  }

  it('silent (packets dropped): every request is answered, 503 with a message where the database is needed', async () => {
    await proxy.setMode('silent');
    let pageIsFresh = async () => {};
    try {
      // first, while the pool still holds connections that went silent mid-way (their queries get no answer)
      await expectEveryOperationUnavailable();
      // readiness probes arriving together share one ping: they never take the pool's connections
      const probes = await Promise.all(Array.from({ length: 10 }, () => answered({ url: '/readyz' })));
      expect(probes.map((p) => p.statusCode)).toEqual(Array(10).fill(503));
      const pool = (t.infra.db.client as { pool: { numUsed(): number } }).pool;
      expect(pool.numUsed()).toBeLessThanOrEqual(1);
      await expectDegradedButAnswering();
      pageIsFresh = await pageDuringFault(POSTS.silent);
    } finally {
      // back to normal even when an assertion failed, so the next fault starts from a working database
      await proxy.setMode('forward');
    }
    await expectRecovered();
    freshnessChecks.push(pageIsFresh);
  });

  it('refused: 503 with a message, never a 500', async () => {
    await proxy.setMode('refuse');
    let pageIsFresh = async () => {};
    try {
      await expectDegradedButAnswering();
      await expectEveryOperationUnavailable();
      pageIsFresh = await pageDuringFault(POSTS.refused);
    } finally {
      await proxy.setMode('forward');
    }
    await expectRecovered();
    freshnessChecks.push(pageIsFresh);
  });

  it('not accepting connections (ALLOW_CONNECTIONS false, open sessions ended by an admin): 503, not 500', async () => {
    const pgAdmin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await pgAdmin.connect();
    let pageIsFresh = async () => {};
    try {
      await pgAdmin.query(`ALTER DATABASE "${dbName()}" WITH ALLOW_CONNECTIONS false`);
      await pgAdmin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        dbName(),
      ]);
      await expectDegradedButAnswering();
      await expectEveryOperationUnavailable();
      pageIsFresh = await pageDuringFault(POSTS.notAccepting);
    } finally {
      await pgAdmin.query(`ALTER DATABASE "${dbName()}" WITH ALLOW_CONNECTIONS true`);
      await pgAdmin.end();
    }
    await expectRecovered();
    freshnessChecks.push(pageIsFresh);
  });

  // A page rendered while the database was away answers 503 and is never cached (static-site.ts).
  it('a page rendered during a fault is rendered afresh once the database is back', async () => {
    for (const check of freshnessChecks) await check();
  });

  it('lost or duplicated no write: the rows are exactly the messages answered 201', async () => {
    const rows = await t.infra.db('contact_messages').count({ n: '*' });
    expect(Number(rows[0]?.n)).toBe(stored);
  });
});

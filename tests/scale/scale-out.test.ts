/**
 * Scale-out behind a real proxy: Debian's nginx, running the operators' example configuration
 * (ops/nginx/coinatlas.conf), in front of three instances of the built server sharing one Postgres and one
 * Redis. Every request of a test goes through nginx; nginx's access log names the instance that answered.
 *
 * Test clients connect from their own loopback addresses (127.0.0.x / 127.0.1.x, never 127.0.0.1), while
 * nginx reaches the instances from 127.0.0.1: so TRUST_PROXY=127.0.0.1 is "nginx's address", and each
 * client is a different visitor to the rate limits.
 *
 * No wall-clock assertion anywhere: nginx's clock is moved (libfaketime) to age its cache, and every wait is
 * a bounded poll for a state.
 */
import { readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type AccessLogLine, type RunningNginx } from '../support/nginx.js';
import { freePort, repoRoot, startServer, type RunningServer } from '../support/server.js';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '../support/services.js';

const database: TestDatabase = await createTestDatabase();
const redis: TestRedis = await createTestRedis();
const servicesMissing = !database.url || !redis.url;

const EMAIL = 'scale@coinatlas.example';
const PASSWORD = 'scale-out password 1234';
/** The default global limit per client address and minute (RATE_LIMIT_MAX). */
const GLOBAL_MAX = 300;
const NEWSLETTER_MAX = 5;
const LOGIN_MAX_PER_ACCOUNT = 5;
/**
 * How long an instance may take to answer /healthz after a start: a guard against a hang, not a timing
 * check. On the shared 2-core machine, with the other instances under load, a start can take minutes.
 */
const START_BOUND_MS = 240_000;

type Res = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: string; requestId: string };
type Send = (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string | object }) => Promise<Res>;

const decode = (body: Buffer, encoding: string | undefined): Buffer =>
  encoding === 'br'
    ? brotliDecompressSync(body)
    : encoding === 'gzip'
      ? gunzipSync(body)
      : encoding === 'deflate'
        ? inflateSync(body)
        : body;

/**
 * An HTTP client that connects from its own loopback address (a visitor of its own). `fresh`: a new
 * connection for every request, as a crowd of visitors makes, instead of Node's keep-alive pool.
 */
function visitor(base: () => string, localAddress: string, fresh = false): Send {
  return (path, init = {}) =>
    new Promise<Res>((resolve, reject) => {
      const payload = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      const headers: Record<string, string> = {
        'accept-encoding': 'identity',
        ...(fresh ? { connection: 'close' } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
        ...init.headers,
      };
      const req = httpRequest(
        new URL(path, base()),
        { method: init.method ?? 'GET', headers, localAddress, timeout: 60_000, ...(fresh ? { agent: false } : {}) },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const body = decode(Buffer.concat(chunks), res.headers['content-encoding'] as string | undefined);
            resolve({
              status: res.statusCode!,
              headers: res.headers,
              body,
              text: body.toString('utf8'),
              requestId: String(res.headers['x-request-id'] ?? ''),
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer to ${path} within 60 s`)));
      req.on('error', reject);
      req.end(payload);
    });
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, tries = 300, everyMs = 100): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe.skipIf(servicesMissing)(
  'scale-out: three instances behind nginx (real Postgres and Redis only: set TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let nginx: RunningNginx;
    const instances: RunningServer[] = [];
    const mailDir = mkdtempSync(join(tmpdir(), 'coinatlas-scale-mail-'));
    let nginxPort = 0;
    const site = () => `http://127.0.0.1:${nginxPort}`;
    const from = (address: string) => visitor(site, address);
    /** Which instance (0, 1, 2) answered, from nginx's access log line; undefined when nginx's cache did. */
    const instanceOf = (line: AccessLogLine): number | undefined => {
      const index = instances.findIndex((s) => line.upstreams.at(-1) === `127.0.0.1:${s.port}`);
      return index === -1 ? undefined : index;
    };
    /** For answers nginx never caches (no-store): found by the request id nginx gave the request. */
    const answeredBy = async (res: Res) => {
      const line = await nginx.lineOf(res.requestId);
      return { line, instance: instanceOf(line) };
    };
    /** A visitor sending one request at a time, each matched to its own access log line (cached answers too). */
    const tracked = (address: string) => {
      const send = from(address);
      let n = nginx.log().filter((l) => l.remote === address).length;
      return async (path: string, init?: Parameters<Send>[1]) => {
        const res = await send(path, init);
        const line = await nginx.nthFrom(address, n++);
        return { res, line, instance: instanceOf(line) };
      };
    };

    const env = () => ({
      DATABASE_URL: database.url!,
      REDIS_URL: redis.url!,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      PUBLIC_SITE_URL: site(),
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      CONTACT_RATE_LIMIT_MAX: '1000000',
      SHUTDOWN_GRACE_MS: '10000',
      MAIL_DIR: mailDir,
      // no price provider is reachable here: refuse at once instead of waiting for DNS
      COINGECKO_BASE_URL: 'http://127.0.0.1:9',
      COINPAPRIKA_BASE_URL: 'http://127.0.0.1:9',
    });

    beforeAll(async () => {
      nginxPort = await freePort();
      // The first instance migrates the shared database; the others start on it. One at a time: a start is
      // CPU-heavy, and the app gives each start-up step 10 s.
      for (let i = 0; i < 3; i++) instances.push(await startServer({ database, env: env(), startTimeoutMs: START_BOUND_MS }));
      nginx = await startNginx({ upstreams: instances.map((s) => s.port), port: nginxPort });
    });

    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(instances.map((s) => s.stop()));
      rmSync(mailDir, { recursive: true, force: true });
    });

    it('an admin signed in through nginx reads and writes on every instance', async () => {
      const send = tracked('127.0.0.11');
      const login = (
        await send('/api/admin/login', { method: 'POST', headers: { origin: site() }, body: { email: EMAIL, password: PASSWORD } })
      ).res;
      expect(login.status, login.text).toBe(200);
      const cookie = ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ');
      const { csrfToken } = JSON.parse(login.text) as { csrfToken: string };
      const admin = { origin: site(), cookie, 'x-csrf-token': csrfToken };

      const reads = new Set<number>();
      const writes = new Set<number>();
      const slugs: string[] = [];
      for (let i = 0; i < 30 && (reads.size < 3 || writes.size < 3); i++) {
        if (i % 2 === 0) {
          const { res, instance } = await send('/api/admin/blog/posts', { headers: admin });
          expect(res.status, res.text).toBe(200);
          reads.add(instance!);
        } else {
          const slug = `scale-admin-${i}`;
          const { res, instance } = await send('/api/admin/blog/posts', {
            method: 'POST',
            headers: admin,
            body: {
              slug,
              status: 'draft',
              scheduledAt: null,
              authorName: 'Scale Test',
              tags: ['wallets'],
              cover: null,
              translations: { en: { title: `Draft ${i}`, summary: `Draft ${i} in short.`, body: 'Words.', coverAlt: '' } },
            },
          });
          expect(res.status, res.text).toBe(201);
          writes.add(instance!);
          slugs.push(slug);
        }
      }
      expect([...reads].sort()).toEqual([0, 1, 2]);
      expect([...writes].sort()).toEqual([0, 1, 2]);

      // Every instance lists every draft, whichever instance stored it; without the session, each answers 401.
      const listedBy = new Set<number>();
      for (let i = 0; i < 12 && listedBy.size < 3; i++) {
        const { res, instance } = await send('/api/admin/blog/posts', { headers: admin });
        const listed = (JSON.parse(res.text) as { posts: Array<{ slug: string }> }).posts.map((p) => p.slug);
        expect(listed).toEqual(expect.arrayContaining(slugs));
        listedBy.add(instance!);
      }
      expect(listedBy.size).toBe(3);
      const refusedBy = new Set<number>();
      for (let i = 0; i < 12 && refusedBy.size < 3; i++) {
        const { res, instance } = await send('/api/admin/blog/posts', { headers: { origin: site() } });
        expect(res.status).toBe(401);
        expect(JSON.parse(res.text).message).toBe('Sign in as an admin to use this endpoint.');
        refusedBy.add(instance!);
      }
      expect(refusedBy.size).toBe(3);
    });

    it('the global limit holds across the instances: the limit, not three times it', async () => {
      const send = from('127.0.0.12');
      const statuses: number[] = [];
      const byInstance = new Map<number, Set<number>>();
      // Twice the limit, eight at a time, all within one window.
      const paths = Array.from({ length: 2 * GLOBAL_MAX }, () => '/api/admin/session');
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let p = paths.pop(); p !== undefined; p = paths.pop()) {
            const res = await send(p);
            statuses.push(res.status);
            expect(res.headers['x-ratelimit-limit']).toBe(String(GLOBAL_MAX));
            if (res.status === 429) expect(JSON.parse(res.text).message).toMatch(/^Too many requests\. Please retry in \d+ seconds\.$/);
            const { instance } = await answeredBy(res);
            byInstance.set(instance!, (byInstance.get(instance!) ?? new Set()).add(res.status));
          }
        }),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(GLOBAL_MAX);
      expect(statuses.filter((s) => s === 429)).toHaveLength(GLOBAL_MAX);
      // each instance both served and refused: one count, kept in Redis, not one per instance
      expect([...byInstance.keys()].sort()).toEqual([0, 1, 2]);
      for (const seen of byInstance.values()) expect([...seen].sort()).toEqual([200, 429]);
    });

    it('the newsletter limit holds across the instances', async () => {
      const send = tracked('127.0.0.13');
      const answers: Array<{ status: number; instance: number }> = [];
      for (let i = 0; i < NEWSLETTER_MAX + 4; i++) {
        const { res, instance } = await send('/api/subscribers', { method: 'POST', body: { email: 'reader@example.com' } });
        answers.push({ status: res.status, instance: instance! });
        if (res.status === 429) {
          expect(JSON.parse(res.text).message).toMatch(/^Too many attempts with this email address\. Please try again in \d+ minutes?\.$/);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      // signed up, then "already subscribed" up to the limit, then refused: five answers over three instances
      expect(answers.map((a) => a.status)).toEqual([201, ...Array(NEWSLETTER_MAX - 1).fill(409), 429, 429, 429, 429]);
      expect(new Set(answers.slice(0, NEWSLETTER_MAX).map((a) => a.instance)).size).toBe(3);
      // another visitor is not held back by this one: it hears "already subscribed", not "too many attempts"
      const other = await from('127.0.0.14')('/api/subscribers', { method: 'POST', body: { email: 'reader@example.com' } });
      expect(other.status).toBe(409);
    });

    it('the admin sign-in limit holds across the instances, and never locks the owner out from elsewhere', async () => {
      const guesser = tracked('127.0.0.15');
      const wrong = { method: 'POST', headers: { origin: site() }, body: { email: EMAIL, password: 'not the password at all' } };
      const answers: Array<{ status: number; instance: number }> = [];
      for (let i = 0; i < LOGIN_MAX_PER_ACCOUNT + 3; i++) {
        const { res, instance } = await guesser('/api/admin/login', wrong);
        answers.push({ status: res.status, instance: instance! });
      }
      expect(answers.map((a) => a.status)).toEqual([...Array(LOGIN_MAX_PER_ACCOUNT).fill(401), 429, 429, 429]);
      expect(new Set(answers.map((a) => a.instance)).size).toBe(3);
      // the right password from the guessing address waits too; from the owner's address it works
      const right = { method: 'POST', headers: { origin: site() }, body: { email: EMAIL, password: PASSWORD } };
      const blocked = (await guesser('/api/admin/login', right)).res;
      expect(blocked.status).toBe(429);
      expect(JSON.parse(blocked.text).message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
      expect((await from('127.0.0.16')('/api/admin/login', right)).status).toBe(200);
    });

    it('a page rendered on one instance is served by the others from the shared cache; an edit on one renews it on all', async () => {
      const send = tracked('127.0.0.17');
      const login = (
        await send('/api/admin/login', { method: 'POST', headers: { origin: site() }, body: { email: EMAIL, password: PASSWORD } })
      ).res;
      const cookie = ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ');
      const admin = { origin: site(), cookie, 'x-csrf-token': (JSON.parse(login.text) as { csrfToken: string }).csrfToken };
      const post = (title: string) => ({
        slug: 'shared-cache-post',
        status: 'published',
        scheduledAt: null,
        authorName: 'Scale Test',
        tags: ['wallets'],
        cover: null,
        translations: { en: { title, summary: `${title}, in short.`, body: 'Words.', coverAlt: '' } },
      });
      const created = (await send('/api/admin/blog/posts', { method: 'POST', headers: admin, body: post('Rendered once for everyone') }))
        .res;
      expect(created.status, created.text).toBe(201);
      const { id, version } = JSON.parse(created.text) as { id: number; version: number };

      // nginx keeps one copy per Accept-Encoding (the app's answers vary on it): a value nobody asked with
      // before always reaches an instance, which is how each instance is made to answer here.
      let variant = 0;
      const fresh = async () => {
        const { res, line, instance } = await send('/blog/shared-cache-post', { headers: { 'accept-encoding': `gzip;q=0.${++variant}` } });
        expect(line.cache).toBe('MISS');
        return { res, instance: instance! };
      };
      const first = await fresh();
      expect(first.res.status).toBe(200);
      expect(first.res.text).toContain('Rendered once for everyone');

      // The title changes in the database behind the app's back (no invalidation): an instance that rendered
      // the page now would show the new title, so the old one can only come from the shared page cache.
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        await db.query(`UPDATE blog_post_translations SET title = 'Changed behind the cache' WHERE post_id = $1 AND lang = 'en'`, [id]);
      } finally {
        await db.end();
      }
      const others = new Set<number>();
      for (let i = 0; i < 12 && others.size < 2; i++) {
        const { res, instance } = await fresh();
        expect(res.status).toBe(200);
        expect(res.text).toContain('Rendered once for everyone');
        expect(res.text).not.toContain('Changed behind the cache');
        if (instance !== first.instance) others.add(instance);
      }
      expect(others.size).toBe(2);
      // ...while those instances do read the new title from the database
      for (const i of others) {
        const api = await fetch(`${instances[i]!.url}/api/blog/posts/shared-cache-post`);
        expect(((await api.json()) as { title: string }).title).toBe('Changed behind the cache');
      }

      // An admin edit through nginx (one instance) renews the page on every instance.
      const edited = (
        await send(`/api/admin/blog/posts/${id}`, {
          method: 'PUT',
          headers: admin,
          body: { version, post: post('Edited on one instance') },
        })
      ).res;
      expect(edited.status, edited.text).toBe(200);
      const renewed = new Set<number>();
      await waitFor(
        'every instance to serve the edited page',
        async () => {
          const { res, instance } = await fresh();
          if (res.text.includes('Edited on one instance')) renewed.add(instance);
          return renewed.size === 3 ? true : undefined;
        },
        60,
        200,
      );
    });

    it('X-Forwarded-For is believed only from nginx: with TRUST_PROXY=127.0.0.1 each visitor counts alone, a claimed address is ignored', async () => {
      const remaining = async (send: Send, headers: Record<string, string> = {}) => {
        const res = await send('/api/admin/session', { headers });
        expect(res.status).toBe(200);
        return Number(res.headers['x-ratelimit-remaining']);
      };
      const a = from('127.0.0.18');
      const b = from('127.0.0.19');
      const a1 = await remaining(a);
      expect(await remaining(a)).toBe(a1 - 1);
      // another visitor has a count of its own
      expect(await remaining(b)).toBe(GLOBAL_MAX - 1);
      // a visitor naming another address is still counted as itself (nginx sets X-Forwarded-For)
      expect(await remaining(a, { 'x-forwarded-for': '203.0.113.50' })).toBe(a1 - 2);
      expect(await remaining(from('127.0.0.20'), { 'x-forwarded-for': '127.0.0.18' })).toBe(GLOBAL_MAX - 1);
    });

    it('X-Forwarded-For is ignored without TRUST_PROXY, or with another address: every visitor is nginx', async () => {
      // Two more instances, each behind a second nginx with the same configuration.
      const setups: Array<{ server: RunningServer; proxy?: RunningNginx }> = [];
      try {
        for (const trust of ['false', '10.0.0.1']) {
          const port = await freePort();
          const server = await startServer({
            database,
            env: { ...env(), PUBLIC_SITE_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: trust },
            startTimeoutMs: START_BOUND_MS,
          });
          setups.push({ server });
          setups.at(-1)!.proxy = await startNginx({ upstreams: [server.port], port });
        }
        for (const { proxy } of setups as Array<{ proxy: RunningNginx }>) {
          const remaining = async (address: string, headers: Record<string, string> = {}) =>
            Number((await visitor(() => proxy.url, address)('/api/admin/session', { headers })).headers['x-ratelimit-remaining']);
          const first = await remaining('127.0.0.21');
          // other visitors land on the same count: to the app, all of them are nginx's 127.0.0.1
          expect(await remaining('127.0.0.22')).toBe(first - 1);
          expect(await remaining('127.0.0.23', { 'x-forwarded-for': '198.51.100.7' })).toBe(first - 2);
        }
      } finally {
        for (const { proxy, server } of setups) {
          await proxy?.stop();
          await server.stop();
        }
      }
    });

    it("nginx's cache follows the app's Cache-Control: s-maxage, then stale-while-revalidate with one background refresh", async () => {
      const send = tracked('127.0.0.24');
      const get = async () => {
        const { res, line } = await send('/guide');
        expect(res.status).toBe(200);
        return { res, line };
      };
      const first = await get();
      expect(first.line.cache).toBe('MISS');
      const cc = String(first.res.headers['cache-control']);
      const sMaxAge = Number(/s-maxage=(\d+)/.exec(cc)?.[1]);
      const swr = Number(/stale-while-revalidate=(\d+)/.exec(cc)?.[1]);
      expect(sMaxAge, cc).toBeGreaterThan(0);
      expect(swr, cc).toBeGreaterThan(0);
      // max-age=0 is for browsers; nginx keeps the page for s-maxage
      expect(cc).toContain('max-age=0');
      const hit = await get();
      expect(hit.line.cache).toBe('HIT');
      expect(hit.line.upstreams).toEqual([]);

      // Past s-maxage, within stale-while-revalidate: the stale copy at once, refreshed in the background.
      nginx.setClockOffset(sMaxAge + 5);
      expect((await get()).line.cache).toBe('STALE');
      await waitFor('the background refresh', async () => ((await get()).line.cache === 'HIT' ? true : undefined));

      // Past s-maxage + stale-while-revalidate of the refreshed copy: no stale answer while instances are up.
      nginx.setClockOffset(sMaxAge + 5 + sMaxAge + swr + 10);
      const expired = await get();
      // asked an instance before answering: EXPIRED, or REVALIDATED when the instance confirmed the ETag (304)
      expect(expired.line.cache).toMatch(/^(EXPIRED|REVALIDATED)$/);
      expect(expired.line.upstreams).toHaveLength(1);
      expect((await get()).line.cache).toBe('HIT');
    });

    it('rolling restart of the three instances under 50 connections of mixed load fails no request', async () => {
      // The operator's procedure (README "Several instances behind nginx"): drain one instance in nginx, stop it
      // (SIGTERM: it finishes what it has), start it, put it back, then the next.
      const assets = readdirSync(join(repoRoot, 'frontend/dist/assets')).filter((f) => f.endsWith('.js'));
      const asset = `/assets/${assets[0]}`;
      type Outcome = { path: string; status: number | string };
      const failures: Outcome[] = [];
      let done = 0;
      let contactCreated = 0;
      let stop = false;
      const MAX_PER_WORKER = 3000; // a bound, not a target: the load stops when the restarts are over
      // Each connection pauses between requests so that a restarting instance still gets CPU to start on a
      // 2-core machine (pacing, not a timing check); the 50 connections stay open and busy throughout.
      const PAUSE_MS = 200;

      const worker = async (w: number) => {
        const send = visitor(site, `127.0.1.${w + 1}`, true);
        for (let i = 0; i < MAX_PER_WORKER && !stop; i++) {
          if (i > 0) await new Promise((r) => setTimeout(r, PAUSE_MS));
          const slot = (w + i) % 8;
          const [path, init, expected]: [string, Parameters<Send>[1], number] =
            slot === 0
              ? ['/', {}, 200]
              : slot === 1
                ? ['/healthz', {}, 200]
                : slot === 2
                  ? ['/api/admin/session', {}, 200]
                  : slot === 3
                    ? [
                        '/api/contact',
                        {
                          method: 'POST',
                          body: {
                            name: 'Load',
                            email: 'load@example.com',
                            subject: `Load ${w}-${i}`,
                            message: `Message ${w}-${i} sent under load.`,
                          },
                        },
                        201,
                      ]
                    : slot === 4
                      ? // one time in four a query string nobody sent before: nginx has no copy, an instance answers
                        [Math.floor(i / 8) % 4 === 0 ? `/blog?load=${w}-${i}` : '/blog', {}, 200]
                      : slot === 5
                        ? ['/guide', { method: 'HEAD' }, 200]
                        : slot === 6
                          ? [asset, {}, 200]
                          : ['/api/content/partners', {}, 200];
          try {
            const res = await send(path, init);
            if (res.status !== expected) failures.push({ path, status: `${res.status} ${res.text.slice(0, 200)}` });
            else if (slot === 3) contactCreated++;
          } catch (err) {
            failures.push({ path, status: (err as Error).message });
          }
          done++;
        }
      };
      const load = Promise.all(Array.from({ length: 50 }, (_, w) => worker(w)));
      const served = (instance: number, after: number) =>
        nginx
          .log()
          .slice(after)
          .some((l) => l.upstreams.at(-1) === `127.0.0.1:${instances[instance]!.port}` && l.status < 500);

      try {
        await waitFor('the load to get going', async () => (done >= 200 ? true : undefined));
        for (let i = 0; i < instances.length; i++) {
          await nginx.setDown([instances[i]!.port]);
          expect(await instances[i]!.signal('SIGTERM'), instances[i]!.output()).toBe(0);
          await instances[i]!.restart();
          const mark = nginx.log().length;
          await nginx.setDown([]);
          // back in nginx's rotation before the next one goes
          await waitFor(`instance ${i} to serve through nginx again`, async () => (served(i, mark) ? true : undefined), 600);
        }
        const after = done;
        await waitFor('more load after the restarts', async () => (done >= after + 200 ? true : undefined));
      } finally {
        stop = true;
        await load;
      }
      expect(failures).toEqual([]);
      expect(done).toBeGreaterThan(400);
      console.info(`rolling restart under load: ${done} requests (${contactCreated} writes), none failed`);
      // every write answered 201 is stored once: nothing lost in a restart, nothing sent twice by a retry
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n, count(DISTINCT subject)::int AS d FROM contact_messages WHERE subject LIKE 'Load %'`,
        );
        expect(rows[0]).toEqual({ n: contactCreated, d: contactCreated });
      } finally {
        await db.end();
      }
    });

    it('with every instance down, nginx serves the pages it has (stale) and a plain 502 for the rest', async () => {
      const send = tracked('127.0.0.25');
      const { res: cached, line } = await send('/methodology');
      expect(cached.status).toBe(200);
      expect(line.cache).toBe('MISS');
      for (const s of instances) expect(await s.signal('SIGTERM')).toBe(0);
      // long past s-maxage and stale-while-revalidate
      nginx.setClockOffset(100_000);
      const stale = await send('/methodology');
      expect(stale.res.status).toBe(200);
      expect(stale.res.text).toBe(cached.text);
      expect(stale.line.cache).toBe('STALE');
      // nginx did go to the instances (all refused) before answering from its cache
      expect(stale.line.upstreamStatus).toMatch(/^502/);
      const uncached = await send('/about');
      expect(uncached.res.status).toBe(502);
    });
  },
);

afterAll(async () => {
  await database.drop().catch(() => {});
  await redis.stop().catch(() => {});
});

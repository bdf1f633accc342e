/**
 * The page cache against someone trying to fill it or to keep an outage on screen, with the real server
 * renderer (the client must be built: `npm run build`) and, when TEST_REDIS_URL is set, real Redis measured
 * with MEMORY USAGE:
 * - 1,000 unique unknown paths add at most the documented bound (one shared not-found page per language);
 * - query strings a page does not read are served from the cached page (one render);
 * - renders are limited per client (429 with Retry-After and a message), a cached answer never counts;
 * - a page rendered while the database refuses answers 503 (Retry-After, no-store, noindex), is not cached,
 *   and is fresh once the database is back (real Postgres only).
 * How cached pages fare for other visitors meanwhile is a timing figure: `make bench` (tests/bench/pages.ts).
 */
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/services.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { countingBuiltRenderer } from '../support/built-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** What README and ops/redis.md promise for paths that name no page: one page per language, each this small in Redis. */
const LANGUAGES = ['', '/es', '/de', '/pt'];
const MAX_PAGE_BYTES_IN_REDIS = 64 * 1024;
const TOO_MANY = 'Too many pages were requested from your network in a short time.';

/** Page keys under a test's Redis prefix, and what Redis says they take (MEMORY USAGE). */
async function pageKeys(redis: Redis, prefix: string): Promise<{ keys: string[]; bytes: number }> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}pages:*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...found.filter((k) => k !== `${prefix}pages:generation`));
  } while (cursor !== '0');
  let bytes = 0;
  for (const k of keys) bytes += Number(await redis.memory('USAGE', k));
  return { keys: keys.sort(), bytes };
}

describe('page cache under a flood', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const a of apps.splice(0).reverse()) await a.close();
  });

  it('1,000 unique unknown paths add at most one shared not-found page per language to the cache', { timeout: 600_000 }, async () => {
    const r = await countingBuiltRenderer();
    const t = await createTestApp({ deps: { renderer: r.source } });
    apps.push(t);
    const redis = t.redis.url ? new Redis(t.redis.url) : undefined;
    try {
      const before = redis ? await pageKeys(redis, t.redis.keyPrefix) : undefined;
      const bodies = new Map<string, string>();
      for (let i = 0; i < 1000; i++) {
        const lang = LANGUAGES[i % 4]!;
        const res = await t.app.inject({ url: `${lang}/no-such-page-${i}?x=${i}`, remoteAddress: `198.51.100.${i % 250}` });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        bodies.set(lang, res.body);
      }
      // four renders in all, one per language, each its language's not-found page
      expect(r.renders.sort()).toEqual(['/404', '/de/404', '/es/404', '/pt/404']);
      expect(bodies.get('/es')).toContain('<html lang="es"');
      expect(bodies.get('')).toContain('<meta name="robots" content="noindex">');

      if (redis && before) {
        const after = await pageKeys(redis, t.redis.keyPrefix);
        const added = after.keys.filter((k) => !before.keys.includes(k));
        // four pages and the index of the shared store
        expect(added.map((k) => k.slice(t.redis.keyPrefix.length).replace(/^pages:\d+:/, ''))).toEqual([
          '404:de',
          '404:en',
          '404:es',
          '404:pt',
          'pages:index',
        ]);
        const addedBytes = after.bytes - before.bytes;
        console.info(
          `1,000 unknown paths added ${added.length} keys, ${addedBytes} bytes to Redis (bound: ${4 * MAX_PAGE_BYTES_IN_REDIS} + the index)`,
        );
        expect(addedBytes).toBeLessThanOrEqual(4 * MAX_PAGE_BYTES_IN_REDIS + 4096);
      }
    } finally {
      redis?.disconnect();
    }
  });

  it(
    'an unknown id is rendered for its request and never stored; renders over the client’s limit get 429',
    { timeout: 300_000 },
    async () => {
      const r = await countingBuiltRenderer();
      const t = await createTestApp({
        env: { PAGE_RENDER_RATE_LIMIT_MAX: '3', PAGE_RENDER_RATE_LIMIT_WINDOW_MS: '60000' },
        deps: { renderer: r.source },
      });
      apps.push(t);
      const redis = t.redis.url ? new Redis(t.redis.url) : undefined;
      try {
        const client = '203.0.113.7';
        // a known page, rendered once (one of the three renders) and cached
        expect((await t.app.inject({ url: '/guide', remoteAddress: client })).statusCode).toBe(200);
        const before = redis ? await pageKeys(redis, t.redis.keyPrefix) : undefined;
        for (const i of [1, 2])
          expect((await t.app.inject({ url: `/blog/no-such-post-${i}`, remoteAddress: client })).statusCode).toBe(404);
        const refused = await t.app.inject({ url: '/blog/no-such-post-3', remoteAddress: client });
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(refused.body).toContain(`${TOO_MANY} Please try again in ${refused.headers['retry-after']} seconds.`);
        expect(refused.body).toContain('<meta name="robots" content="noindex">');
        // the same id again: rendered again (it was not stored), so refused as well
        expect((await t.app.inject({ url: '/blog/no-such-post-1', remoteAddress: client })).statusCode).toBe(429);
        // cached answers never count: the client over its limit still gets cached pages, query strings and all
        for (let i = 0; i < 20; i++)
          expect((await t.app.inject({ url: `/guide?utm_source=${i}`, remoteAddress: client })).statusCode).toBe(200);
        // another client renders
        expect((await t.app.inject({ url: '/blog/no-such-post-1', remoteAddress: '203.0.113.8' })).statusCode).toBe(404);
        expect(r.renders).toEqual(['/guide', '/blog/no-such-post-1', '/blog/no-such-post-2', '/blog/no-such-post-1']);
        if (redis && before) expect((await pageKeys(redis, t.redis.keyPrefix)).keys).toEqual(before.keys);
      } finally {
        redis?.disconnect();
      }
    },
  );

  it(
    'serves query-string variants of a cached page from the cache, and renders only the parameters a page reads',
    { timeout: 300_000 },
    async () => {
      const r = await countingBuiltRenderer();
      const t = await createTestApp({ deps: { renderer: r.source } });
      apps.push(t);
      const home = await t.app.inject({ url: '/' });
      expect(home.statusCode).toBe(200);
      for (let i = 0; i < 50; i++) {
        const res = await t.app.inject({ url: `/?a=${i}&utm_source=x${i}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag).toBe(home.headers.etag);
      }
      // the search page reads q: one render per search, whatever else the query holds
      for (const extra of ['', '&utm_source=1', '&page=2&ref=x'])
        expect((await t.app.inject({ url: `/es/search?q=ledger${extra}` })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/es/search?q=kraken' })).statusCode).toBe(200);
      // the blog list reads page; the directory reads its filters
      expect((await t.app.inject({ url: '/blog?page=1&fbclid=abc' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/blog?fbclid=def&page=1' })).statusCode).toBe(200);
      expect(r.renders).toEqual(['/', '/es/search?q=ledger', '/es/search?q=kraken', '/blog?page=1']);
    },
  );
});

const database = await createTestDatabase();

// Needs a real Postgres (TEST_DATABASE_URL) to refuse connections: skipped on embedded PGlite.
describe.skipIf(!database.url)('page cache during a database fault (real Postgres only)', () => {
  let proxy: TcpProxy | undefined;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await database.drop();
  });

  it(
    'a page rendered while the database refuses answers 503 with Retry-After and noindex, is not cached, and is fresh after recovery',
    { timeout: 300_000 },
    async () => {
      const url = new URL(database.url!);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.port = String(proxy.port);
      const r = await countingBuiltRenderer();
      t = await createTestApp({
        database,
        env: { DATABASE_URL: url.toString(), DB_QUERY_TIMEOUT_MS: '1000', DB_ACQUIRE_TIMEOUT_MS: '1000' },
        deps: { renderer: r.source },
      });
      const slug = 'how-to-spot-crypto-scams';
      const pages = ['/coupon-codes', `/blog/${slug}`, '/de/coupon-codes'];

      await proxy.setMode('refuse');
      for (const path of pages) {
        for (let round = 0; round < 2; round++) {
          const res = await t.app.inject({ url: path });
          expect(res.statusCode, path).toBe(503);
          expect(res.headers['retry-after']).toBe('30');
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.headers.etag).toBeUndefined();
          expect(res.body).toContain('<meta name="robots" content="noindex">');
          expect(res.body.match(/<meta name="robots"/g)).toHaveLength(1);
          // the page's own content, in its own error state: the site around it is there
          expect(res.body).toContain('<header');
        }
      }
      const during = r.renders.length;
      expect(during).toBe(pages.length * 2); // nothing was cached: every request rendered

      await proxy.setMode('forward');
      for (let i = 0; i < 100 && (await t.app.inject({ url: '/readyz' })).statusCode !== 200; i++)
        await new Promise((res) => setTimeout(res, 100));
      for (const path of pages) {
        const res = await t.app.inject({ url: path });
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
        expect(res.body).not.toContain('<meta name="robots" content="noindex">');
        // cached now: asked again, not rendered again
        expect((await t.app.inject({ url: path })).body).toBe(res.body);
      }
      expect(r.renders.length).toBe(during + pages.length);
    },
  );
});

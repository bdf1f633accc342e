/**
 * A cached page is sent in the content coding the client prefers (Brotli, then gzip), from copies kept with
 * the cached page, so no request pays for compressing it again; what any coding carries is the same
 * document, with the same ETag. With Redis, the shared store holds the page's gzip copy, and another
 * instance answers from it without rendering. Uses the real server renderer (build the client first:
 * `npm run build`).
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '../support/services.js';
import { countingBuiltRenderer } from '../support/built-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PAGE = '/exchanges/kraken';

const decode = (encoding: string | undefined, bytes: Buffer) =>
  encoding === 'br'
    ? brotliDecompressSync(bytes)
    : encoding === 'gzip'
      ? gunzipSync(bytes)
      : encoding === 'deflate'
        ? inflateSync(bytes)
        : bytes;

describe('page content codings', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  const apps: TestApp[] = [];
  let first: Awaited<ReturnType<typeof countingBuiltRenderer>>;
  let second: Awaited<ReturnType<typeof countingBuiltRenderer>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await createTestRedis();
    first = await countingBuiltRenderer();
    second = await countingBuiltRenderer();
    const env = { SEO_AUDIT_HOUR: 'off' };
    apps.push(await createTestApp({ database, redis, env, deps: { renderer: first.source } }));
    apps.push(await createTestApp({ database, redis, env, deps: { renderer: second.source } }));
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database?.drop();
    await redis?.stop();
  });

  it('sends the cached page in the coding asked for, each the same document with the same ETag, from one render', async () => {
    const [t] = apps;
    const plain = await t!.app.inject({ url: PAGE, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.body).toContain('<title>');
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['*', 'br'],
      ['deflate', 'deflate'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      const res = await t!.app.inject({ url: PAGE, headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['vary'], accept).toBe('accept-encoding');
      expect(res.headers['etag'], accept).toBe(plain.headers['etag']);
      expect(res.headers['content-security-policy'], accept).toBe(plain.headers['content-security-policy']);
      if (res.headers['content-length'] !== undefined) expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length);
      expect(decode(encoding, res.rawPayload).equals(plain.rawPayload), accept).toBe(true);
    }
    // a revalidation in any coding is a 304 without a body
    const revalidated = await t!.app.inject({
      url: PAGE,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers['etag']) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    // HEAD answers the headers of the page
    const head = await t!.app.inject({ method: 'HEAD', url: PAGE, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(first.renders.filter((u) => u === PAGE)).toHaveLength(1);
  });

  it('sends a page in every language, and an unknown id as the not-found page, compressed the same way', async () => {
    const [t] = apps;
    for (const url of ['/de/exchanges/kraken', '/es/exchanges/kraken', '/pt/exchanges/kraken', '/exchanges/no-such-exchange']) {
      const plain = await t!.app.inject({ url });
      const br = await t!.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(br.statusCode, url).toBe(url.endsWith('no-such-exchange') ? 404 : 200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['etag'], url).toBe(plain.headers['etag']);
      // an unknown id is rendered on every request (never cached), with the render's clock in its boot data
      if (br.statusCode === 200) expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), url).toBe(true);
      else expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toMatch(/^<!doctype html>[\s\S]*<\/html>\s*$/i);
    }
    // other spellings of a page still answer with one redirect to it
    const slash = await t!.app.inject({ url: '/exchanges/kraken/' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/exchanges/kraken');
  });

  it.runIf(Boolean(process.env.TEST_REDIS_URL))(
    'shares the page through Redis with its gzip copy: another instance answers it without rendering',
    async () => {
      const [a, b] = apps;
      const url = '/de/exchanges/kraken';
      const fromA = await a!.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      const plainA = await a!.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const fromB = await b!.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      const plainB = await b!.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const brB = await b!.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(second.renders).not.toContain(url);
      expect(fromB.statusCode).toBe(200);
      expect(fromB.headers['content-encoding']).toBe('gzip');
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
      expect(plainB.rawPayload.equals(plainA.rawPayload)).toBe(true);
      expect(plainB.headers['etag']).toBe(plainA.headers['etag']);
      expect(plainB.headers['content-security-policy']).toBe(plainA.headers['content-security-policy']);
      expect(brotliDecompressSync(brB.rawPayload).equals(plainA.rawPayload)).toBe(true);
    },
  );
});

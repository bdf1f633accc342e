import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(async () => t?.close());

  it('/healthz says the process is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database and the cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: { ok: true }, cache: { ok: true } } });
  });

  it('unknown /api paths answer a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/does-not-exist not found' });
  });

  it('pages of the route list answer 200 and unknown paths 404, both rendered pages', async () => {
    const known = await t.app.inject({ method: 'GET', url: '/exchanges/no-kyc' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toContain('text/html');
    // shared caches may keep a page a few minutes; browsers revalidate it by its ETag
    expect(known.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
    expect(known.headers.etag).toMatch(/^"[\w-]+"$/);
    const unknown = await t.app.inject({ method: 'GET', url: '/this/does/not/exist' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
  });

  it('sends a strict CSP with no unsafe-inline and no nonce: the page’s inline script is allowed by its hash', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/' });
    const b = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(a.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|nonce-/);
    // the same document and policy for everyone, so both can be cached and shared
    expect(csp).toBe(b.headers['content-security-policy']);
    expect(a.body).toBe(b.body);
    const inline = [...a.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const code of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
  });

  it('pages and JSON agree on framing (DENY, as frame-ancestors none) and switch off unused browser features', async () => {
    for (const url of ['/', '/api/site-config', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(String(res.headers['permissions-policy']), url).toMatch(/(^|, )camera=\(\)(,|$)/);
      expect(String(res.headers['permissions-policy']), url).toMatch(/(^|, )geolocation=\(\)(,|$)/);
    }
  });

  it('sends a hashed asset only the security headers a subresource uses (nosniff, CORP), none of the document ones', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!asset) return; // client not built in this run (unit-only runs); make test always builds it
    const res = await t.app.inject({ method: 'GET', url: asset });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ])
      expect(res.headers[name], name).toBeUndefined();
    // the page itself keeps every header
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves hashed assets for a year and other files for an hour', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!asset) return; // client not built in this run (unit-only runs); make test always builds it
    const res = await t.app.inject({ method: 'GET', url: asset });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const fav = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(fav.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("serves the client build's Brotli and gzip copies of a script as they are, varying on Accept-Encoding", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!asset) return; // client not built in this run (unit-only runs); make test always builds it
    const file = (suffix: string) => readFileSync(join(repoRoot, 'frontend/dist', asset + suffix));
    for (const [accept, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      ['identity', undefined, ''],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['vary'], accept).toBe('accept-encoding');
      expect(res.headers['content-type'], accept).toBe('application/javascript; charset=utf-8');
      expect(res.rawPayload.equals(file(suffix)), accept).toBe(true);
    }
    // the copies hold the same script
    expect(brotliDecompressSync(file('.br')).equals(file(''))).toBe(true);
  });

  it('publishes OpenAPI 3.1 at /openapi.json and a docs UI at /docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toBe('3.1.0');
    expect(Object.keys(spec.json().paths)).toContain('/api/site-config');
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('names where a figure comes from once: every answer refers to the one Provenance schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      components: { schemas: Record<string, unknown> };
      paths: Record<string, unknown>;
    };
    // the three shapes, as the shared domain defines them
    const provenance = doc.components.schemas.Provenance as { anyOf: Array<{ properties: { kind: { enum: string[] } } }> };
    expect(provenance.anyOf.map((b) => b.properties.kind.enum)).toEqual([['catalogue'], ['checked'], ['feed']]);
    // no other copy of them anywhere in the document (a schema whose `kind` is catalogue is one)
    const text = JSON.stringify(doc);
    expect(text.split('"enum":["catalogue"]').length - 1).toBe(1);
    const refs = text.split('"$ref":"#/components/schemas/Provenance"').length - 1;
    expect(refs).toBeGreaterThan(100);
    // the partner records, the cost to buy and the recommendations all point at it
    const uses = (schema: string) => JSON.stringify(doc.components.schemas[schema]).includes('#/components/schemas/Provenance');
    expect(['ContentPartner', 'PartnerFileRecord', 'CostToBuyEntry', 'RankedPartner'].filter((s) => !uses(s))).toEqual([]);
  });

  it('exposes Prometheus metrics per route', async () => {
    await t.app.inject({ method: 'GET', url: '/api/site-config' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/site-config",status_code="200"\} \d+/);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('echoes a request id on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc12345-trace' } });
    expect(res.headers['x-request-id']).toBe('abc12345-trace');
    const other = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(other.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces a request id that is too long, too short or holds odd characters with a fresh one', async () => {
    for (const given of ['x'.repeat(8000), 'short', 'has space in it', 'quote"injection', 'a'.repeat(65)]) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
      expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const longest = 'a'.repeat(64);
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': longest } })).headers['x-request-id']).toBe(
      longest,
    );
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('decompresses request bodies, and refuses an encoding it does not know with a 415', async () => {
    const body = JSON.stringify({ events: [{ name: 'page_view', path: '/' }] });
    const post = (encoding: string, payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        payload,
        remoteAddress: '203.0.113.200',
      });
    const gz = await post('gzip', gzipSync(body));
    expect(gz.statusCode).toBe(202);
    expect(gz.json()).toEqual({ accepted: 1 });
    const odd = await post('x-unknown', Buffer.from(body));
    expect(odd.statusCode).toBe(415);
    expect(odd.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('rate limits /api routes with a 429 that carries Retry-After and a JSON message', async () => {
    const ip = '203.0.113.9';
    let last;
    for (let i = 0; i < 6; i++) last = await t.app.inject({ method: 'GET', url: '/api/site-config', remoteAddress: ip });
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(last!.json().message).toMatch(/^Too many requests\. Please retry in \d+ seconds\.$/);
    // pages are not limited
    const page = await t.app.inject({ method: 'GET', url: '/', remoteAddress: ip });
    expect(page.statusCode).toBe(200);
  });
});

describe('/metrics access', () => {
  const TOKEN = 'metrics-token-for-tests-0123456789';
  let prod: TestApp;
  let withToken: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    withToken = await createTestApp({ env: { NODE_ENV: 'production', METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await prod?.close();
    await withToken?.close();
  });

  it('is off (404) in production without METRICS_TOKEN', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });

  it('asks for the bearer token when one is configured', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".',
      });
    }
    const ok = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_requests_total');
  });
});

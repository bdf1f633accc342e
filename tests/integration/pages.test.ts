/**
 * The page renderer's own behaviour, with the client's renderer replaced by a small stand-in (the real one
 * is exercised page by page in tests/e2e/raw-html.test.ts): rendered pages are cached and shared through the
 * cache port, invalidated when data they show changes (on every instance), and a render that fails answers
 * a plain 500 page, logged with the request id, never a stack trace.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTemplate, type RendererSource, type RenderInput } from '../../backend/src/platform/pages/page-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createTestRedis } from '../support/services.js';

const TEMPLATE = parseTemplate(
  '<!doctype html><html lang="__HTML_LANG__"><head><script>var theme=1;</script><link rel="stylesheet" href="/assets/site.css"><!--app-head--></head>' +
    '<body><div id="root"><!--app-html--></div><script type="application/json" id="coinatlas-boot"><!--app-boot--></script></body></html>',
);
const ORIGIN = 'http://localhost:3000';
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

/** A renderer that shows how many codes the API lists, and counts its renders. */
function countingRenderer(fail = false) {
  const renders: RenderInput[] = [];
  let fetchApi: (r: Request) => Promise<Response> = fetch;
  const source: RendererSource = {
    template: async () => TEMPLATE,
    entry: async () => ({
      configure: (opts) => {
        fetchApi = opts.fetch;
      },
      render: async (input) => {
        renders.push(input);
        if (fail) throw new Error('boom: the render broke at SecretComponent (file.tsx:12)');
        const codes = (await (await fetchApi(new Request('http://coinatlas.internal/api/referral-codes'))).json()) as unknown[];
        return { lang: 'en', head: '<title>Codes</title>', html: `<main><h1>${codes.length} codes</h1></main>`, boot: '{}', missed: [] };
      },
    }),
  };
  return { source, renders };
}

async function signIn(t: TestApp) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: ORIGIN },
    payload: { email: EMAIL, password: PASSWORD },
  });
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, origin: ORIGIN, 'x-csrf-token': res.json().csrfToken as string };
}

describe('page renderer', () => {
  const apps: TestApp[] = [];
  const after: Array<() => Promise<void>> = [];
  afterEach(async () => {
    // the last instance first: the first one owns the database it drops
    for (const a of apps.splice(0).reverse()) await a.close();
    for (const f of after.splice(0)) await f();
  });

  it('caches a page, revalidates it by ETag, and renders it afresh once a referral code changes', async () => {
    const r = countingRenderer();
    const t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }, deps: { renderer: r.source } });
    apps.push(t);
    const first = await t.app.inject({ url: '/coupon-codes' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>0 codes</h1>');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
    const again = await t.app.inject({ url: '/coupon-codes', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: '/coupon-codes' })).body).toBe(first.body);
    expect(r.renders).toHaveLength(1);

    const admin = await signIn(t);
    const codes = (await t.app.inject({ url: '/api/referral-codes?includeInactive=true', headers: admin })).json() as { id: number }[];
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/referral-codes/${codes[0]!.id}`,
      headers: admin,
      payload: { code: 'REAL123', isActive: true },
    });
    expect(updated.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/coupon-codes' });
    expect(after.body).toContain('<h1>1 codes</h1>');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(r.renders).toHaveLength(2);
  });

  it('shares rendered pages through Redis, and another instance sees an invalidation within a second', async (ctx) => {
    const redis = await createTestRedis();
    if (!redis.url) ctx.skip(); // needs a shared cache: two in-process caches share nothing
    after.push(() => redis.stop());
    let now = Date.parse('2026-11-24T12:00:00Z');
    const clock = () => now;
    const a = countingRenderer();
    const b = countingRenderer();
    const first = await createTestApp({
      redis,
      env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD },
      deps: { renderer: a.source, now: clock },
    });
    apps.push(first);
    const second = await createTestApp({ redis, database: first.database, deps: { renderer: b.source, now: clock } });
    apps.push(second);
    expect((await first.app.inject({ url: '/coupon-codes' })).statusCode).toBe(200);
    expect((await second.app.inject({ url: '/coupon-codes' })).body).toContain('<h1>0 codes</h1>');
    expect([a.renders.length, b.renders.length]).toEqual([1, 0]); // the second instance used the shared page

    const admin = await signIn(first);
    const codes = (await first.app.inject({ url: '/api/referral-codes?includeInactive=true', headers: admin })).json() as { id: number }[];
    await first.app.inject({
      method: 'PUT',
      url: `/api/referral-codes/${codes[0]!.id}`,
      headers: admin,
      payload: { code: 'REAL123', isActive: true },
    });
    now += 1001;
    expect((await second.app.inject({ url: '/coupon-codes' })).body).toContain('<h1>1 codes</h1>');
  });

  it('a failing render answers a plain 500 page in the path’s language, with the request id and no internals, and logs it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const r = countingRenderer(true);
    const t = await createTestApp({ deps: { renderer: r.source, logger: { level: 'error', stream } } });
    apps.push(t);
    const res = await t.app.inject({ url: '/de/exchanges' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('Etwas ist schiefgelaufen');
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(res.body).toContain(String(res.headers['x-request-id']));
    expect(res.body).not.toMatch(/boom|SecretComponent|file\.tsx|<script/);
    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string; err?: { message: string } });
    expect(logged.find((l) => l.msg === 'page render failed')).toMatchObject({
      reqId: res.headers['x-request-id'],
      err: { message: expect.stringContaining('boom') },
    });
    // nothing was cached: the next request tries again
    await t.app.inject({ url: '/de/exchanges' });
    expect(r.renders).toHaveLength(2);
  });

  it('keeps one URL per page: a trailing slash answers 301 to the path without it', async () => {
    const t = await createTestApp({ deps: { renderer: countingRenderer().source } });
    apps.push(t);
    const res = await t.app.inject({ url: '/es/tools/?q=ledger' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/es/tools?q=ledger');
  });
});

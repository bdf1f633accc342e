/**
 * A 5xx is never cacheable. The public reads below set `Cache-Control: public, max-age=60` before asking the
 * database; with the database unreachable they answer 503, and a proxy that kept that answer (nginx with the
 * example configuration did) served the outage for a minute after the database was back. Every answer of 500
 * or more must say `no-store`, whatever the route set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const GENERIC_503 = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Service temporarily unavailable. Please try again shortly.',
};

describe('answers of 500 or more are no-store (database unreachable)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort(); // nothing listens there: every connection is refused
    t = await createTestApp({
      env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nowhere`, MIGRATE_ON_START: 'false', RATE_LIMIT_MAX: '100000' },
    });
  });
  afterAll(async () => t?.close());

  it.each(['/api/blog/posts', '/api/blog/posts/what-is-bitcoin', '/api/search?q=bitcoin', '/api/authors/ada-lovelace'])(
    'GET %s: 503 with Cache-Control no-store, not the public caching the route sets',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(GENERIC_503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['retry-after']).toBe('5');
    },
  );

  it('every GET operation of the API document that answers 5xx says no-store', async () => {
    type Param = { name: string; in: string; required?: boolean; schema?: { examples?: unknown[]; enum?: unknown[]; type?: string } };
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Param[] }>> };
    const value = (p: Param | undefined) =>
      String(p?.schema?.examples?.[0] ?? p?.schema?.enum?.[0] ?? (p?.schema?.type === 'integer' ? 1 : 'x'));
    const wrong: string[] = [];
    let failing = 0;
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      const op = byMethod.get;
      if (!op) continue;
      const params = op.parameters ?? [];
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(value(params.find((p) => p.name === name))));
      const query = params.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(value(p))}`);
      const res = await t.app.inject({ url: query.length ? `${url}?${query.join('&')}` : url });
      if (res.statusCode < 500) continue;
      failing++;
      if (res.headers['cache-control'] !== 'no-store')
        wrong.push(`GET ${url} -> ${res.statusCode} cache-control: ${res.headers['cache-control']}`);
    }
    expect(wrong).toEqual([]);
    // the sweep means something only if the outage reached many reads
    expect(failing).toBeGreaterThan(10);
  });
});

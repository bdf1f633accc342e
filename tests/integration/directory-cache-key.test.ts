/**
 * The exchange directory's search words and orders make no page-cache entry each (issue 34, item 7): the
 * server renders a view without its search words (the browser applies them) and knows the directory's few
 * orders and filters; any other value renders, and is cached as, the view itself. Counts the real renderer's
 * renders (each is one cache entry) and, with TEST_REDIS_URL, the page keys in Redis. Build the client first
 * (`npm run build`).
 */
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { countingBuiltRenderer } from '../support/built-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The page keys (without the generation) under a test's Redis prefix. */
async function pageKeys(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}pages:*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...found.filter((k) => k !== `${prefix}pages:generation` && k !== `${prefix}pages:index`));
  } while (cursor !== '0');
  return keys.map((k) => k.slice(prefix.length).replace(/^pages:[^:]+:/, '')).sort();
}

describe('the exchange directory in the page cache', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const a of apps.splice(0).reverse()) await a.close();
  });

  it('50 searches and 50 made-up orders add one cached page; the three orders add one each', { timeout: 300_000 }, async () => {
    const r = await countingBuiltRenderer();
    const t = await createTestApp({ env: { SEO_AUDIT_HOUR: 'off' }, deps: { renderer: r.source } });
    apps.push(t);
    const redis = t.redis.url ? new Redis(t.redis.url) : undefined;
    try {
      const first = await t.app.inject({ url: '/exchanges' });
      expect(first.statusCode).toBe(200);
      for (let i = 0; i < 50; i++) {
        const res = await t.app.inject({ url: `/exchanges?q=exchange-${i}&sort=order-${i}` });
        expect(res.statusCode).toBe(200);
        // the same page: the view itself, whatever was searched
        expect(res.headers.etag).toBe(first.headers.etag);
      }
      for (const sort of ['name', 'fees', 'coins'])
        for (let i = 0; i < 10; i++) expect((await t.app.inject({ url: `/exchanges?sort=${sort}&q=${i}` })).statusCode).toBe(200);
      expect(r.renders).toEqual(['/exchanges', '/exchanges?sort=name', '/exchanges?sort=fees', '/exchanges?sort=coins']);
      if (redis) expect(await pageKeys(redis, t.redis.keyPrefix)).toEqual(r.renders.slice().sort());
    } finally {
      redis?.disconnect();
    }
  });
});

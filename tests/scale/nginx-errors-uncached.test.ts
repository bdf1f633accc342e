/**
 * The example nginx configuration (ops/nginx/coinatlas.conf) never keeps a server error, even one whose
 * Cache-Control allows it: during a database outage an app once answered 503 with `public, max-age=60`, nginx
 * kept it and served the outage for a minute after the database was back. The app now marks every 5xx
 * no-store (tests/integration/unavailable-no-store.test.ts); the proxy must not rely on that alone.
 *
 * The upstream here is a stand-in HTTP server in this process whose answers the test chooses, so the test is
 * about nginx's configuration only (the scale-out suite runs the real app behind it).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '../support/nginx.js';

type Answer = { status: number; cacheControl: string; body: string };

describe('nginx example configuration: 5xx answers are never cached', () => {
  let nginx: RunningNginx;
  let upstream: Server;
  /** What the stand-in answers for each path, and how many requests reached it. */
  const answers = new Map<string, Answer>();
  const hits = new Map<string, number>();

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const path = req.url ?? '/';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const a = answers.get(path) ?? { status: 404, cacheControl: 'no-store', body: 'unknown' };
      res.writeHead(a.status, { 'content-type': 'text/plain', 'cache-control': a.cacheControl });
      res.end(a.body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    nginx = await startNginx({ upstreams: [(upstream.address() as { port: number }).port] });
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  const get = async (path: string) => {
    const res = await fetch(`${nginx.url}${path}`);
    return { status: res.status, body: await res.text(), cache: res.headers.get('x-cache-status') };
  };

  it('a 200 with public max-age is cached (the cache works at all)', async () => {
    answers.set('/api/ok', { status: 200, cacheControl: 'public, max-age=60', body: 'fine' });
    expect(await get('/api/ok')).toEqual({ status: 200, body: 'fine', cache: 'MISS' });
    expect(await get('/api/ok')).toEqual({ status: 200, body: 'fine', cache: 'HIT' });
    expect(hits.get('/api/ok')).toBe(1);
  });

  it.each([500, 503, 504])('a %i with public max-age is not kept: the next request reaches the app', async (status) => {
    const path = `/api/down-${status}`;
    answers.set(path, { status, cacheControl: 'public, max-age=60', body: 'outage' });
    expect(await get(path)).toEqual({ status, body: 'outage', cache: 'MISS' });
    // the dependency is back: the very next request gets the fresh answer, not the kept error
    answers.set(path, { status: 200, cacheControl: 'public, max-age=60', body: 'back' });
    expect(await get(path)).toEqual({ status: 200, body: 'back', cache: 'MISS' });
    expect(hits.get(path)).toBe(2);
  });
});

/**
 * The global /api rate limit, answer by answer: its headers, its 429, how clients are told apart, and
 * what it leaves alone. Run with the Redis store (when TEST_REDIS_URL is set) and with the in-process one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MAX = 5;
const WINDOW_S = 60;

describe.each([
  { store: 'shared (Redis when configured)', withRedis: true },
  { store: 'in-process', withRedis: false },
])('global rate limit, $store store', ({ withRedis }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withRedis, env: { RATE_LIMIT_MAX: String(MAX), RATE_LIMIT_WINDOW_MS: String(WINDOW_S * 1000) } });
  });
  afterAll(async () => t?.close());

  const get = (remoteAddress: string, url = '/api/site-config', method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, remoteAddress });
  /** The window's seconds left, as the headers say: a whole number of seconds within the window. */
  const resetOf = (headers: Record<string, unknown>) => {
    const reset = Number(headers['x-ratelimit-reset']);
    expect(Number.isInteger(reset) && reset >= 1 && reset <= WINDOW_S, `x-ratelimit-reset ${String(headers['x-ratelimit-reset'])}`).toBe(
      true,
    );
    return reset;
  };

  it('counts down in its headers, then answers 429 with Retry-After and a JSON message', async () => {
    const ip = '203.0.113.10';
    let lastReset = WINDOW_S;
    for (let i = 1; i <= MAX; i++) {
      const res = await get(ip);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe(String(MAX));
      expect(res.headers['x-ratelimit-remaining']).toBe(String(MAX - i));
      const reset = resetOf(res.headers);
      expect(reset).toBeLessThanOrEqual(lastReset);
      lastReset = reset;
      expect(res.headers['retry-after']).toBeUndefined();
    }
    for (let extra = 0; extra < 2; extra++) {
      const res = await get(ip);
      expect(res.statusCode).toBe(429);
      expect(res.headers['x-ratelimit-limit']).toBe(String(MAX));
      expect(res.headers['x-ratelimit-remaining']).toBe('0');
      const reset = resetOf(res.headers);
      expect(res.headers['retry-after']).toBe(String(reset));
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many requests. Please retry in ${reset} seconds.`,
      });
      // the other headers every answer carries are there on a 429 too
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('counts each client address on its own', async () => {
    for (let i = 0; i < MAX + 1; i++) await get('203.0.113.20');
    expect((await get('203.0.113.20')).statusCode).toBe(429);
    const other = await get('203.0.113.21');
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
  });

  it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    for (let i = 0; i < MAX; i++) expect((await get('2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await get('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).statusCode).toBe(429);
    expect((await get('2001:DB8:1:2::2')).statusCode).toBe(429);
    expect((await get('2001:db8:1:3::1')).headers['x-ratelimit-remaining']).toBe(String(MAX - 1));

    for (let i = 0; i < MAX; i++) expect((await get('203.0.113.30')).statusCode).toBe(200);
    expect((await get('::ffff:203.0.113.30')).statusCode).toBe(429);
  });

  it('counts HEAD and GET of a route together', async () => {
    const ip = '203.0.113.40';
    const head = await get(ip, '/api/site-config', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
    for (let i = 2; i <= MAX; i++) expect((await get(ip)).headers['x-ratelimit-remaining']).toBe(String(MAX - i));
    expect((await get(ip, '/api/site-config', 'HEAD')).statusCode).toBe(429);
  });

  it('shares one count across the /api routes', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < MAX; i++) expect((await get(ip, i % 2 ? '/api/site-config' : '/api/region')).statusCode).not.toBe(429);
    expect((await get(ip, '/api/market')).statusCode).toBe(429);
  });

  it('leaves health probes, metrics, pages and unknown /api paths alone, without rate-limit headers', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < MAX + 1; i++) await get(ip);
    for (const url of ['/healthz', '/readyz', '/metrics', '/', '/api/does-not-exist']) {
      const res = await get(ip, url);
      expect(res.statusCode, url).toBe(url === '/api/does-not-exist' ? 404 : 200);
      expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
      expect(res.headers['x-ratelimit-remaining'], url).toBeUndefined();
    }
  });

  it('keeps the analytics endpoint on its own, larger limit', async () => {
    const ip = '203.0.113.70';
    for (let i = 0; i < MAX + 1; i++) await get(ip);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: ip,
      payload: { events: [{ name: 'page_view', path: '/' }] },
    });
    expect(res.statusCode).toBe(202);
    expect(res.headers['x-ratelimit-limit']).toBe('120');
    expect(res.headers['x-ratelimit-remaining']).toBe('119');
  });
});

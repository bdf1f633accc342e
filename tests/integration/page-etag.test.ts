/**
 * A page's ETag names what the page shows, not when it was rendered: the boot data embeds the query cache,
 * whose entries carry the render's clock (dataUpdatedAt, dehydratedAt). Two renders of the same page at
 * different times must answer the same ETag, or every CDN and browser revalidation after a re-render
 * downloads the page again. Uses the real server renderer (build the client first: `npm run build`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../backend/src/paths.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('page ETag', () => {
  let t: TestApp;
  beforeAll(async () => {
    const built = join(repoRoot, 'frontend/dist-ssr/entry-server.js');
    if (!existsSync(built)) throw new Error(`This test renders real pages: build the client first (npm run build); ${built} is missing.`);
    // no page cache: every request is a render of its own
    t = await createTestApp({ withRedis: false, env: { PAGE_CACHE_TTL_MS: '0', SEO_AUDIT_HOUR: 'off' } });
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['/about', '/de/exchanges'])('two renders of %s an hour apart answer the same ETag, and it revalidates', async (url) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-27T10:00:00Z'));
    const first = await t.app.inject({ url });
    vi.setSystemTime(Date.parse('2026-11-27T11:00:00Z'));
    const second = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    // the renders did embed their clock (else this test would prove nothing)
    const stamps = (html: string) => [...html.matchAll(/"(?:dataUpdatedAt|dehydratedAt)":(\d+)/g)].map((m) => Number(m[1]));
    expect(stamps(first.body)).toContain(Date.parse('2026-11-27T10:00:00Z'));
    expect(stamps(second.body)).toContain(Date.parse('2026-11-27T11:00:00Z'));
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });
});

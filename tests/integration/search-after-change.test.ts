/**
 * A change's search reindex runs after the change has committed (issue 34: "a desk save commits, then tells
 * the editor it failed"). With the index's table away, a desk save answers 200 and is stored; the reindex is
 * tried again (SEARCH_REINDEX_RETRY_MS) and, once the table is back, search finds the saved text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EDITOR = { email: 'reindex@coinatlas.example', password: 'a long pass phrase for the desk' };

describe('search reindex after a desk save', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_EMAIL: EDITOR.email, ADMIN_PASSWORD: EDITOR.password, SEARCH_REINDEX_RETRY_MS: '200', RATE_LIMIT_MAX: '100000' },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: EDITOR });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    headers = { cookie, origin: ORIGIN, 'x-csrf-token': res.json().csrfToken as string };
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const titles = async (q: string) => {
    const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&lang=en` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: { title: string }[] }).results.map((r) => r.title);
  };

  it('a save whose reindex fails is saved and answered 200; the reindex is tried again until search finds it', async () => {
    const before = await t.app.inject({ url: '/api/admin/partners/exchange/bitstamp', headers });
    expect(before.statusCode, before.body).toBe(200);
    const { version, record } = before.json() as { version: number; record: Record<string, unknown> };
    expect(await titles('Zyxwvut')).toEqual([]);

    await t.infra.db.raw('ALTER TABLE search_documents RENAME TO search_documents_away');
    let renamed = true;
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/partners/exchange/bitstamp',
        headers,
        payload: { version, record: { ...record, name: 'Bitstamp Zyxwvut' } },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().version).toBe(version + 1);
      const pub = await t.app.inject({ url: '/api/content/partners/exchange/bitstamp?lang=en' });
      expect(pub.json().name).toBe('Bitstamp Zyxwvut');
      await t.infra.db.raw('ALTER TABLE search_documents_away RENAME TO search_documents');
      renamed = false;
      await expect.poll(() => titles('Zyxwvut'), { timeout: 20_000, interval: 100 }).toContain('Bitstamp Zyxwvut');
    } finally {
      if (renamed) await t.infra.db.raw('ALTER TABLE search_documents_away RENAME TO search_documents');
    }
  });
});

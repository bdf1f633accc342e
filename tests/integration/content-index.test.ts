import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PARTNERS_DIR = join(import.meta.dirname, '../../backend/content/partners');
type Indexed = { type: string; id: string; name: string; officialUrl: string; category: string | null };

/** Every partner file on disk, read directly: the index must list exactly these. */
const onDisk = () =>
  readdirSync(PARTNERS_DIR).flatMap((kind) =>
    readdirSync(join(PARTNERS_DIR, kind)).map((f) => JSON.parse(readFileSync(join(PARTNERS_DIR, kind, f), 'utf8')) as Indexed),
  );

describe('GET /api/content/index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lists every partner record once, with its name, address and section', async () => {
    const res = await t.app.inject({ url: '/api/content/index' });
    expect(res.statusCode).toBe(200);
    const { partners } = res.json() as { partners: Indexed[] };
    const files = onDisk();
    expect(partners).toHaveLength(files.length);
    for (const f of files) {
      expect(
        partners.find((p) => p.type === f.type && p.id === f.id),
        `${f.type}/${f.id}`,
      ).toEqual({
        type: f.type,
        id: f.id,
        name: f.name,
        officialUrl: f.officialUrl,
        category: f.category ?? null,
      });
    }
  });

  it('is cacheable and answers 304 to its own ETag', async () => {
    const first = await t.app.inject({ url: '/api/content/index' });
    // revalidated on every use: an editor's save shows on the next request
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({ url: '/api/content/index', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses unknown query fields with a message', async () => {
    const res = await t.app.inject({ url: '/api/content/index?lang=en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("querystring has an unknown field 'lang'");
  });
});

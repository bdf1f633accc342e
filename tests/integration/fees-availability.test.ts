import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PARTNERS_DIR = join(import.meta.dirname, '../../backend/content/partners');
type Raw = { type: string; id: string; name: string; category?: string; fees?: unknown; availability?: unknown[] };
const onDisk = (): Raw[] =>
  readdirSync(PARTNERS_DIR).flatMap((kind) =>
    readdirSync(join(PARTNERS_DIR, kind)).map((f) => JSON.parse(readFileSync(join(PARTNERS_DIR, kind, f), 'utf8')) as Raw),
  );

describe('fee and availability facts through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('GET /api/content/fees lists every centralized exchange with fee facts, as in its file, and counts the others', async () => {
    const res = await t.app.inject({ url: '/api/content/fees' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { exchanges: { id: string; name: string; fees: unknown }[]; withoutFees: number };
    const central = onDisk().filter((p) => p.type === 'exchange' && p.category === 'centralized');
    const withFees = central.filter((p) => p.fees);
    expect(withFees.length).toBeGreaterThan(0);
    expect(body.exchanges.map((e) => e.id).sort()).toEqual(withFees.map((p) => p.id).sort());
    for (const e of body.exchanges) expect(e.fees).toEqual(withFees.find((p) => p.id === e.id)!.fees);
    expect(body.withoutFees).toBe(central.length - withFees.length);
  });

  it('GET /api/content/availability lists every partner with availability facts, as in its file', async () => {
    const res = await t.app.inject({ url: '/api/content/availability' });
    expect(res.statusCode).toBe(200);
    const { partners } = res.json() as { partners: { type: string; id: string; availability: unknown[] }[] };
    const files = onDisk().filter((p) => p.availability?.length);
    expect(partners.map((p) => `${p.type}/${p.id}`).sort()).toEqual(files.map((p) => `${p.type}/${p.id}`).sort());
    for (const p of partners) expect(p.availability).toEqual(files.find((f) => f.type === p.type && f.id === p.id)!.availability);
  });

  it('the partner answers carry the same facts', async () => {
    const file =
      onDisk().find((p) => p.type === 'exchange' && p.fees && p.availability) ?? onDisk().find((p) => p.type === 'exchange' && p.fees)!;
    const res = await t.app.inject({ url: `/api/content/partners/exchange/${file.id}?lang=es` });
    expect(res.statusCode).toBe(200);
    expect(res.json().fees).toEqual(file.fees);
    if (file.availability) expect(res.json().availability).toEqual(file.availability);
  });

  it('is cacheable (304 to its own ETag) and refuses unknown query fields naming them', async () => {
    for (const url of ['/api/content/fees', '/api/content/availability']) {
      const first = await t.app.inject({ url });
      // revalidated on every use: an editor's save shows on the next request
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      const bad = await t.app.inject({ url: `${url}?country=US` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("querystring has an unknown field 'country'");
    }
  });
});

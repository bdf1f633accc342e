import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'growth@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

const DRAFT = {
  id: 'kraken-spring',
  title: { en: 'Kraken spring', de: 'Kraken Frühling' },
  description: { en: 'Trade on Kraken.' },
  ctaText: { en: 'Open Kraken' },
  discount: { en: 'New' },
  partnerType: 'exchange',
  partnerId: 'kraken',
  categories: ['exchange'],
  targetPages: ['/exchanges'],
  userTypes: ['exchange_seeker'],
  marketConditions: [],
  priority: 20,
  bgColor: 'indigo',
  active: true,
  startsAt: null,
  endsAt: null,
};

describe('promotions admin API', () => {
  let t: TestApp;
  let jar: { cookie: string; csrf: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: { email: EMAIL, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    jar = { cookie: cookies.map((c) => c.split(';')[0]).join('; '), csrf: res.json().csrfToken };
  });
  afterAll(async () => t?.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: jar.cookie, origin: ORIGIN, 'x-csrf-token': jar.csrf } });
  const liveIds = async () =>
    ((await t.app.inject({ url: '/api/promotions' })).json() as { promotions: Array<{ id: string }> }).promotions.map((p) => p.id);

  it('refuses anonymous and cross-site callers', async () => {
    expect((await t.app.inject({ url: '/api/admin/promotions' })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      payload: DRAFT,
      headers: { cookie: jar.cookie, origin: 'https://evil.example', 'x-csrf-token': jar.csrf },
    });
    expect(crossSite.statusCode).toBe(403);
    const noToken = await t.app.inject({ method: 'POST', url: '/api/admin/promotions', payload: DRAFT, headers: { cookie: jar.cookie, origin: ORIGIN } });
    expect(noToken.statusCode).toBe(403);
  });

  it('creates, pauses, resumes and deletes a promotion; visitors see each change at once', async () => {
    const created = await admin('POST', '/api/admin/promotions', DRAFT);
    expect(created.statusCode, created.body).toBe(201);
    expect(await liveIds()).toContain('kraken-spring');

    const paused = await admin('PUT', '/api/admin/promotions/kraken-spring', { active: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id: 'kraken-spring', active: false, title: DRAFT.title });
    expect(await liveIds()).not.toContain('kraken-spring');

    const all = (await admin('GET', '/api/admin/promotions')).json() as { promotions: Array<{ id: string; active: boolean }> };
    expect(all.promotions.find((p) => p.id === 'kraken-spring')).toMatchObject({ active: false });

    expect((await admin('PUT', '/api/admin/promotions/kraken-spring', { active: true })).statusCode).toBe(200);
    expect(await liveIds()).toContain('kraken-spring');

    expect((await admin('DELETE', '/api/admin/promotions/kraken-spring')).statusCode).toBe(204);
    expect(await liveIds()).not.toContain('kraken-spring');
    expect((await admin('DELETE', '/api/admin/promotions/kraken-spring')).json().message).toBe("Promotion 'kraken-spring' does not exist");
  });

  it('names the field that is wrong', async () => {
    const cases: Array<[object, string]> = [
      [{ ...DRAFT, id: 'x-1', partnerId: 'no-such-exchange' }, "partnerId 'no-such-exchange' is not a listed exchange"],
      [{ ...DRAFT, id: 'x-2', title: { de: 'Nur Deutsch' } }, 'body/title/en is required'],
      [{ ...DRAFT, id: 'x-3', priority: 99 }, 'body/priority must be <= 20'],
      [{ ...DRAFT, id: 'x-4', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }, 'endsAt must be after startsAt'],
    ];
    for (const [payload, message] of cases) {
      const res = await admin('POST', '/api/admin/promotions', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const duplicate = await admin('POST', '/api/admin/promotions', { ...DRAFT, id: 'dup-1' });
    expect(duplicate.statusCode).toBe(201);
    const again = await admin('POST', '/api/admin/promotions', { ...DRAFT, id: 'dup-1' });
    expect(again.statusCode).toBe(409);
  });
});

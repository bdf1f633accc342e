/**
 * Where admin writes may come from: the Origin (or else the Referer) must be PUBLIC_SITE_URL's origin or one
 * of ADMIN_ORIGINS. The request's own Host header decides nothing: a page on another site could name any
 * Host through a proxy or a rebinding DNS name, so "same origin as the Host it was sent to" proves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SITE = 'https://coinatlas.example';
const ALSO = 'https://www.coinatlas.example';
const EMAIL = 'origin@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const CROSS_SITE = 'Cross-site request refused: the Origin header does not match this site.';

describe('admin writes: the origin comes from the configuration, never from the Host header', () => {
  let t: TestApp;
  let session: { cookie: string; csrf: string };
  let codeId: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_SITE_URL: SITE, ADMIN_ORIGINS: `${ALSO}, http://localhost:5173`, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: SITE },
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    session = {
      cookie: ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; '),
      csrf: login.json().csrfToken,
    };
    const codes = (
      await t.app.inject({ url: '/api/referral-codes?includeInactive=true', headers: { cookie: session.cookie } })
    ).json() as Array<{ id: number }>;
    codeId = codes[0]!.id;
  });
  afterAll(async () => t?.close());

  const write = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/referral-codes/${codeId}`,
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, ...headers },
      payload: { description: 'Checked origin' },
    });

  it('refuses an Origin that only matches the Host the request names', async () => {
    for (const headers of [
      { host: 'evil.example', origin: 'http://evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' },
      { host: 'evil.example', referer: 'http://evil.example/admin' },
      { host: 'coinatlas.example.evil.com', origin: 'http://coinatlas.example.evil.com' },
    ] as Record<string, string>[]) {
      const res = await write(headers);
      expect([headers, res.statusCode, res.json().message]).toEqual([headers, 403, CROSS_SITE]);
    }
  });

  it('accepts PUBLIC_SITE_URL and each of ADMIN_ORIGINS, whatever the Host says', async () => {
    for (const headers of [
      { host: 'internal-name:3000', origin: SITE },
      { host: 'evil.example', origin: ALSO },
      { origin: 'http://localhost:5173' },
      { referer: `${SITE}/admin/referral-codes` },
    ] as Record<string, string>[]) {
      const res = await write(headers);
      expect([headers, res.statusCode]).toEqual([headers, 200]);
    }
  });

  it('admin reads that refuse cross-site requests use the same origins', async () => {
    const read = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/admin/content-performance', headers: { cookie: session.cookie, ...headers } });
    expect((await read({ host: 'evil.example', origin: 'http://evil.example' })).statusCode).toBe(403);
    expect((await read({ host: 'evil.example', origin: ALSO })).statusCode).toBe(200);
  });

  it('signing in follows the same rule', async () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', headers, payload: { email: EMAIL, password: PASSWORD } });
    expect((await login({ host: 'evil.example', origin: 'http://evil.example' })).statusCode).toBe(403);
    expect((await login({ host: 'evil.example', origin: SITE })).statusCode).toBe(200);
  });
});

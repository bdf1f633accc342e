import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

type Jar = { cookie: string; csrf: string };

async function signIn(t: TestApp, email = EMAIL, password = PASSWORD, ip = '10.0.0.1'): Promise<Jar> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: ORIGIN },
    remoteAddress: ip,
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return { cookie: cookies.map((c) => c.split(';')[0]).join('; '), csrf: res.json().csrfToken };
}

describe('admin sign-in', () => {
  let clock = Date.parse('2026-11-22T10:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        ADMIN_EMAIL: EMAIL,
        ADMIN_PASSWORD: PASSWORD,
        SESSION_TTL_HOURS: '2',
        ADMIN_LOGIN_MAX_PER_ACCOUNT: '3',
        ADMIN_LOGIN_MAX_PER_IP: '6',
      },
      deps: { now: () => clock },
    });
  });
  afterAll(async () => t?.close());

  it('creates the configured account at start and answers the session state to anonymous callers', async () => {
    const res = await t.app.inject({ url: '/api/admin/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedIn: false, accountsExist: true });
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await t.infra.db('admin_accounts').select('email', 'password_hash');
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(EMAIL);
    expect(rows[0].password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(rows[0].password_hash).not.toContain(PASSWORD);
  });

  it('signs in with an HttpOnly, SameSite=Strict cookie and a server-side session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      remoteAddress: '10.0.0.2',
      payload: { email: '  Editor@CoinAtlas.example ', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ signedIn: true, email: EMAIL, accountsExist: true, expiresAt: '2026-11-22T12:00:00.000Z' });
    expect(body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('coinatlas_admin='))!;
    expect(session).toMatch(/^coinatlas_admin=[A-Za-z0-9_-]{43}; Max-Age=7200; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(cookies.find((c) => c.startsWith('coinatlas_admin_hint='))).toBe(
      'coinatlas_admin_hint=1; Max-Age=7200; Path=/; SameSite=Strict',
    );
    const token = session.split(';')[0]!.split('=')[1]!;
    // Redis holds the session when configured, else Postgres: either way never the raw token.
    if (t.cache.kind === 'redis') expect(await t.infra.db('admin_sessions').count({ n: '*' })).toEqual([{ n: 0 }]);
    else expect(await t.infra.db('admin_sessions').where({ id_hash: token })).toHaveLength(0);

    const state = await t.app.inject({ url: '/api/admin/session', headers: { cookie: session.split(';')[0] } });
    expect(state.json()).toEqual({ ...body });
  });

  it('refuses a wrong password or an unknown email with the same 401', async () => {
    for (const payload of [
      { email: EMAIL, password: 'wrong password here' },
      { email: 'nobody@coinatlas.example', password: PASSWORD },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        remoteAddress: '10.0.0.3',
        payload,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Email or password is incorrect.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('validates the sign-in body and refuses cross-site sign-in', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: PASSWORD, remember: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("body has an unknown field 'remember'");
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toBe('Cross-site request refused: the Origin header does not match this site.');
    const none = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: EMAIL, password: PASSWORD } });
    expect(none.statusCode).toBe(403);
    // A Referer from the site itself stands in for a missing Origin.
    const referer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { referer: `${ORIGIN}/admin/login` },
      remoteAddress: '10.0.0.4',
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(referer.statusCode).toBe(200);
  });

  it('limits guesses at an account per source address (429 with Retry-After) without locking the owner out', async () => {
    const attempt = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        remoteAddress: ip,
        payload: { email: EMAIL, password },
      });
    expect((await attempt('wrong-1', '10.1.0.1')).statusCode).toBe(401);
    expect((await attempt('wrong-2', '10.1.0.1')).statusCode).toBe(401);
    expect((await attempt('wrong-3', '10.1.0.1')).statusCode).toBe(401);
    const limited = await attempt('wrong-4', '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(limited.headers['retry-after']).toBe('900');
    // The guessing address stays refused, even with the right password...
    expect((await attempt(PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    // ...while the owner, from any other address, still signs in.
    expect((await attempt(PASSWORD, '10.1.0.9')).statusCode).toBe(200);
    // Wrong guesses spread over many addresses never block the right password.
    for (let i = 0; i < 8; i++) expect((await attempt(`wrong-${i}`, `10.1.1.${i}`)).statusCode).toBe(401);
    expect((await attempt(PASSWORD, '10.1.0.10')).statusCode).toBe(200);
  });

  it('limits attempts per IP address across accounts', async () => {
    const ip = '10.2.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        remoteAddress: ip,
        payload: { email: `user${i}@coinatlas.example`, password: 'not the password' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Even the right credentials are refused from that address until the window passes.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      remoteAddress: ip,
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });

  it('signs out: requires the CSRF token, ends the session on the server and clears the cookies', async () => {
    const jar = await signIn(t, EMAIL, PASSWORD, '10.3.0.1');
    const noToken = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: jar.cookie, origin: ORIGIN } });
    expect(noToken.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: jar.cookie, origin: ORIGIN, 'x-csrf-token': jar.csrf },
    });
    expect(res.statusCode).toBe(204);
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cleared).toContain('coinatlas_admin=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
    const after = await t.app.inject({ url: '/api/admin/session', headers: { cookie: jar.cookie } });
    expect(after.json().signedIn).toBe(false);
  });

  it('a session expires after SESSION_TTL_HOURS', async () => {
    const jar = await signIn(t, EMAIL, PASSWORD, '10.4.0.1');
    clock += 2 * 3_600_000 - 1000;
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: jar.cookie } })).json().signedIn).toBe(true);
    clock += 2000;
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: jar.cookie } })).json().signedIn).toBe(false);
    const list = await t.app.inject({ url: '/api/referral-codes?includeInactive=true', headers: { cookie: jar.cookie } });
    expect(list.statusCode).toBe(401);
  });

  it('a forged or tampered session cookie is anonymous', async () => {
    for (const cookie of ['coinatlas_admin=forged', 'coinatlas_admin=' + 'A'.repeat(43), 'coinatlas_admin=' + 'x'.repeat(500)]) {
      const res = await t.app.inject({ url: '/api/admin/session', headers: { cookie } });
      expect(res.json().signedIn).toBe(false);
    }
  });
});

describe('admin sign-in with no account configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withRedis: false });
  });
  afterAll(async () => t?.close());

  it('says no account exists (the admin area explains how to create one) and nobody can sign in', async () => {
    expect((await t.app.inject({ url: '/api/admin/session' })).json()).toEqual({ signedIn: false, accountsExist: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: 'admin@localhost.localdomain', password: 'admin' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('keeps sessions in Postgres when no Redis is configured, keyed by a hash of the token', async () => {
    await t.infra.db('admin_accounts').del();
    // The same path `npm run admin:create` takes.
    const { createAdminServiceFor } = await import('../../backend/src/modules/admin/plugin.js');
    const service = createAdminServiceFor({ ...t.infra, config: t.config, now: Date.now });
    await service.createAccount('Ops@CoinAtlas.example', 'a long enough passphrase');
    const jar = await signIn(t, 'ops@coinatlas.example', 'a long enough passphrase');
    const token = jar.cookie
      .split('; ')
      .find((c) => c.startsWith('coinatlas_admin='))!
      .split('=')[1]!;
    const rows = await t.infra.db('admin_sessions').select('id_hash');
    expect(rows).toHaveLength(1);
    expect(rows[0].id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].id_hash).not.toBe(token);
    // A new password ends the sessions opened with the old one.
    await service.resetPassword('ops@coinatlas.example', 'another long passphrase');
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: jar.cookie } })).json().signedIn).toBe(false);
    await expect(service.createAccount('ops@coinatlas.example', 'whatever long enough')).rejects.toThrow(
      'An admin account for ops@coinatlas.example already exists',
    );
    await expect(service.createAccount('x@coinatlas.example', 'short')).rejects.toThrow('password must be at least 12 characters');
  });
});

describe('admin sign-in behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_SITE_URL: 'https://coinatlas.example', ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD },
    });
  });
  afterAll(async () => t?.close());

  it('names the cookie __Host-coinatlas_admin and marks it Secure; the public origin passes the same-origin check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'https://coinatlas.example' },
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies[0]).toMatch(/^__Host-coinatlas_admin=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(cookies[1]).toBe('coinatlas_admin_hint=1; Max-Age=43200; Path=/; Secure; SameSite=Strict');
    const cookie = cookies[0]!.split(';')[0]!;
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).json().signedIn).toBe(true);
    // The plain-http cookie name means nothing here.
    const plain = cookie.replace('__Host-coinatlas_admin', 'coinatlas_admin');
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: plain } })).json().signedIn).toBe(false);
  });

  it('rotating ADMIN_PASSWORD updates the account at the next start', async () => {
    const again = await createTestApp({
      database: t.database,
      redis: t.redis,
      env: { PUBLIC_SITE_URL: 'https://coinatlas.example', ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: 'the rotated passphrase' },
    });
    try {
      const login = (password: string) =>
        again.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          headers: { origin: 'https://coinatlas.example' },
          remoteAddress: '10.9.0.1',
          payload: { email: EMAIL, password },
        });
      expect((await login(PASSWORD)).statusCode).toBe(401);
      expect((await login('the rotated passphrase')).statusCode).toBe(200);
      expect(await again.infra.db('admin_accounts').count({ n: '*' })).toEqual([{ n: 1 }]);
    } finally {
      await again.app.close();
      await again.infra.close();
    }
  });
});

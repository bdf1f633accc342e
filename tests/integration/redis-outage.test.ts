import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The environment for a redis-server of our own: the real clock. Under `make test-future` the tests run with
 * libfaketime preloaded, and redis-server deadlocks under it (its allocator calls clock_gettime while
 * libfaketime starts up); a Redis server elsewhere keeps the real date anyway.
 */
const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...realClockEnv } = process.env;

/** A private redis-server we can kill and bring back, so the shared one is never touched. */
async function startRedis(port: number): Promise<ChildProcess> {
  const p = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
    env: realClockEnv,
  });
  for (let i = 0; i < 50; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return p;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}

const hasRedisServer = await new Promise<boolean>((resolve) => {
  const p = spawn('redis-server', ['--version'], { stdio: 'ignore', env: realClockEnv });
  p.on('error', () => resolve(false));
  p.on('exit', (code) => resolve(code === 0));
});

/** Polls until `probe` returns true (a state, not a duration, decides); fails after `tries`. */
async function until(probe: () => Promise<boolean>, tries = 100): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await probe()) return;
    await sleep(100);
  }
  throw new Error('state not reached');
}

const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'A message long enough to pass.' };

describe.runIf(hasRedisServer)('Redis outage', () => {
  let redis: ChildProcess;
  let port: number;
  let t: TestApp;
  const readyz = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).json().status as string;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({
      withRedis: false,
      env: {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_KEY_PREFIX: 'outage:',
        RATE_LIMIT_MAX: '5',
        CONTACT_RATE_LIMIT_MAX: '2',
        NEWSLETTER_RATE_LIMIT_MAX: '2',
        ADMIN_EMAIL: 'owner@coinatlas.example',
        ADMIN_PASSWORD: 'correct horse battery staple',
        ADMIN_LOGIN_MAX_PER_ACCOUNT: '2',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    redis?.kill('SIGKILL');
  });

  it('readyz says "degraded" (200) while Redis is down, pages keep working, and it recovers without a restart', async () => {
    await until(async () => (await readyz()) === 'ready');

    redis.kill('SIGKILL');
    await until(async () => (await readyz()) === 'degraded');
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(200);
    expect(down.json().checks.database).toEqual({ ok: true });
    // A fixed sentence, never the driver's message.
    expect(['cache is unavailable', 'cache did not answer within 500 ms']).toContain(down.json().checks.cache.error);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^readiness_degraded 1$/m);

    // rate-limited API routes and pages still answer while Redis is down
    expect((await t.app.inject({ method: 'GET', url: '/api/site-config', remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);

    redis = await startRedis(port);
    await until(async () => (await readyz()) === 'ready');
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^readiness_degraded 0$/m);
  });

  it('every rate limit still holds while Redis is down (in-process on this instance), and the fallback is counted', async () => {
    redis.kill('SIGKILL');
    await until(async () => (await readyz()) === 'degraded');

    const codes = async (n: number, req: () => Promise<{ statusCode: number }>) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await req()).statusCode);
      return out;
    };
    // the global per-client limit on /api
    expect(await codes(6, () => t.app.inject({ url: '/api/site-config', remoteAddress: '198.51.100.2' }))).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
    // contact: 2 per address per window
    expect(
      await codes(3, () => t.app.inject({ method: 'POST', url: '/api/contact', payload: CONTACT, remoteAddress: '198.51.100.3' })),
    ).toEqual([201, 201, 429]);
    // newsletter: 2 per address and email per window
    expect(
      await codes(3, () =>
        t.app.inject({ method: 'POST', url: '/api/subscribers', payload: { email: 'reader@example.com' }, remoteAddress: '198.51.100.4' }),
      ),
    ).toEqual([201, 409, 429]);
    // admin sign-in: limited per account and address even now; the right password reaches the session
    // store, which lives in Redis, so it answers 503 with a message (never 500) until Redis is back
    const login = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: 'owner@coinatlas.example', password },
        remoteAddress: ip,
      });
    expect(await codes(3, () => login('a wrong password', '198.51.100.5'))).toEqual([401, 401, 429]);
    const owner = await login('correct horse battery staple', '198.51.100.6');
    expect(owner.statusCode).toBe(503);
    expect(owner.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Service temporarily unavailable. Please try again shortly.',
    });

    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    for (const limiter of ['global', 'contact:attempts', 'newsletter:attempts', 'admin:login:account']) {
      expect(metrics).toMatch(new RegExp(`^rate_limit_fallback_total\\{limiter="${limiter}"\\} [1-9]`, 'm'));
    }
    redis = await startRedis(port);
    await until(async () => (await readyz()) === 'ready');
  });
});

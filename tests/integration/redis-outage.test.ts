import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A private redis-server we can kill and bring back, so the shared one is never touched. */
async function startRedis(port: number): Promise<ChildProcess> {
  const p = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
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
  const p = spawn('redis-server', ['--version'], { stdio: 'ignore' });
  p.on('error', () => resolve(false));
  p.on('exit', (code) => resolve(code === 0));
});

describe.runIf(hasRedisServer)('Redis outage', () => {
  let redis: ChildProcess;
  let port: number;
  let t: TestApp;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({
      withRedis: false,
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: 'outage:' },
    });
  });
  afterAll(async () => {
    await t?.close();
    redis?.kill('SIGKILL');
  });

  it('readyz reports the cache within a second, pages keep working, and it recovers without a restart', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    redis.kill('SIGKILL');
    await sleep(200);
    const started = Date.now();
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(down.statusCode).toBe(503);
    expect(down.json().checks.cache.ok).toBe(false);
    expect(down.json().checks.database.ok).toBe(true);

    // rate-limited API routes and pages still answer while Redis is down
    expect((await t.app.inject({ method: 'GET', url: '/api/site-config' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);

    redis = await startRedis(port);
    let ready = 0;
    for (let i = 0; i < 40 && ready !== 200; i++) {
      await sleep(100);
      ready = (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
    }
    expect(ready).toBe(200);
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config.js';
import { loggerOptions } from '../../backend/src/platform/logger.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Collects the app's JSON log lines. */
function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { lines, stream };
}

async function appWithLog(env: Record<string, string>) {
  const sink = logSink();
  const base = loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' })) as object;
  const t = await createTestApp({ env: { ...env, LOG_LEVEL: 'info' }, deps: { logger: { ...base, stream: sink.stream } as never } });
  return { t, lines: sink.lines };
}

describe('request logs', () => {
  let every: { t: TestApp; lines: Array<Record<string, unknown>> };
  let slowOnly: { t: TestApp; lines: Array<Record<string, unknown>> };
  beforeAll(async () => {
    every = await appWithLog({ LOG_SLOW_REQUEST_MS: '0' });
    slowOnly = await appWithLog({ LOG_SLOW_REQUEST_MS: '600000' });
  });
  afterAll(async () => {
    await every?.t.close();
    await slowOnly?.t.close();
  });

  it('never logs a query string (an unsubscribe token ends a subscription)', async () => {
    const secret = 'tok_' + 'S'.repeat(40);
    await every.t.app.inject({ url: `/unsubscribe?token=${secret}` });
    await every.t.app.inject({ url: `/api/does-not-exist?token=${secret}` });
    const text = JSON.stringify(every.lines);
    expect(text).not.toContain(secret);
    const urls = every.lines.filter((l) => l.msg === 'request completed').map((l) => (l.req as { url: string }).url);
    expect(urls).toEqual(expect.arrayContaining(['/unsubscribe', '/api/does-not-exist']));
  });

  it('logs fast successful requests only when asked to, and 4xx always', async () => {
    const before = slowOnly.lines.length;
    for (let i = 0; i < 3; i++) await slowOnly.t.app.inject({ url: '/healthz' });
    expect(slowOnly.lines.slice(before).filter((l) => l.msg === 'request completed')).toEqual([]);
    await slowOnly.t.app.inject({ url: '/api/does-not-exist' });
    const last = slowOnly.lines.filter((l) => l.msg === 'request completed').at(-1)!;
    expect(last).toMatchObject({ level: 30, statusCode: 404, req: { method: 'GET', url: '/api/does-not-exist' } });
  });

  it("writes each request's lines with its request id, and nothing for a request that logs nothing", async () => {
    const before = slowOnly.lines.length;
    const quiet = await slowOnly.t.app.inject({ url: '/healthz' });
    expect(quiet.statusCode).toBe(200);
    expect(slowOnly.lines.slice(before)).toEqual([]);
    const failed = await slowOnly.t.app.inject({ url: '/api/does-not-exist', headers: { 'x-request-id': 'trace-0001-abcd' } });
    const own = slowOnly.lines.slice(before).filter((l) => l.reqId === 'trace-0001-abcd');
    expect(failed.headers['x-request-id']).toBe('trace-0001-abcd');
    expect(own.map((l) => l.msg)).toContain('request completed');
    const fresh = await slowOnly.t.app.inject({ url: '/api/does-not-exist' });
    expect(slowOnly.lines.filter((l) => l.reqId === fresh.headers['x-request-id']).map((l) => l.msg)).toContain('request completed');
  });
});

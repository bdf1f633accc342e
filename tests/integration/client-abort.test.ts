/**
 * A client that hangs up while its /api request is still being handled (here: while the admin session is
 * looked up, before the rate limit counts it) is an everyday event, not a server error. It is logged at info
 * level without a stack, so nobody can fill the error log by hanging up; the server keeps answering.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config.js';
import { loggerOptions } from '../../backend/src/platform/logger.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Line = Record<string, unknown> & { level: number; msg?: string };

const ERROR = 50;
const EMAIL = 'abort@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const ROUNDS = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('aborted /api requests', () => {
  let t: TestApp;
  let port: number;
  let cookie = '';
  const lines: Line[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, cb) {
        for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Line);
        cb();
      },
    });
    const base = loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' })) as object;
    t = await createTestApp({
      env: { LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000', ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD },
      deps: { logger: { ...base, stream } as never },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(async () => t?.close());

  /** Sends a whole request and resets the connection at once, without reading the answer. */
  const hangUp = (target: string, headers: string) =>
    new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`, () => {
          socket.resetAndDestroy();
          resolve();
        });
      });
      socket.on('error', () => resolve());
    });

  it(`${ROUNDS} hang-ups during an admin session lookup: info lines without a stack, no error line`, async () => {
    // A signed-in admin's session is looked up (a round trip to the store) before the rate limit runs: the
    // reset arrives meanwhile, and the socket has no address any more when the limit asks for it.
    const before = lines.length;
    for (let i = 0; i < ROUNDS; i++) {
      await hangUp('/api/admin/referral-clicks', `Cookie: ${cookie}\r\n`);
      await hangUp('/api/referral-codes?includeInactive=true', `Cookie: ${cookie}\r\n`);
    }
    // wait until the server is done with the hang-ups it saw in time to log (or fail) them
    let seen = -1;
    while (seen !== lines.length) {
      seen = lines.length;
      await sleep(500);
    }
    expect(lines.length).toBeGreaterThan(before);

    const errors = lines.filter((l) => l.level >= ERROR);
    expect(errors.map((l) => `${l.msg} ${JSON.stringify(l.err ?? '')}`.slice(0, 300))).toEqual([]);
    const aborted = lines.filter((l) => l.msg === 'client aborted the request');
    // the hang-ups did reach the rate limit after the socket closed (on the code before the fix, every one did)
    expect(aborted.length).toBeGreaterThan(0);
    for (const l of aborted) {
      expect(l.level).toBe(30);
      expect(JSON.stringify(l)).not.toContain('stack');
    }
    // the server is still there
    const res = await fetch(`http://127.0.0.1:${port}/api/site-config`);
    expect(res.status).toBe(200);
  });
});

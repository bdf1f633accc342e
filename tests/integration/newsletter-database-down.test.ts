import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** An app whose database is a closed port: writes must fail with a clear 503, never a 500, and quickly. */
describe('newsletter and contact with the database unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort(); // nothing listens there
    t = await createTestApp({
      env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nowhere`, MIGRATE_ON_START: 'false' },
    });
  });
  afterAll(async () => t?.close());

  it('POST /api/subscribers answers 503 with a message that says what happened', async () => {
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { email: 'down@example.com' },
    });
    expect(Date.now() - started).toBeLessThan(6000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Newsletter subscriptions are temporarily unavailable. Please try again in a few minutes.',
    });
  });

  it('validation still answers 400 before the database is needed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/subscribers', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
  });

  it('POST /api/subscribers/unsubscribe answers 503', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribers/unsubscribe',
      payload: { token: 'A'.repeat(43) },
    });
    expect(res.statusCode).toBe(503);
  });

  it('POST /api/contact answers 503 with its own message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A message long enough.' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The contact form is temporarily unavailable. Please try again in a few minutes.');
  });
});

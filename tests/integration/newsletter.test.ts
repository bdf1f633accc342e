import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askAgainWhileUnavailable } from '../support/crawler-fetch.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const INVALID = 'Please enter a valid email address';
let ipSeq = 1;
/** Each caller its own client address, so the per-address-and-IP limit only bites where a test wants it. */
const freshIp = () => `198.51.100.${ipSeq++}`;

describe('newsletter API', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logLines.push(String(chunk));
        cb();
      },
    });
    t = await createTestApp({ deps: { logger: { level: 'info', stream } } });
  });
  afterAll(async () => t?.close());

  const subscribe = (email: unknown, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/api/subscribers', payload: { email }, remoteAddress: ip });
  const unsubscribe = (token: string) => t.app.inject({ method: 'POST', url: '/api/subscribers/unsubscribe', payload: { token } });
  const rows = (email: string) => t.infra.db('newsletter_subscribers').whereRaw('lower(email) = lower(?)', [email]).select('*');

  it('subscribes with 201, trims, lower-cases only the domain, and has stored the row before answering', async () => {
    const res = await subscribe('  Satoshi.Nakamoto@Example.COM \n');
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['email', 'id', 'subscribedAt', 'unsubscribeToken']);
    expect(body.email).toBe('Satoshi.Nakamoto@example.com');
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.subscribedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await rows('satoshi.nakamoto@example.com');
    expect(row).toMatchObject({ id: body.id, email: 'Satoshi.Nakamoto@example.com', unsubscribed_at: null });
    // only a hash of the token is kept
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(body.unsubscribeToken);
  });

  it.each([
    '',
    '   ',
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@@example.com',
    'user@exa mple.com',
    'us er@example.com',
    'user.@example.com',
    '.user@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example..com',
    'user@.example.com',
    'user@example.com.',
    'user@example.c',
    'user@example.123',
    'user@exa_mple.com',
    'user@[127.0.0.1]',
    '"quoted"@example.com',
    'josé@example.com',
    'user@localhost',
    'user\u0000@example.com',
    'user@example.com\u0007x',
    'us\ner@example.com',
    'user\u200b@example.com',
    `${'a'.repeat(65)}@example.com`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`, // 255 characters
    `user@${'a'.repeat(64)}.com`,
  ])('rejects %j with 400 and the exact message', async (email) => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: INVALID });
  });

  it.each([
    `${'a'.repeat(64)}@example.com`,
    "o'brien+news@mail.example.co.uk",
    'x_y-z@xn--bcher-kva.example',
    'first.last@sub-domain.example.org',
  ])('accepts the unusual but valid %j', async (email) => {
    expect((await subscribe(email)).statusCode).toBe(201);
  });

  it('rejects unknown fields, wrong types, a missing email and oversized fields with 400, and oversized bodies with 413', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { email: 'extra@example.com', name: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("body has an unknown field 'name'");
    expect((await subscribe(42)).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/subscribers', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('body/email is required');
    const long = await subscribe(`${'a'.repeat(400)}@example.com`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('body/email must NOT have more than 320 characters');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(t.config.bodyLimit) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(await t.infra.db('newsletter_subscribers').where('email', 'like', 'extra@%').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('finds duplicates case-insensitively: 409 with the exact message', async () => {
    expect((await subscribe('Ada.Lovelace@Example.com')).statusCode).toBe(201);
    for (const again of ['ada.lovelace@example.com', 'ADA.LOVELACE@EXAMPLE.COM', '  Ada.Lovelace@example.com  ']) {
      const res = await subscribe(again);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'This email is already subscribed' });
    }
    expect(await rows('ada.lovelace@example.com')).toHaveLength(1);
  });

  it('20 simultaneous requests for one address: exactly one 201 and nineteen 409s, one row', async () => {
    const emailOf = (i: number) => (i % 2 ? 'race@example.com' : 'Race@EXAMPLE.com');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => subscribe(emailOf(i))));
    // On a loaded machine a connection can take longer to open than the pool allows, and the database is then
    // answered as unavailable for a moment: a 503 with Retry-After, a "try again" that stores nothing. A client asks
    // again, and so does this test once the race is over, as the crawls do (each retry is printed). Any other
    // answer stands.
    const codes: number[] = [];
    for (const [i, first] of results.entries()) {
      // the race's own answer first, then a new request for each time it is asked again
      const unread = [first];
      const final = await askAgainWhileUnavailable(
        async () => {
          const res = unread.pop() ?? (await subscribe(emailOf(i)));
          return { status: res.statusCode, retryAfter: res.headers['retry-after'], res };
        },
        ({ res }) => console.log(`request ${i}: 503 (${res.json().message}), asked again`),
      );
      codes.push(final.status);
    }
    expect(codes.sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await rows('race@example.com')).toHaveLength(1);
  });

  it('unsubscribes idempotently with the token, then the address may subscribe again (201, not 409)', async () => {
    const first = (await subscribe('Grace@Example.org')).json();
    const a = await unsubscribe(first.unsubscribeToken);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ email: 'G***@example.org', unsubscribedAt: expect.any(String) });
    const b = await unsubscribe(first.unsubscribeToken);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json()); // the first unsubscription time is kept
    const [row] = await rows('grace@example.org');
    expect(row.unsubscribed_at).not.toBeNull();

    const again = await subscribe('grace@example.org');
    expect(again.statusCode).toBe(201);
    const second = again.json();
    expect(second.id).toBe(first.id);
    expect(second.email).toBe('grace@example.org');
    expect(second.unsubscribeToken).not.toBe(first.unsubscribeToken);
    expect((await rows('grace@example.org'))[0].unsubscribed_at).toBeNull();
    expect((await subscribe('grace@example.org')).statusCode).toBe(409);
    // the earlier link no longer matches; the new one does
    expect((await unsubscribe(first.unsubscribeToken)).statusCode).toBe(404);
    expect((await unsubscribe(second.unsubscribeToken)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const unknown = await unsubscribe('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This unsubscribe link is not valid. Please use the link from your most recent newsletter email.');
    expect((await unsubscribe('short')).statusCode).toBe(400);
    expect((await unsubscribe("x' OR 1=1 --xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")).statusCode).toBe(400);
  });

  it('limits attempts per address and client IP: the 6th in the window is a 429 with Retry-After', async () => {
    const ip = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await subscribe('limited@example.com', ip)).statusCode);
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const limited = await subscribe('LIMITED@example.com', ip);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.json().message).toMatch(/^Too many attempts with this email address\. Please try again in \d+ minutes?\.$/);
    // another address from the same client, and the same address from another client, are not limited
    expect((await subscribe('other-limited@example.com', ip)).statusCode).toBe(201);
    expect((await subscribe('limited@example.com', '203.0.113.78')).statusCode).toBe(409);
  });

  it('counts outcomes in the metrics and never logs a full address', async () => {
    await subscribe('private.person@example.net');
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/newsletter_subscriptions_total\{outcome="created"\} \d+/);
    expect(metrics).toMatch(/newsletter_subscriptions_total\{outcome="duplicate"\} \d+/);
    const logs = logLines.join('');
    expect(logs).toContain('p***@example.net');
    expect(logs).not.toMatch(/private\.person@/i);
    expect(logs).not.toMatch(/satoshi\.nakamoto@/i);
  });
});

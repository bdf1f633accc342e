import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let ipSeq = 1;
const freshIp = () => `192.0.2.${ipSeq++}`;
const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  subject: 'Outdated fee',
  message: 'The maker fee in your comparison looks out of date.',
};

describe('contact API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const send = (payload: Record<string, unknown>, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });
  const stored = () => t.infra.db('contact_messages').select('*').orderBy('created_at');

  it('stores a valid message (trimmed, domain lower-cased) and answers 201 with a reference', async () => {
    const res = await send({ ...valid, name: '  Ada Lovelace ', message: `${valid.message}\n\nThanks,\nAda\n` });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'receivedAt']);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      name: 'Ada Lovelace',
      email: 'Ada@example.com',
      subject: 'Outdated fee',
      message: `${valid.message}\n\nThanks,\nAda`,
    });
  });

  it('names every invalid field in the 400 message, one sentence each', async () => {
    const res = await send({ name: '   ', email: 'not-an-email', subject: '', message: 'too short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message:
        'Please enter your name. Please enter a valid email address. Please enter a subject. Your message must be at least 10 characters.',
    });
  });

  it.each([
    [{ name: 'Ada\u0000' }, 'Your name contains characters we cannot accept.'],
    [{ subject: 'Hi\nthere' }, 'The subject contains characters we cannot accept.'],
    [{ message: 'Hello there\u0007, bell' }, 'Your message contains characters we cannot accept.'],
    [{ email: '' }, 'Please enter your email address.'],
    [{ message: '         x          ' }, 'Your message must be at least 10 characters.'],
  ])('rejects %j: %s', async (change, message) => {
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('rejects fields over their limits, unknown fields and missing fields with 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: 'n'.repeat(101) }, 'body/name must NOT have more than 100 characters'],
      [{ ...valid, subject: 's'.repeat(151) }, 'body/subject must NOT have more than 150 characters'],
      [{ ...valid, message: 'm'.repeat(5001) }, 'body/message must NOT have more than 5000 characters'],
      [{ ...valid, phone: '123' }, "body has an unknown field 'phone'"],
      [{ name: 'Ada', email: 'ada@example.com', subject: 'Hi' }, 'body/message is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // the limits themselves are fine
    const atLimits = await send({ ...valid, name: 'n'.repeat(100), subject: 's'.repeat(150), message: 'm'.repeat(5000) });
    expect(atLimits.statusCode).toBe(201);
  });

  it('answers a filled honeypot exactly like a stored message, and stores nothing', async () => {
    const before = (await stored()).length;
    const res = await send({ ...valid, website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['id', 'receivedAt']);
    expect(await stored()).toHaveLength(before);
    // an empty honeypot is a person
    expect((await send({ ...valid, website: '' })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(before + 1);
  });

  it('limits messages per client IP: the 6th in the window is a 429 with Retry-After', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const limited = await send(valid, ip);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.json().message).toMatch(/^You have sent several messages in a short time\. Please try again in \d+ minutes?\.$/);
    expect((await send(valid, '203.0.113.51')).statusCode).toBe(201);
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/contact_messages_total\{outcome="rate_limited"\} 1/);
    expect(metrics).toMatch(/contact_messages_total\{outcome="spam"\} 1/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('POST /api/events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown, remoteAddress = '198.51.100.1') =>
    t.app.inject({ method: 'POST', url: '/api/events', payload: payload as object, remoteAddress });

  it('stores a batch without IP addresses, dropping query strings from paths', async () => {
    const res = await post({
      events: [
        { name: 'page_view', path: '/unsubscribe?token=secret', time: new Date().toISOString() },
        { name: 'open_review', category: 'tool', label: 'glassnode', path: '/tools' },
        { name: 'visit_exchange', category: 'exchange', label: 'kraken', value: 1, path: '/exchanges' },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 3 });
    const rows = await t.infra.db('analytics_events').orderBy('id');
    expect(rows.map((r) => [r.name, r.category, r.label, r.path])).toEqual([
      ['page_view', null, null, '/unsubscribe'],
      ['open_review', 'tool', 'glassnode', '/tools'],
      ['visit_exchange', 'exchange', 'kraken', '/exchanges'],
    ]);
    const columns = Object.keys(rows[0]);
    expect(columns.some((c) => /ip|address|cookie|agent/i.test(c))).toBe(false);
  });

  it.each([
    [{ events: [] }, 'body/events must NOT have fewer than 1 items'],
    [{ events: [{ name: 'Drop Table!', path: '/' }] }, 'body/events/0/name must match pattern'],
    [{ events: [{ name: 'page_view', path: 'no-slash' }] }, 'body/events/0/path must match pattern'],
    [{ events: [{ name: 'page_view', path: '/', ip: '1.2.3.4' }] }, "body/events/0 has an unknown field 'ip'"],
    [{ events: Array.from({ length: 21 }, () => ({ name: 'page_view', path: '/' })) }, 'body/events must NOT have more than 20 items'],
    [{ events: [{ name: 'page_view', path: '/', time: 'yesterday' }] }, 'body/events/0/time must match format "date-time"'],
  ])('rejects %j with a 400 naming the field', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('rejects a body that is not JSON with a 4xx and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: '{"events": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message.length).toBeGreaterThan(5);
  });
});

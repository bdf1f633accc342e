import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

describe('tracked outbound links: GET /go/{type}/{id}', () => {
  let clock = Date.parse('2026-11-22T23:59:58Z');
  let t: TestApp;
  let cookie = '';
  let csrf = '';
  const clicks = async (type: string, id: string) =>
    (await t.infra.db('outbound_clicks').where({ entity_type: type, entity_id: id }).orderBy('day')).map((r) => ({
      day: new Date(r.day).toISOString().slice(0, 10),
      clicks: r.clicks,
    }));

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }, deps: { now: () => clock } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: PASSWORD },
    });
    cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    csrf = res.json().csrfToken;
  });
  afterAll(async () => t?.close());

  it('sends visitors to the official site while no code is active, without cookies and uncached', async () => {
    const res = await t.app.inject({ url: '/go/exchange/kraken' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://www.kraken.com');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['set-cookie']).toBeUndefined();
    const card = await t.app.inject({ url: '/go/payment_card/nexo-card' });
    expect(card.headers.location).toBe('https://nexo.com/nexo-card');
  });

  it('sends visitors to the active referral URL once there is one, and back to the official site when it is switched off', async () => {
    const rows = (await t.app.inject({ url: '/api/referral-codes?includeInactive=true', headers: { cookie } })).json();
    const kraken = rows.find((r: { entityId: string; entityType: string }) => r.entityType === 'exchange' && r.entityId === 'kraken');
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/referral-codes/${kraken.id}`,
        headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf },
        payload,
      });
    expect((await put({ code: 'COINATLAS', url: 'https://www.kraken.com/sign-up?ref=coinatlas', isActive: true })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/go/exchange/kraken' })).headers.location).toBe('https://www.kraken.com/sign-up?ref=coinatlas');
    expect((await put({ isActive: false })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/go/exchange/kraken' })).headers.location).toBe('https://www.kraken.com');
  });

  it('sends a stored URL with non-ASCII characters percent-encoded, never a 500', async () => {
    // A row written before URLs were normalised on save holds the raw text.
    await t.infra.db('referral_codes').where({ entity_type: 'exchange', entity_id: 'bitstamp' }).update({
      code: 'COINATLAS',
      url: 'https://www.bitstamp.net/réf/日本?c=ü',
      is_active: true,
    });
    const res = await t.app.inject({ url: '/go/exchange/bitstamp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://www.bitstamp.net/r%C3%A9f/%E6%97%A5%E6%9C%AC?c=%C3%BC');
    // Saved through the API, the URL is stored normalised.
    const row = await t.infra.db('referral_codes').where({ entity_type: 'exchange', entity_id: 'bitstamp' }).first();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/referral-codes/${row.id}`,
      headers: { cookie, 'x-csrf-token': csrf, origin: ORIGIN },
      payload: { url: 'https://www.bitstamp.net/réf' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().url).toBe('https://www.bitstamp.net/r%C3%A9f');
  });

  it('404s for an unknown entity or type: JSON for API clients, the site’s 404 page for browsers', async () => {
    for (const url of ['/go/exchange/not-an-exchange', '/go/exchanges/kraken', '/go/tool/kraken']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('Not Found');
    }
    expect((await t.app.inject({ url: '/go/exchange/nope' })).json().message).toBe("No exchange with id 'nope' is listed");
    const page = await t.app.inject({ url: '/go/exchange/nope', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(await clicks('exchange', 'nope')).toEqual([]);
  });

  it('counts clicks per entity per UTC day, and HEAD requests (link checkers) not at all', async () => {
    await t.infra.db('outbound_clicks').del();
    await t.app.inject({ url: '/go/tool/ledger' });
    await t.app.inject({ url: '/go/tool/ledger' });
    await t.app.inject({ method: 'HEAD', url: '/go/tool/ledger' });
    clock += 5000; // past midnight UTC
    await t.app.inject({ url: '/go/tool/ledger' });
    await t.app.inject({ url: '/go/tool/trezor' });
    expect(await clicks('tool', 'ledger')).toEqual([
      { day: '2026-11-22', clicks: 2 },
      { day: '2026-11-23', clicks: 1 },
    ]);
    expect(await clicks('tool', 'trezor')).toEqual([{ day: '2026-11-23', clicks: 1 }]);
    // The table holds counters only: no address, agent or visitor id.
    const columns = Object.keys(await t.infra.db('outbound_clicks').columnInfo()).sort();
    expect(columns).toEqual(['clicks', 'day', 'entity_id', 'entity_type']);
  });

  it('never loses a click under concurrency (one upsert per click)', async () => {
    await t.infra.db('outbound_clicks').del();
    const n = 60;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        t.app.inject({ url: '/go/exchange/binance', remoteAddress: `10.20.${Math.floor(i / 50)}.${i % 50}` }),
      ),
    );
    expect(results.every((r) => r.statusCode === 302)).toBe(true);
    expect(await clicks('exchange', 'binance')).toEqual([{ day: '2026-11-23', clicks: n }]);
  });

  it('admins read click totals per partner; anonymous callers get 401', async () => {
    expect((await t.app.inject({ url: '/api/admin/referral-clicks' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/admin/referral-clicks?days=7', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      since: '2026-11-17',
      until: '2026-11-23',
      totals: [{ entityType: 'exchange', entityId: 'binance', clicks: 60 }],
    });
    expect((await t.app.inject({ url: '/api/admin/referral-clicks?days=0', headers: { cookie } })).statusCode).toBe(400);
  });

  it('/referral-codes/{id} answers 200 for a listed exchange with an active code and 404 otherwise (the client shows its 404 screen)', async () => {
    // Kraken's code was switched off above: nothing to explain, so no page.
    expect((await t.app.inject({ url: '/referral-codes/kraken' })).statusCode).toBe(404);
    const rows = (await t.app.inject({ url: '/api/referral-codes?includeInactive=true', headers: { cookie } })).json();
    const kraken = rows.find((r: { entityId: string; entityType: string }) => r.entityType === 'exchange' && r.entityId === 'kraken');
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/referral-codes/${kraken.id}`,
      headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf },
      payload: { code: 'COINATLAS', url: 'https://www.kraken.com/sign-up?ref=coinatlas', isActive: true },
    });
    expect(on.statusCode).toBe(200);
    const ok = await t.app.inject({ url: '/referral-codes/kraken' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/html');
    expect((await t.app.inject({ url: '/referral-codes/not-an-exchange' })).statusCode).toBe(404);
    // A trading bot is not an exchange: it has no referral page.
    expect((await t.app.inject({ url: '/referral-codes/cryptohopper' })).statusCode).toBe(404);
  });
});

describe('tracked outbound links while the database is away', () => {
  it('still sends the visitor to the official site', async () => {
    const t = await createTestApp({ withRedis: false });
    try {
      await t.infra.db.raw('ALTER TABLE referral_codes RENAME TO referral_codes_away');
      await t.infra.db.raw('ALTER TABLE outbound_clicks RENAME TO outbound_clicks_away');
      const res = await t.app.inject({ url: '/go/exchange/okx' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://www.okx.com');
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnexPromotionRepository } from '../../backend/src/modules/promotions/adapters/knex-promotion-repository.js';
import { createPromotionService } from '../../backend/src/modules/promotions/service.js';
import { ACTIVE_KEYS_TTL_MS } from '../../backend/src/modules/referrals/plugin.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Promo = { id: string; title: string; ctaUrl: string; partner: { type: string; id: string }; priority: number };

describe('GET /api/promotions (real database and cache)', () => {
  let t: TestApp;
  let now = Date.parse('2026-11-22T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => now } });
  });
  afterAll(async () => t?.close());

  const get = (url = '/api/promotions', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /** Switches the seeded (example) referral codes of these partners on, as an editor would, and lets the kept set expire. */
  const activate = async (...partners: [string, string][]) => {
    for (const [type, id] of partners)
      expect(
        await t.infra.db('referral_codes').where({ entity_type: type, entity_id: id }).update({ is_active: true }),
        `${type}/${id}`,
      ).toBe(1);
    now += ACTIVE_KEYS_TTL_MS;
  };

  it('serves no promotion whose partner has no active referral code: each speaks of our link', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect((res.json() as { promotions: Promo[] }).promotions).toEqual([]);
  });

  it('serves the five seeded promotions once their partners have active codes, highest priority first, with tracked links', async () => {
    await activate(
      ['payment_card', 'crypto-com'],
      ['tool', 'trezor'],
      ['trading_bot', 'cryptohopper'],
      ['tool', 'ledger'],
      ['tool', 'glassnode'],
    );
    const res = await get();
    expect(res.statusCode).toBe(200);
    const { promotions } = res.json() as { promotions: Promo[] };
    expect(promotions.map((p) => [p.id, p.priority])).toEqual([
      ['crypto-com-welcome', 10],
      ['trezor-first-purchase', 9],
      ['cryptohopper-lifetime', 8],
      ['ledger-spend-and-save', 8],
      ['glassnode-first-months', 7],
    ]);
    for (const p of promotions) expect(p.ctaUrl).toBe(`/go/${p.partner.type}/${p.partner.id}`);
    expect(promotions[1]).toMatchObject({
      title: 'Trezor: 10% off your first purchase',
      discount: '10% off',
      ctaText: 'Shop Trezor',
      categories: ['wallet', 'security'],
      targetPages: ['/', '/wallets', '/wallets/hardware'],
      userTypes: ['security_focused', 'learner'],
      marketConditions: ['stable_market', 'bear_market'],
      bgColor: 'emerald',
      startsAt: null,
      endsAt: null,
    });
  });

  it('is cacheable, with an ETag that answers 304', async () => {
    const res = await get();
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await get('/api/promotions', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers in the language asked for, and refuses unknown languages and parameters', async () => {
    const de = (await get('/api/promotions?lang=de')).json() as { promotions: Promo[] };
    expect(de.promotions[0]!.title).toBe('Crypto.com: 25 $ Willkommensprämie');
    const pt = (await get('/api/promotions?lang=pt')).json() as { promotions: Promo[] };
    expect(pt.promotions[0]!.title).toBe('Crypto.com: recompensa de boas-vindas de US$ 25');
    const fr = await get('/api/promotions?lang=fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(fr.json().message).toMatch(/^querystring\/lang /);
    const extra = await get('/api/promotions?admin=1');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe("querystring has an unknown field 'admin'");
  });

  it('the service stores changes in Postgres: created, scheduled, deactivated and deleted promotions show or hide', async () => {
    await activate(['exchange', 'kraken']);
    const service = createPromotionService({
      repo: createKnexPromotionRepository(t.infra.db),
      cache: t.cache,
      now: () => now,
      isListed: (type, id) => t.app.partners.find(type, id) !== undefined,
    });
    await service.create({
      id: 'kraken-winter',
      title: { en: 'Kraken winter', de: 'Kraken Winter' },
      description: { en: 'Trade on Kraken.' },
      ctaText: { en: 'Open Kraken' },
      discount: { en: 'New' },
      partnerType: 'exchange',
      partnerId: 'kraken',
      categories: ['exchange'],
      targetPages: ['/exchanges'],
      userTypes: ['exchange_seeker'],
      marketConditions: [],
      priority: 20,
      bgColor: 'indigo',
      startsAt: '2026-11-22T12:00:00Z',
      endsAt: '2026-11-23T00:00:00Z',
    });
    // the app reads the same cache; the service cleared it
    let ids = ((await get()).json() as { promotions: Promo[] }).promotions.map((p) => p.id);
    expect(ids[0]).toBe('kraken-winter');
    expect(((await get('/api/promotions?lang=de')).json() as { promotions: Promo[] }).promotions[0]!.ctaUrl).toBe('/go/exchange/kraken');

    now = Date.parse('2026-11-23T00:00:00Z'); // the end is exclusive
    ids = ((await get()).json() as { promotions: Promo[] }).promotions.map((p) => p.id);
    expect(ids).not.toContain('kraken-winter');

    await service.update('ledger-spend-and-save', { active: false });
    await service.delete('glassnode-first-months');
    ids = ((await get()).json() as { promotions: Promo[] }).promotions.map((p) => p.id);
    expect(ids).toEqual(['crypto-com-welcome', 'trezor-first-purchase', 'cryptohopper-lifetime']);

    const stored = await t.infra.db('promotions').where({ id: 'ledger-spend-and-save' }).first();
    expect(stored.active).toBe(false);
    await expect(service.create({ id: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is documented in OpenAPI with its schema and an example', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = spec.paths['/api/promotions'].get;
    expect(op.operationId).toBe('listPromotions');
    expect(op.tags).toEqual(['Promotions']);
    expect(JSON.stringify(op)).toContain('/go/tool/trezor');
  });
});

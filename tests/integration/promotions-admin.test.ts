import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_TOP_N, topPromotions } from '@coinatlas/domain/promotions/scoring';
import { buildUserContext, marketConditions } from '@coinatlas/domain/promotions/user-context';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'growth@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const T0 = Date.parse('2026-11-24T12:00:00Z');

const DRAFT = {
  id: 'kraken-spring',
  title: { en: 'Kraken spring', de: 'Kraken Frühling' },
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
  active: true,
  startsAt: null,
  endsAt: null,
};

type AdminPromotion = {
  id: string;
  version: number;
  state: string;
  active: boolean;
  title: Record<string, string>;
  priority: number;
  claimBacked: boolean;
};

/** The partners of the seeded promotions and of the drafts below. */
const BACKED = [
  ['payment_card', 'crypto-com'],
  ['tool', 'trezor'],
  ['trading_bot', 'cryptohopper'],
  ['tool', 'ledger'],
  ['tool', 'glassnode'],
  ['exchange', 'kraken'],
  ['exchange', 'binance'],
] as const;

describe('promotions admin API', () => {
  let t: TestApp;
  let clock = T0;
  let jar: { cookie: string; csrf: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }, deps: { now: () => clock } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    jar = { cookie: cookies.map((c) => c.split(';')[0]).join('; '), csrf: res.json().csrfToken };
    // a promotion reaches visitors only while its partner has an active referral code: switch on the
    // seeded (example) codes of the partners promoted here
    for (const [type, id] of BACKED)
      expect(
        await t.infra.db('referral_codes').where({ entity_type: type, entity_id: id }).update({ is_active: true }),
        `${type}/${id}`,
      ).toBe(1);
  });
  afterAll(async () => t?.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: jar.cookie, origin: ORIGIN, 'x-csrf-token': jar.csrf } });
  const livePromotions = async (lang = 'en') =>
    ((await t.app.inject({ url: `/api/promotions?lang=${lang}` })).json() as { promotions: Array<{ id: string; title: string }> })
      .promotions;
  const liveIds = async () => (await livePromotions()).map((p) => p.id);

  it('refuses anonymous and cross-site callers on every admin route', async () => {
    for (const url of [
      '/api/admin/promotions',
      '/api/admin/promotions/trezor-first-purchase',
      '/api/admin/promotions/trezor-first-purchase/history',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/promotions', payload: DRAFT })).statusCode).toBe(401);
    for (const [url, payload] of [
      ['/api/admin/promotions', DRAFT],
      ['/api/admin/promotions/trezor-first-purchase/pause', { version: 1 }],
      ['/api/admin/promotions/trezor-first-purchase/undo', { version: 1 }],
    ] as const) {
      const crossSite = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: jar.cookie, origin: 'https://evil.example', 'x-csrf-token': jar.csrf },
      });
      expect(crossSite.statusCode, url).toBe(403);
      const noToken = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: jar.cookie, origin: ORIGIN } });
      expect(noToken.statusCode, url).toBe(403);
    }
  });

  it('creates, schedules, pauses, archives and undoes; visitors see each change at once; every change is recorded', async () => {
    await livePromotions(); // the public list is now in the server's cache
    const created = await admin('POST', '/api/admin/promotions', { ...DRAFT, draft: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ id: 'kraken-spring', version: 1, state: 'draft' });
    expect(await liveIds()).not.toContain('kraken-spring');

    // published with a start an hour away: scheduled, not served
    const inAnHour = new Date(T0 + 3_600_000).toISOString();
    const scheduled = await admin('PUT', '/api/admin/promotions/kraken-spring', { version: 1, startsAt: inAnHour });
    expect(scheduled.json()).toMatchObject({ version: 2, startsAt: inAnHour });
    const published = await admin('POST', '/api/admin/promotions/kraken-spring/publish', { version: 2 });
    expect(published.json()).toMatchObject({ version: 3, state: 'scheduled' });
    expect(await liveIds()).not.toContain('kraken-spring');

    // the clock reaches the start: live, with the list served from the same cache
    clock = T0 + 3_600_000;
    const list = (await admin('GET', '/api/admin/promotions')).json() as { promotions: AdminPromotion[] };
    expect(list.promotions.find((p) => p.id === 'kraken-spring')).toMatchObject({ state: 'live', version: 3 });
    expect(await liveIds()).toContain('kraken-spring');

    const retitled = await admin('PUT', '/api/admin/promotions/kraken-spring', {
      version: 3,
      title: { en: 'Kraken: spring offer', de: 'Kraken: Frühlingsangebot' },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect((await livePromotions('de')).find((p) => p.id === 'kraken-spring')?.title).toBe('Kraken: Frühlingsangebot');

    const paused = await admin('POST', '/api/admin/promotions/kraken-spring/pause', { version: 4 });
    expect(paused.json()).toMatchObject({ version: 5, state: 'paused', active: false });
    expect(await liveIds()).not.toContain('kraken-spring');

    // undo the pause: a new version, live again
    const undone = await admin('POST', '/api/admin/promotions/kraken-spring/undo', { version: 5 });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ version: 6, state: 'live', active: true, title: { en: 'Kraken: spring offer' } });
    expect(await liveIds()).toContain('kraken-spring');

    const archived = await admin('POST', '/api/admin/promotions/kraken-spring/archive', { version: 6 });
    expect(archived.json()).toMatchObject({ version: 7, state: 'archived' });
    expect(await liveIds()).not.toContain('kraken-spring');

    const history = (await admin('GET', '/api/admin/promotions/kraken-spring/history')).json() as {
      revisions: Array<{ version: number; action: string; actor: string; at: string; changedFields: string[] }>;
    };
    expect(history.revisions.map((r) => [r.version, r.action, r.changedFields])).toEqual([
      [7, 'archive', ['archived']],
      [6, 'undo', ['active']],
      [5, 'pause', ['active']],
      [4, 'update', ['title']],
      [3, 'publish', ['draft']],
      [2, 'update', ['startsAt']],
      [1, 'create', []],
    ]);
    expect(history.revisions.every((r) => r.actor === EMAIL)).toBe(true);
    expect(history.revisions[0]!.at).toBe(new Date(clock).toISOString());

    // the first version has nothing before it
    const fresh = await admin('POST', '/api/admin/promotions', { ...DRAFT, id: 'kraken-autumn' });
    const nothing = await admin('POST', '/api/admin/promotions/kraken-autumn/undo', { version: fresh.json().version });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe("version: promotion 'kraken-autumn' has no earlier version to go back to");
  });

  it('refuses a save from a stale version with 409 and the stored promotion', async () => {
    const seed = (await admin('GET', '/api/admin/promotions/glassnode-first-months')).json() as AdminPromotion;
    expect((await admin('PUT', '/api/admin/promotions/glassnode-first-months', { version: seed.version, priority: 11 })).statusCode).toBe(
      200,
    );
    const stale = await admin('PUT', '/api/admin/promotions/glassnode-first-months', { version: seed.version, priority: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `Promotion 'glassnode-first-months' was changed by someone else (now version ${seed.version + 1}); reload it and apply your change again`,
    );
    // the stored promotion as the editor's list shows it: with its state and whether its claim is backed
    expect(stale.json().current).toMatchObject({
      id: 'glassnode-first-months',
      version: seed.version + 1,
      priority: 11,
      state: seed.state,
      claimBacked: seed.claimBacked,
    });
    expect(stale.headers['cache-control']).toBe('no-store');
    expect((await admin('POST', '/api/admin/promotions/glassnode-first-months/pause', { version: seed.version })).statusCode).toBe(409);
  });

  it('answers bad input with 400 and a message naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ ...DRAFT, id: 'x-1', partnerId: 'no-such-exchange' }, "partnerId 'no-such-exchange' is not a listed exchange"],
      [{ ...DRAFT, id: 'x-2', title: { de: 'Nur Deutsch' } }, 'body/title/en is required'],
      [{ ...DRAFT, id: 'x-3', priority: 99 }, 'body/priority must be <= 20'],
      [{ ...DRAFT, id: 'x-4', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }, 'endsAt must be after startsAt'],
      [{ ...DRAFT, id: 'x-5', description: { en: 'x'.repeat(241) } }, 'description.en must be at most 240 characters'],
      [{ ...DRAFT, id: 'x-6', targetPages: ['/nowhere'] }, "targetPages has an unknown value '/nowhere'"],
      [{ ...DRAFT, id: 'Not An Id' }, 'id must be 2-63 lowercase letters, digits or dashes'],
    ];
    for (const [payload, message] of cases) {
      const res = await admin('POST', '/api/admin/promotions', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const seed = (await admin('GET', '/api/admin/promotions/ledger-spend-and-save')).json() as AdminPromotion;
    const noVersion = await admin('PUT', '/api/admin/promotions/ledger-spend-and-save', { priority: 3 });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toContain('version');
    const badEnd = await admin('PUT', '/api/admin/promotions/ledger-spend-and-save', {
      version: seed.version,
      startsAt: '2027-01-02T00:00:00Z',
      endsAt: '2027-01-01T00:00:00Z',
    });
    expect(badEnd.json()).toMatchObject({ statusCode: 400, message: 'endsAt must be after startsAt' });
    const badAction = await admin('POST', '/api/admin/promotions/ledger-spend-and-save/explode', { version: seed.version });
    expect(badAction.statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/promotions/nope')).json()).toMatchObject({
      statusCode: 404,
      message: "Promotion 'nope' does not exist",
    });
    const badVisitor = await admin('POST', '/api/admin/promotions/simulate', { currentPage: '/', hour: 25 });
    expect(badVisitor.statusCode).toBe(400);
  });

  const visitor = {
    currentPage: '/payment-cards',
    visitedPages: ['/wallets', '/blog'],
    language: 'en',
    country: null,
    btcTrend: 'stable',
    hour: 9,
    weekday: 2,
    device: 'mobile',
    timeOnSite: 200,
    interests: [],
    scope: 'live',
  } as const;

  it('simulates a visitor with the same ranking the banner computes from the public list', async () => {
    const sim = await admin('POST', '/api/admin/promotions/simulate', visitor);
    expect(sim.statusCode, sim.body).toBe(200);
    const body = sim.json() as {
      context: { interests: string[]; timeOfDay: string };
      ranked: Array<{
        id: string;
        rank: number;
        score: number;
        inBanner: boolean;
        parts: Array<{ reason: { key: string }; points: number }>;
      }>;
    };
    expect(body.context).toMatchObject({
      interests: ['security_focused', 'learner', 'spender'],
      timeOfDay: 'morning',
      device: 'mobile',
      marketKey: 'stable_market',
    });

    // the banner's own path: the public list, the browser's context builder, topPromotions
    const publicList = (await t.app.inject({ url: '/api/promotions?lang=en' })).json().promotions;
    const ctx = buildUserContext({
      currentPage: visitor.currentPage,
      visitedPages: visitor.visitedPages,
      sessionStartMs: clock - 200_000,
      nowMs: clock,
      screenWidth: 390,
    });
    const banner = topPromotions(publicList, ctx, marketConditions(9, 2, 'stable'), BANNER_TOP_N);
    expect(body.ranked.filter((r) => r.inBanner).map((r) => [r.id, r.score])).toEqual(
      banner.map((b) => [b.promotion.id as string, b.scored.score]),
    );
    expect(body.ranked).toHaveLength(publicList.length);

    for (const r of body.ranked) expect(r.parts.reduce((s, p) => s + p.points, 0)).toBe(r.score);
    const ledger = body.ranked.find((r) => r.id === 'ledger-spend-and-save')!;
    expect(ledger.parts.map((p) => [p.reason.key, p.points])).toEqual([
      ['priority', 8],
      ['interest', 2],
      ['market', 2],
      ['engaged', 1],
    ]);
  });

  it("leaves out partners not available in the visitor's country, and scores drafts with scope 'all'", async () => {
    await admin('POST', '/api/admin/promotions', { ...DRAFT, id: 'binance-draft', partnerId: 'binance', draft: true });
    const live = (await admin('POST', '/api/admin/promotions/simulate', visitor)).json() as { ranked: Array<{ id: string }> };
    expect(live.ranked.map((r) => r.id)).not.toContain('binance-draft');
    const all = (await admin('POST', '/api/admin/promotions/simulate', { ...visitor, scope: 'all' })).json() as {
      ranked: Array<{ id: string; state: string }>;
    };
    expect(all.ranked.find((r) => r.id === 'binance-draft')).toMatchObject({ state: 'draft' });
    const inUs = (await admin('POST', '/api/admin/promotions/simulate', { ...visitor, scope: 'all', country: 'US' })).json() as {
      ranked: Array<{ id: string }>;
      unavailableInCountry: string[];
    };
    expect(inUs.ranked.map((r) => r.id)).not.toContain('binance-draft');
    expect(inUs.unavailableInCountry).toContain('binance-draft');
  });

  it('answers which typical visitors would see a promotion', async () => {
    const res = await admin('GET', '/api/admin/promotions/cryptohopper-lifetime/coverage');
    expect(res.statusCode, res.body).toBe(200);
    const { topN, cells } = res.json() as {
      topN: number;
      cells: Array<{ visitor: string; btcTrend: string; rank: number; inBanner: boolean }>;
    };
    expect(topN).toBe(3);
    expect(cells).toHaveLength(18);
    expect(cells.find((c) => c.visitor === 'botTrader' && c.btcTrend === 'bull')).toMatchObject({ inBanner: true });
    expect(cells.find((c) => c.visitor === 'newcomer' && c.btcTrend === 'bear')).toMatchObject({ inBanner: false });
    expect(cells.every((c) => c.inBanner === (c.rank >= 1 && c.rank <= 3))).toBe(true);
  });

  it('hides a promotion whose partner has no active code any more and flags it for editors; the code back on shows it again', async () => {
    const codes = (await admin('GET', '/api/referral-codes?includeInactive=true')).json() as {
      id: number;
      entityType: string;
      entityId: string;
    }[];
    const trezor = codes.find((c) => c.entityType === 'tool' && c.entityId === 'trezor')!;
    const flagOf = async () =>
      ((await admin('GET', '/api/admin/promotions')).json() as { promotions: AdminPromotion[] }).promotions.find(
        (p) => p.id === 'trezor-first-purchase',
      )!;
    expect(await liveIds()).toContain('trezor-first-purchase');
    expect(await flagOf()).toMatchObject({ state: 'live', claimBacked: true });
    expect((await admin('PUT', `/api/referral-codes/${trezor.id}`, { isActive: false })).statusCode).toBe(200);
    // the claim ("our link takes 10% off") is no longer backed: gone for visitors at once, still live for editors but flagged
    expect(await liveIds()).not.toContain('trezor-first-purchase');
    expect(await flagOf()).toMatchObject({ state: 'live', claimBacked: false });
    expect(((await admin('GET', '/api/admin/promotions/trezor-first-purchase')).json() as AdminPromotion).claimBacked).toBe(false);
    const on = await admin('PUT', `/api/referral-codes/${trezor.id}`, {
      code: 'COINATLAS',
      url: 'https://trezor.io/?ref=coinatlas',
      isActive: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await liveIds()).toContain('trezor-first-purchase');
    expect(await flagOf()).toMatchObject({ claimBacked: true });
  });
});

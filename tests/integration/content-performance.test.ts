import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '../../backend/migrations/index.js';
import { rebuildContentRollup } from '../../backend/src/modules/analytics/adapters/knex-content-stats-repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'growth@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const at = (iso: string) => Date.parse(iso);

type Fig = {
  views: number;
  clicks: number;
  ctr: number | null;
  previousViews: number;
  previousClicks: number;
  viewsChange: number | null;
  clicksChange: number | null;
};
type Page = Fig & { path: string; lang: string; route: string };
type Source = { path: string; lang: string; route: string; clicks: number; views: number; ctr: number | null };
type Partner = {
  type: string;
  id: string;
  name: string;
  clicks: number;
  previousClicks: number;
  clicksChange: number | null;
  unknownPage: number;
  clicksByLanguage: Record<string, number>;
  sourcePages: number;
  sources: Source[];
};
type Report = {
  from: string;
  to: string;
  days: number;
  previous: { from: string; to: string };
  lang: string | null;
  totals: Fig & { previousCtr: number | null; partnerClicks: number };
  languages: Array<Fig & { lang: string; previousCtr: number | null }>;
  series: Array<{ day: string; views: number; clicks: number; viewsByLanguage: Record<string, number> }>;
  pages: Page[];
  routes: Array<Fig & { route: string; lang: string; pages: number }>;
  movers: { up: Array<{ path: string; delta: number }>; down: Array<{ path: string; delta: number }> };
  partners: Partner[];
};

describe('content performance', () => {
  let t: TestApp;
  let cookie = '';
  // The app's clock: moved from day to day while the events below are recorded.
  let now = at('2026-11-09T12:00:00Z');
  const report = (query = '') => t.app.inject({ url: `/api/admin/content-performance${query}`, headers: { cookie } });
  const json = async (query = '') => {
    const res = await report(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Report;
  };
  const views = async (...paths: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events: paths.map((path) => ({ name: 'page_view', path })) },
      remoteAddress: '198.51.100.9',
    });
    expect(res.statusCode, res.body).toBe(202);
  };
  const click = async (partner: string, referer?: string) => {
    const res = await t.app.inject({ url: `/go/${partner}`, headers: referer ? { referer } : {} });
    expect(res.statusCode).toBe(302);
  };
  const RANGE = '?from=2026-11-10&to=2026-11-11';

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }, deps: { now: () => now } });

    // The previous period (2026-11-08..09): /exchanges 4 views and one Kraken click, /es/exchanges 1, /tools 3.
    await views('/exchanges', '/exchanges', '/exchanges', '/exchanges', '/es/exchanges', '/tools', '/tools', '/tools');
    await click('exchange/kraken', `${ORIGIN}/exchanges`);

    // 2026-11-10: views in three languages; an admin page, an unknown path and a language the site lacks count nowhere.
    now = at('2026-11-10T12:00:00Z');
    await views(
      '/exchanges',
      '/exchanges?utm_source=x',
      '/es/exchanges',
      '/es/exchanges',
      '/es/exchanges',
      '/blog/alpha',
      '/blog/alpha',
      '/es/blog/beta',
      '/de/tools/',
    );
    await views('/admin/blog', '/no-such-page', '/fr/exchanges');
    // Kraken: twice from the Spanish list (query dropped), once without a Referer, once from another site;
    // a BitBox02 click from the Spanish list.
    await click('exchange/kraken', `${ORIGIN}/es/exchanges?x=1`);
    await click('exchange/kraken', `${ORIGIN}/es/exchanges`);
    await click('exchange/kraken');
    await click('exchange/kraken', 'https://elsewhere.example/exchanges');
    await click('wallet/bitbox02', `${ORIGIN}/es/exchanges`);

    // 2026-11-11: one more view of /exchanges and of /de/tools, one of a second post, and a Kraken click from /exchanges.
    now = at('2026-11-11T12:00:00Z');
    await views('/exchanges', '/de/tools', '/blog/gamma');
    await click('exchange/kraken', `${ORIGIN}/exchanges#offers`);

    // Signed in on the last day (a session lives for hours, not for the days the clock moved).
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
  });
  afterAll(async () => t?.close());

  it('counts views, clicks and click-through per page against the previous period', async () => {
    const res = await report(RANGE);
    expect(res.headers['cache-control']).toBe('no-store');
    const r = res.json() as Report;
    expect(r).toMatchObject({
      from: '2026-11-10',
      to: '2026-11-11',
      days: 2,
      previous: { from: '2026-11-08', to: '2026-11-09' },
      lang: null,
    });
    // By hand: views 3 + 3 + 2 + 1 + 1 + 2 = 12 (previous 4 + 1 + 3 = 8); clicks from pages 1 + 3 = 4 (previous 1).
    expect(r.totals).toEqual({
      views: 12,
      clicks: 4,
      ctr: 0.3333,
      previousViews: 8,
      previousClicks: 1,
      previousCtr: 0.125,
      viewsChange: 0.5,
      clicksChange: 3,
      // every /go/ click: Kraken 5 (one without a Referer, one from another site), BitBox02 1
      partnerClicks: 6,
    });
    expect(r.pages).toEqual([
      {
        path: '/es/exchanges',
        lang: 'es',
        route: '/exchanges',
        views: 3,
        clicks: 3,
        ctr: 1,
        previousViews: 1,
        previousClicks: 0,
        viewsChange: 2,
        clicksChange: null,
      },
      {
        path: '/exchanges',
        lang: 'en',
        route: '/exchanges',
        views: 3,
        clicks: 1,
        ctr: 0.3333,
        previousViews: 4,
        previousClicks: 1,
        viewsChange: -0.25,
        clicksChange: 0,
      },
      {
        path: '/blog/alpha',
        lang: 'en',
        route: '/blog/:id',
        views: 2,
        clicks: 0,
        ctr: 0,
        previousViews: 0,
        previousClicks: 0,
        viewsChange: null,
        clicksChange: null,
      },
      {
        path: '/de/tools',
        lang: 'de',
        route: '/tools',
        views: 2,
        clicks: 0,
        ctr: 0,
        previousViews: 0,
        previousClicks: 0,
        viewsChange: null,
        clicksChange: null,
      },
      {
        path: '/blog/gamma',
        lang: 'en',
        route: '/blog/:id',
        views: 1,
        clicks: 0,
        ctr: 0,
        previousViews: 0,
        previousClicks: 0,
        viewsChange: null,
        clicksChange: null,
      },
      {
        path: '/es/blog/beta',
        lang: 'es',
        route: '/blog/:id',
        views: 1,
        clicks: 0,
        ctr: 0,
        previousViews: 0,
        previousClicks: 0,
        viewsChange: null,
        clicksChange: null,
      },
      {
        path: '/tools',
        lang: 'en',
        route: '/tools',
        views: 0,
        clicks: 0,
        ctr: null,
        previousViews: 3,
        previousClicks: 0,
        viewsChange: -1,
        clicksChange: null,
      },
    ]);
    expect(r.series).toEqual([
      { day: '2026-11-10', views: 9, clicks: 3, viewsByLanguage: { en: 4, es: 4, de: 1, pt: 0 } },
      { day: '2026-11-11', views: 3, clicks: 1, viewsByLanguage: { en: 2, es: 0, de: 1, pt: 0 } },
    ]);
  });

  it('groups by language and by route and language, and names the top movers', async () => {
    const r = await json(RANGE);
    expect(r.languages.map((l) => [l.lang, l.views, l.clicks, l.ctr, l.previousViews, l.previousClicks])).toEqual([
      ['en', 6, 1, 0.1667, 7, 1],
      ['es', 4, 3, 0.75, 1, 0],
      ['de', 2, 0, 0, 0, 0],
      ['pt', 0, 0, null, 0, 0],
    ]);
    expect(r.routes.map((g) => [g.route, g.lang, g.pages, g.views, g.clicks])).toEqual([
      ['/exchanges', 'es', 1, 3, 3],
      ['/exchanges', 'en', 1, 3, 1],
      ['/blog/:id', 'en', 2, 3, 0],
      ['/tools', 'de', 1, 2, 0],
      ['/blog/:id', 'es', 1, 1, 0],
      ['/tools', 'en', 1, 0, 0],
    ]);
    expect(r.movers.up.map((m) => [m.path, m.delta])).toEqual([
      ['/blog/alpha', 2],
      ['/de/tools', 2],
      ['/es/exchanges', 2],
      ['/blog/gamma', 1],
      ['/es/blog/beta', 1],
    ]);
    expect(r.movers.down.map((m) => [m.path, m.delta])).toEqual([
      ['/tools', -3],
      ['/exchanges', -1],
    ]);
  });

  it('says per partner which pages sent its clicks, and how many came from no known page', async () => {
    const r = await json(RANGE);
    expect(r.partners).toEqual([
      {
        type: 'exchange',
        id: 'kraken',
        name: 'Kraken',
        clicks: 5,
        previousClicks: 1,
        clicksChange: 4,
        unknownPage: 2,
        clicksByLanguage: { en: 1, es: 2, de: 0, pt: 0 },
        sourcePages: 2,
        sources: [
          { path: '/es/exchanges', lang: 'es', route: '/exchanges', clicks: 2, views: 3, ctr: 0.6667 },
          { path: '/exchanges', lang: 'en', route: '/exchanges', clicks: 1, views: 3, ctr: 0.3333 },
        ],
      },
      {
        type: 'wallet',
        id: 'bitbox02',
        name: expect.any(String) as unknown as string,
        clicks: 1,
        previousClicks: 0,
        clicksChange: null,
        unknownPage: 0,
        clicksByLanguage: { en: 0, es: 1, de: 0, pt: 0 },
        sourcePages: 1,
        sources: [{ path: '/es/exchanges', lang: 'es', route: '/exchanges', clicks: 1, views: 3, ctr: 0.3333 }],
      },
    ]);
  });

  it('filters by language: pages, days and partner clicks of that language only', async () => {
    const r = await json(`${RANGE}&lang=es`);
    expect(r.lang).toBe('es');
    expect(r.pages.map((p) => p.path)).toEqual(['/es/exchanges', '/es/blog/beta']);
    expect(r.totals).toMatchObject({ views: 4, clicks: 3, previousViews: 1, previousClicks: 0, partnerClicks: 3 });
    expect(r.languages.map((l) => l.lang)).toEqual(['es']);
    expect(r.series.map((d) => [d.day, d.views])).toEqual([
      ['2026-11-10', 4],
      ['2026-11-11', 0],
    ]);
    expect(r.partners.map((p) => [p.id, p.clicks, p.previousClicks, p.unknownPage])).toEqual([
      ['kraken', 2, 0, 0],
      ['bitbox02', 1, 0, 0],
    ]);
  });

  it('defaults to the last 30 days against the 30 before', async () => {
    const r = await json();
    expect([r.from, r.to, r.days, r.previous]).toEqual(['2026-10-13', '2026-11-11', 30, { from: '2026-09-13', to: '2026-10-12' }]);
    expect(r.totals.views).toBe(20);
    expect(r.series).toHaveLength(30);
  });

  it('exports the pages and the partners as CSV', async () => {
    const pages = await t.app.inject({ url: `/api/admin/content-performance/export${RANGE}`, headers: { cookie } });
    expect(pages.statusCode).toBe(200);
    expect(pages.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(pages.headers['content-disposition']).toBe('attachment; filename="content-performance-pages-2026-11-10-to-2026-11-11.csv"');
    expect(pages.body).toBe(
      [
        'page,route,language,views,clicks,click_through_rate,previous_views,previous_clicks,views_change,clicks_change',
        '/es/exchanges,/exchanges,es,3,3,1,1,0,2,',
        '/exchanges,/exchanges,en,3,1,0.3333,4,1,-0.25,0',
        '/blog/alpha,/blog/:id,en,2,0,0,0,0,,',
        '/de/tools,/tools,de,2,0,0,0,0,,',
        '/blog/gamma,/blog/:id,en,1,0,0,0,0,,',
        '/es/blog/beta,/blog/:id,es,1,0,0,0,0,,',
        '/tools,/tools,en,0,0,,3,0,-1,',
        '',
      ].join('\n'),
    );
    const partners = await t.app.inject({ url: `/api/admin/content-performance/export${RANGE}&kind=partners`, headers: { cookie } });
    expect(partners.statusCode).toBe(200);
    expect(partners.headers['content-disposition']).toBe(
      'attachment; filename="content-performance-partners-2026-11-10-to-2026-11-11.csv"',
    );
    const [header, ...rows] = partners.body.split('\n');
    expect(header).toBe('partner_type,partner_id,partner,page,language,clicks,page_views,click_through_rate');
    expect(rows).toEqual([
      'exchange,kraken,Kraken,/es/exchanges,es,2,3,0.6667',
      'exchange,kraken,Kraken,/exchanges,en,1,3,0.3333',
      'exchange,kraken,Kraken,,,2,,',
      expect.stringMatching(/^wallet,bitbox02,[^,]+,\/es\/exchanges,es,1,3,0\.3333$/),
      '',
    ]);
  });

  it('reads the same figures after the roll-up is rebuilt from the events, and after migration 091 ran again', async () => {
    const before = await json(RANGE);
    await rebuildContentRollup(t.infra.db);
    expect(await json(RANGE)).toEqual(before);
    await t.infra.db.migrate.down({ migrationSource, name: '091-content-performance' });
    expect(await t.infra.db.schema.hasTable('content_page_daily')).toBe(false);
    await t.infra.db.migrate.latest({ migrationSource });
    expect(await json(RANGE)).toEqual(before);
  });

  it('refuses anonymous requests (401) and requests from another site (403)', async () => {
    for (const url of ['/api/admin/content-performance', '/api/admin/content-performance/export']) {
      const anon = await t.app.inject({ url });
      expect(anon.statusCode, url).toBe(401);
      expect(anon.json().message).toBe('Sign in as an admin to use this endpoint.');
      for (const headers of [
        { origin: 'https://evil.example' },
        { referer: 'https://evil.example/page' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const cross = await t.app.inject({ url, headers: { cookie, ...headers } });
        expect(cross.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(cross.json().message).toBe('Cross-site request refused: the Origin header does not match this site.');
      }
      // The site's own pages may ask.
      const own = await t.app.inject({
        url,
        headers: { cookie, origin: ORIGIN, referer: `${ORIGIN}/admin/content-performance`, 'sec-fetch-site': 'same-origin' },
      });
      expect(own.statusCode, url).toBe(200);
    }
  });

  it.each([
    ['?from=2026-11-10&to=2026-11-09', 'querystring/to (2026-11-09) must not be before querystring/from (2026-11-10)'],
    ['?from=2025-11-01&to=2026-11-02', 'querystring/from..to spans 367 days (2025-11-01 to 2026-11-02); at most 366 days'],
    ['?lang=fr', 'querystring/lang must be equal to one of the allowed values'],
    ['?from=2026-13-01', 'querystring/from must match format "date"'],
    ['?to=today', 'querystring/to must match format "date"'],
    ['?days=30', "querystring has an unknown field 'days'"],
  ])('answers %s with a 400 naming the field', async (query, message) => {
    for (const path of ['/api/admin/content-performance', '/api/admin/content-performance/export']) {
      const res = await t.app.inject({ url: path + query, headers: { cookie } });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses an unknown export kind, and accepts a range of exactly 366 days', async () => {
    const bad = await t.app.inject({ url: '/api/admin/content-performance/export?kind=posts', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring/kind must be equal to one of the allowed values');
    const year = await json('?from=2025-11-11&to=2026-11-11');
    expect([year.days, year.previous]).toEqual([366, { from: '2024-11-10', to: '2025-11-10' }]);
  });
});

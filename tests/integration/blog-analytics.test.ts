import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '../../backend/migrations/index.js';
import { rebuildBlogRollup } from '../../backend/src/modules/analytics/adapters/knex-blog-stats-repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
// The clock the app runs on: the second day of the events below, at noon UTC.
const NOW = Date.parse('2026-11-11T12:00:00Z');
const D1 = '2026-11-10T20:00:00.000Z';
const D2 = '2026-11-11T08:00:00.000Z';

type Figures = {
  views: number;
  readEnds: number;
  readThroughRate: number | null;
  signups: number;
  outboundClicks: number;
  viewsByLanguage: Record<'en' | 'es' | 'de' | 'pt', number>;
};
type Report = {
  from: string;
  to: string;
  lang: string | null;
  post: string | null;
  totals: Figures;
  days: Array<Figures & { day: string }>;
  posts: Array<Figures & { slug: string }>;
};

const times = <T>(n: number, e: T): T[] => Array.from({ length: n }, () => e);

describe('blog analytics', () => {
  let t: TestApp;
  let cookie = '';
  const report = async (query = '') => t.app.inject({ url: `/api/admin/blog-analytics${query}`, headers: { cookie } });
  const post = (events: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/events', payload: { events }, remoteAddress: '198.51.100.7' });

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }, deps: { now: () => NOW } });
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

    // Day 1: alpha read 3 times in English (2 to the end) and once in Spanish (to the end); beta twice in English.
    expect(
      (
        await post([
          ...times(3, { name: 'page_view', path: '/blog/alpha', time: D1 }),
          { name: 'page_view', path: '/es/blog/alpha', time: D1 },
          ...times(2, { name: 'read_end', path: '/blog/alpha', time: D1 }),
          { name: 'read_end', path: '/es/blog/alpha', time: D1 },
          ...times(2, { name: 'page_view', path: '/blog/beta', time: D1 }),
        ])
      ).statusCode,
    ).toBe(202);
    // Day 2: beta in German (to the end); alpha once more (its query is dropped); a sign-up that came from alpha,
    // one that did not; the blog list, a read on another page kind and another event name: none of them counts.
    expect(
      (
        await post([
          { name: 'page_view', path: '/de/blog/beta', time: D2 },
          { name: 'read_end', path: '/de/blog/beta', time: D2 },
          { name: 'page_view', path: '/blog/alpha?utm_source=x#end', time: D2 },
          { name: 'newsletter_subscribe', category: 'newsletter', label: 'home', path: '/', source: '/blog/alpha?ref=y', time: D2 },
          { name: 'newsletter_subscribe', category: 'newsletter', label: 'home', path: '/', time: D2 },
          { name: 'page_view', path: '/blog', time: D2 },
          { name: 'page_view', path: '/fr/blog/alpha', time: D2 },
          { name: 'open_review', category: 'tool', label: 'glassnode', path: '/blog/alpha', time: D2 },
        ])
      ).statusCode,
    ).toBe(202);
    // /go/ clicks: from beta's Portuguese page (counted), from another site and without a Referer (not counted).
    for (const referer of [`${ORIGIN}/pt/blog/beta?utm=1`, 'https://elsewhere.example/blog/beta', undefined]) {
      const res = await t.app.inject({ url: '/go/exchange/kraken', headers: referer ? { referer } : {} });
      expect(res.statusCode).toBe(302);
    }
  });
  afterAll(async () => t?.close());

  const zeroLangs = { en: 0, es: 0, de: 0, pt: 0 };

  it('counts views, read-ends, sign-ups from a post and /go/ clicks per post, day and language', async () => {
    const res = await report('?from=2026-11-10&to=2026-11-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const r = res.json() as Report;
    expect(r).toMatchObject({ from: '2026-11-10', to: '2026-11-11', lang: null, post: null });
    // By hand: alpha 3 + 1 + 1 views, 3 read-ends (3/5), 1 sign-up; beta 2 + 1 views, 1 read-end (1/3), 1 click.
    expect(r.totals).toEqual({
      views: 8,
      readEnds: 4,
      readThroughRate: 0.5,
      signups: 1,
      outboundClicks: 1,
      viewsByLanguage: { en: 6, es: 1, de: 1, pt: 0 },
    });
    expect(r.posts).toEqual([
      {
        slug: 'alpha',
        views: 5,
        readEnds: 3,
        readThroughRate: 0.6,
        signups: 1,
        outboundClicks: 0,
        viewsByLanguage: { en: 4, es: 1, de: 0, pt: 0 },
      },
      {
        slug: 'beta',
        views: 3,
        readEnds: 1,
        readThroughRate: 0.3333,
        signups: 0,
        outboundClicks: 1,
        viewsByLanguage: { en: 2, es: 0, de: 1, pt: 0 },
      },
    ]);
    expect(r.days).toEqual([
      {
        day: '2026-11-10',
        views: 6,
        readEnds: 3,
        readThroughRate: 0.5,
        signups: 0,
        outboundClicks: 0,
        viewsByLanguage: { en: 5, es: 1, de: 0, pt: 0 },
      },
      {
        day: '2026-11-11',
        views: 2,
        readEnds: 1,
        readThroughRate: 0.5,
        signups: 1,
        outboundClicks: 1,
        viewsByLanguage: { en: 1, es: 0, de: 1, pt: 0 },
      },
    ]);
  });

  it('filters by language and by post, and fills days without events with zeros', async () => {
    const es = (await report('?from=2026-11-09&to=2026-11-11&lang=es')).json() as Report;
    expect(es.lang).toBe('es');
    expect(es.totals).toMatchObject({ views: 1, readEnds: 1, readThroughRate: 1, signups: 0, outboundClicks: 0 });
    expect(es.posts.map((p) => p.slug)).toEqual(['alpha']);
    expect(es.days.map((d) => [d.day, d.views])).toEqual([
      ['2026-11-09', 0],
      ['2026-11-10', 1],
      ['2026-11-11', 0],
    ]);
    expect(es.days[0]).toEqual({
      day: '2026-11-09',
      views: 0,
      readEnds: 0,
      readThroughRate: null,
      signups: 0,
      outboundClicks: 0,
      viewsByLanguage: zeroLangs,
    });

    const beta = (await report('?from=2026-11-10&to=2026-11-11&post=beta')).json() as Report;
    expect(beta.post).toBe('beta');
    expect(beta.totals).toMatchObject({ views: 3, readEnds: 1, signups: 0, outboundClicks: 1 });
    expect(beta.posts.map((p) => p.slug)).toEqual(['beta']);
  });

  it('defaults to the last 30 days up to today (UTC)', async () => {
    const r = (await report()).json() as Report;
    expect([r.from, r.to, r.days.length]).toEqual(['2026-10-13', '2026-11-11', 30]);
    expect(r.totals.views).toBe(8);
  });

  it('reads the same figures after the roll-up is rebuilt from the stored events', async () => {
    const before = (await report('?from=2026-11-10&to=2026-11-11')).json() as Report;
    await rebuildBlogRollup(t.infra.db);
    expect((await report('?from=2026-11-10&to=2026-11-11')).json()).toEqual(before);
  });

  it('migration 080 rolls up the events stored before it', async () => {
    const db = t.infra.db;
    const before = (await report('?from=2026-11-10&to=2026-11-11')).json() as Report;
    await db.migrate.down({ migrationSource: migrationSource, name: '080-blog-analytics' });
    expect(await db.schema.hasTable('blog_post_daily')).toBe(false);
    await db.migrate.latest({ migrationSource: migrationSource });
    // The sign-up's source went with the column, so the rebuilt figures lack exactly that sign-up.
    const after = (await report('?from=2026-11-10&to=2026-11-11')).json() as Report;
    expect(after.totals).toEqual({ ...before.totals, signups: 0 });
    expect(after.posts.map((p) => [p.slug, p.views, p.readEnds, p.outboundClicks])).toEqual(
      before.posts.map((p) => [p.slug, p.views, p.readEnds, p.outboundClicks]),
    );
    // Put the sign-up's source back for the tests after this one.
    const first = (await db('analytics_events').where({ name: 'newsletter_subscribe' }).min({ id: 'id' }).first()) as { id: number };
    await db('analytics_events').where({ id: first.id }).update({ source_path: '/blog/alpha' });
    await rebuildBlogRollup(db);
    expect((await report('?from=2026-11-10&to=2026-11-11')).json()).toEqual(before);
  });

  it('exports one CSV row per day, post and language', async () => {
    const res = await t.app.inject({ url: '/api/admin/blog-analytics/export?from=2026-11-10&to=2026-11-11', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="blog-analytics-2026-11-10-to-2026-11-11.csv"');
    expect(res.body).toBe(
      [
        'day,post,language,views,read_ends,read_through_rate,newsletter_signups,outbound_clicks',
        '2026-11-10,alpha,en,3,2,0.6667,0,0',
        '2026-11-10,alpha,es,1,1,1,0,0',
        '2026-11-10,beta,en,2,0,0,0,0',
        '2026-11-11,alpha,en,1,0,0,1,0',
        '2026-11-11,beta,de,1,1,1,0,0',
        '2026-11-11,beta,pt,0,0,,0,1',
        '',
      ].join('\n'),
    );
  });

  it('refuses anonymous requests with 401', async () => {
    for (const url of ['/api/admin/blog-analytics', '/api/admin/blog-analytics/export']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('Sign in as an admin to use this endpoint.');
    }
  });

  it.each([
    ['?from=2026-11-10&to=2026-11-09', 'querystring/to (2026-11-09) must not be before querystring/from (2026-11-10)'],
    ['?from=2025-10-01&to=2026-11-05', 'querystring/from..to spans 401 days (2025-10-01 to 2026-11-05); at most 400 days'],
    ['?lang=fr', 'querystring/lang'],
    ['?from=2026-13-01', 'querystring/from must match format "date"'],
    ['?to=yesterday', 'querystring/to must match format "date"'],
    ['?post=Not%20a%20slug', 'querystring/post must match pattern'],
    ['?days=30', "querystring has an unknown field 'days'"],
  ])('answers %s with a 400 naming the field', async (query, message) => {
    for (const path of ['/api/admin/blog-analytics', '/api/admin/blog-analytics/export']) {
      const res = await t.app.inject({ url: path + query, headers: { cookie } });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('accepts a range of exactly 400 days', async () => {
    const res = await report('?from=2025-10-02&to=2026-11-05');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Report).days).toHaveLength(400);
  });

  describe('the read_end event', () => {
    it.each([
      [{ name: 'read_end', path: '/tools' }, 'body/events/1/path must be a blog post (/blog/<slug> or /es|de|pt/blog/<slug>) for read_end'],
      [{ name: 'read_end', path: '/blog' }, 'body/events/1/path must be a blog post'],
      [
        { name: 'read_end', path: '/blog/alpha', label: 'x' },
        'body/events/1/label is not allowed on read_end (it carries only its path and time)',
      ],
      [{ name: 'read_end', path: '/blog/alpha', value: 80 }, 'body/events/1/value is not allowed on read_end'],
      [{ name: 'outbound_click', path: '/blog/alpha' }, "body/events/1/name 'outbound_click' is recorded by the server and cannot be sent"],
      [{ name: 'page_view', path: '/', source: 'https://evil.example/' }, 'body/events/1/source must match pattern'],
    ])('refuses %j with a 400 and stores nothing of the batch', async (bad, message) => {
      const before = await t.infra.db('analytics_events').count({ n: '*' }).first();
      const res = await post([{ name: 'read_end', path: '/blog/alpha', time: D2 }, bad]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await t.infra.db('analytics_events').count({ n: '*' }).first()).toEqual(before);
      expect(((await report('?from=2026-11-11&to=2026-11-11')).json() as Report).totals.readEnds).toBe(1);
    });

    it('stores a read_end on a post page in any language, with nothing but its path and time', async () => {
      const res = await post([{ name: 'read_end', path: '/pt/blog/gamma', time: D2 }]);
      expect(res.statusCode).toBe(202);
      const row = await t.infra.db('analytics_events').where({ name: 'read_end', path: '/pt/blog/gamma' }).first();
      expect(row).toMatchObject({ category: null, label: null, value: null, source_path: null });
      const r = (await report('?from=2026-11-11&to=2026-11-11&post=gamma')).json() as Report;
      // A read-end without a counted view never makes the rate go above what the views allow.
      expect(r.totals).toMatchObject({ views: 0, readEnds: 1, readThroughRate: null });
    });
  });
});

/**
 * Content performance on two years of events (`make bench` runs it from run.ts; alone, with real Postgres:
 * `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --conditions=source tests/bench/content-performance.ts`).
 *
 * Loads BENCH_CONTENT_VIEWS (1,000,000) page views and BENCH_CONTENT_CLICKS (200,000) /go/ clicks spread over the
 * last 732 days (a 366-day report reads 732 days: the range and the period before it) with generate_series
 * INSERTs: views on about 600 public pages in four languages, skewed as real traffic is (a few pages get most of
 * them); each click an `outbound_click` event for one of 40 partners on one of the 24 pages that link to it,
 * and the /go/ counter (outbound_clicks) holding the same clicks. Then it builds the roll-ups from the events (what migration 091 does)
 * and times, one at a time:
 * - each query the report runs, straight against the roll-ups (366 days and the 366 before);
 * - the admin API through app.inject: the report for 30 and 366 days, 366 days of one language, both CSV exports.
 * The baseline, measured in the same run on the same data, is the per-page figures of the same 732 days read
 * from the events themselves (no roll-up) on a connection without the app's statement timeout; every time is
 * printed with its ratio to it. Target: p50 of every query and request <= BENCH_MAX_CONTENT_P50_MS (200 ms).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import knex from 'knex';
import {
  createKnexContentStatsRepository,
  rebuildContentRollup,
} from '../../backend/src/modules/analytics/adapters/knex-content-stats-repository.js';
import { ROUTE_MANIFEST } from '@coinatlas/domain/routes/manifest';
import { createTestApp } from '../support/test-app.js';

const VIEWS = Number(process.env.BENCH_CONTENT_VIEWS ?? 1_000_000);
const CLICKS = Number(process.env.BENCH_CONTENT_CLICKS ?? 200_000);
const RUNS = Number(process.env.BENCH_CONTENT_RUNS ?? 50);
const BASELINE_RUNS = Number(process.env.BENCH_CONTENT_BASELINE_RUNS ?? 3);
const WARMUP = 3;
const MAX_P50_MS = Number(process.env.BENCH_MAX_CONTENT_P50_MS ?? 200);
const EMAIL = 'bench@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const DAY_MS = 86_400_000;
const SPAN_DAYS = 732;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function time(runs: number, fn: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** About 600 public pages: every page without an id in four languages, 80 posts, 40 reviews and 30 referral pages. */
function sitePages(): string[] {
  const plain = ROUTE_MANIFEST.filter((e) => e.section !== 'admin' && !e.path.includes(':id')).map((e) => e.path);
  const ids = [
    ...Array.from({ length: 80 }, (_, i) => `/blog/post-${i}`),
    ...Array.from({ length: 40 }, (_, i) => `/tools/tool-${i}/review`),
    ...Array.from({ length: 30 }, (_, i) => `/referral-codes/exchange-${i}`),
  ];
  return ['', '/es', '/de', '/pt'].flatMap((prefix) => [...plain, ...ids].map((p) => (prefix && p === '/' ? prefix : prefix + p)));
}

const PARTNERS = Array.from({ length: 40 }, (_, i) => [['exchange', 'wallet', 'tool', 'trading_bot'][i % 4]!, `partner-${i}`] as const);

/** Runs the measurement and prints its lines; returns false when a p50 is over the target. */
export async function runContentPerformanceBench(): Promise<boolean> {
  const t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000000', ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
  try {
    const engine = t.infra.dbEngine === 'postgres' ? 'Postgres' : 'PGlite: set TEST_DATABASE_URL for real Postgres';
    const db = t.infra.db;
    const now = Date.now();
    const pages = sitePages();

    // Page k of n is picked with weight ~ skewed to the first pages: n * u^3 for a spread-out u in [0, 1).
    const pick = `1 + floor(?::int * power(((i * 7919) % 100003) / 100003.0, 3))::int`;
    const when = `to_timestamp(?::double precision / 1000) - ((i * 104729) % (${SPAN_DAYS} * 86400)) * interval '1 second'`;
    let start = performance.now();
    const SLICE = 50_000;
    for (let first = 1; first <= VIEWS; first += SLICE) {
      await db.raw(
        `INSERT INTO analytics_events (name, path, occurred_at)
         SELECT 'page_view', (?::text[])[${pick}], ${when}
         FROM generate_series(?::bigint, ?::bigint) AS s(i)`,
        [pages, pages.length, now, first, Math.min(first + SLICE - 1, VIEWS)],
      );
    }
    // A partner's links sit on the pages that list, review or compare it and on the posts that mention it: each
    // partner's clicks come from 24 pages of its own (some shared with other partners), the first ones most.
    for (let first = 1; first <= CLICKS; first += SLICE) {
      await db.raw(
        `INSERT INTO analytics_events (name, category, label, path, occurred_at)
         SELECT 'outbound_click', (?::text[])[1 + i % ?], (?::text[])[1 + i % ?],
                (?::text[])[1 + ((i % ?) * 53 + floor(24 * power(((i * 7919) % 100003) / 100003.0, 2))::int * 29) % ?], ${when}
         FROM generate_series(?::bigint, ?::bigint) AS s(i)`,
        [
          PARTNERS.map((p) => p[0]),
          PARTNERS.length,
          PARTNERS.map((p) => p[1]),
          PARTNERS.length,
          pages,
          PARTNERS.length,
          pages.length,
          now,
          first,
          Math.min(first + SLICE - 1, CLICKS),
        ],
      );
    }
    // The /go/ counter holds the same clicks, per partner and UTC day.
    await db.raw(
      `INSERT INTO outbound_clicks (entity_type, entity_id, day, clicks)
       SELECT category, label, (occurred_at AT TIME ZONE 'UTC')::date, count(*) FROM analytics_events
       WHERE name = 'outbound_click' GROUP BY 1, 2, 3
       ON CONFLICT (entity_type, entity_id, day) DO UPDATE SET clicks = outbound_clicks.clicks + excluded.clicks`,
    );
    const loadMs = performance.now() - start;
    start = performance.now();
    await rebuildContentRollup(db);
    const rollupMs = performance.now() - start;
    // What autovacuum does on a live database after such a load (statistics and the visibility map).
    for (const table of [
      'analytics_events',
      'content_page_daily',
      'content_language_daily',
      'content_partner_page_daily',
      'outbound_clicks',
    ])
      await db.raw(`VACUUM ANALYZE ${table}`);
    const count = async (table: string) =>
      Number(((await db(table).count({ n: '*' })) as Array<{ n: string }>)[0]?.n ?? 0).toLocaleString('en');
    console.log(
      `content performance (${engine}): ${VIEWS.toLocaleString('en')} views and ${CLICKS.toLocaleString('en')} clicks on ${pages.length} pages over ${SPAN_DAYS} days ` +
        `loaded in ${(loadMs / 1000).toFixed(1)} s; roll-ups built in ${(rollupMs / 1000).toFixed(1)} s: content_page_daily ${await count('content_page_daily')} rows, ` +
        `content_partner_page_daily ${await count('content_partner_page_daily')}, content_language_daily ${await count('content_language_daily')}, outbound_clicks ${await count('outbound_clicks')}`,
    );

    const day = (offset: number) => new Date(now - offset * DAY_MS).toISOString().slice(0, 10);
    const today = day(0);
    const from = day(365);

    // The baseline: per-page views and clicks of both periods straight from the events.
    const plain = t.database.url ? knex({ client: 'pg', connection: t.database.url, pool: { min: 0, max: 1 } }) : db;
    const baselineQuery = () =>
      plain.raw(
        `SELECT path, count(*) FILTER (WHERE name = 'page_view' AND occurred_at >= ?) AS views,
                count(*) FILTER (WHERE name = 'outbound_click' AND occurred_at >= ?) AS clicks,
                count(*) FILTER (WHERE name = 'page_view' AND occurred_at < ?) AS previous_views,
                count(*) FILTER (WHERE name = 'outbound_click' AND occurred_at < ?) AS previous_clicks
         FROM analytics_events WHERE name IN ('page_view', 'outbound_click') AND occurred_at >= ? GROUP BY path`,
        [
          new Date(`${from}T00:00:00Z`),
          new Date(`${from}T00:00:00Z`),
          new Date(`${from}T00:00:00Z`),
          new Date(`${from}T00:00:00Z`),
          new Date(now - 731 * DAY_MS),
        ],
      );
    let baseline: number;
    try {
      await baselineQuery();
      const b = await time(BASELINE_RUNS, baselineQuery);
      baseline = b.p50;
      console.log(
        `  baseline: per-page figures of 732 days from the events themselves (no roll-up): p50 ${ms(b.p50)}, p99 ${ms(b.p99)} (${BASELINE_RUNS} runs)`,
      );
    } finally {
      if (plain !== db) await plain.destroy();
    }

    let ok = true;
    const report = (name: string, r: { p50: number; p99: number }, runs: number) => {
      const over = r.p50 > MAX_P50_MS;
      if (over) ok = false;
      console.log(
        `  ${name}: p50 ${ms(r.p50)} (${(r.p50 / baseline).toFixed(3)} x baseline), p99 ${ms(r.p99)} (${runs} runs)${over ? `  FAIL: p50 over ${MAX_P50_MS} ms` : ''}`,
      );
    };

    // Each query of the report on its own, 366 days against the 366 before.
    const repo = createKnexContentStatsRepository(db);
    const f = { from, to: today, previousFrom: day(731) };
    const queries: Array<[string, () => Promise<unknown>]> = [
      ['query: views and clicks per day and language', () => repo.byLanguageDay(f)],
      ['query: per page, both periods', () => repo.pages(f)],
      ['query: per page, both periods, lang=es', () => repo.pages({ ...f, lang: 'es' })],
      ['query: partner totals (outbound_clicks)', () => repo.partnerTotals(f)],
      ['query: partner sources', () => repo.partnerSources(f)],
    ];
    for (const [name, fn] of queries) {
      for (let i = 0; i < WARMUP; i++) await fn();
      report(name, await time(RUNS, fn), RUNS);
    }

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: EMAIL, password: PASSWORD },
    });
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const cases: Array<[string, string]> = [
      ['GET report, last 30 days', `/api/admin/content-performance?from=${day(29)}&to=${today}`],
      ['GET report, last 366 days', `/api/admin/content-performance?from=${from}&to=${today}`],
      ['GET report, 366 days, lang=es', `/api/admin/content-performance?from=${from}&to=${today}&lang=es`],
      ['GET CSV pages, 366 days', `/api/admin/content-performance/export?from=${from}&to=${today}`],
      ['GET CSV partners, 366 days', `/api/admin/content-performance/export?from=${from}&to=${today}&kind=partners`],
    ];
    for (const [name, url] of cases) {
      const get = async () => {
        const res = await t.app.inject({ url, headers: { cookie } });
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        return res;
      };
      for (let i = 0; i < WARMUP; i++) await get();
      report(name, await time(RUNS, get), RUNS);
    }
    const check = (await t.app.inject({ url: cases[1]![1], headers: { cookie } })).json() as {
      totals: { views: number; partnerClicks: number };
      pages: unknown[];
    };
    console.log(
      `  (the 366-day report counted ${check.totals.views.toLocaleString('en')} views and ${check.totals.partnerClicks.toLocaleString('en')} partner clicks on ` +
        `${check.pages.length} pages; target p50 <= ${MAX_P50_MS} ms)`,
    );
    return ok;
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await runContentPerformanceBench())) process.exitCode = 1;
}

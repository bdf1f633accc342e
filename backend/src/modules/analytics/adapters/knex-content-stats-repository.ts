import type { Knex } from 'knex';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import { contentIncrementsOf, type ContentIncrements, type EventGroup } from '../domain/content-performance.js';
import type { ContentStatsRepository } from '../ports.js';

/**
 * Content performance, read from three daily roll-ups (migration 091), never from the events:
 * - content_page_daily (day, page): views and /go/ clicks per public page;
 * - content_language_daily (day, lang): the same summed per language, for the chart;
 * - content_partner_page_daily (day, partner, page): which pages sent each partner its clicks.
 * Pages and partners are small integer ids (content_pages, content_partners), so the rows stay narrow and the
 * sums group on integers.
 * Partner totals come from outbound_clicks, the /go/ redirect's own per-day counter, which also holds the clicks
 * whose page is unknown (no Referer from this site).
 */
const n = (v: unknown) => Number(v ?? 0);
const asDay = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export function createKnexContentStatsRepository(db: Knex): ContentStatsRepository {
  return {
    async byLanguageDay(f) {
      const q = db('content_language_daily')
        .select(db.raw(`to_char(day, 'YYYY-MM-DD') AS day`), 'lang', 'views', 'clicks')
        .where('day', '>=', f.previousFrom)
        .andWhere('day', '<=', f.to);
      if (f.lang) q.andWhere('lang', f.lang);
      const rows = (await q) as Array<{ day: unknown; lang: SiteLanguage; views: number; clicks: number }>;
      return rows.map((r) => ({ day: asDay(r.day), lang: r.lang, views: n(r.views), clicks: n(r.clicks) }));
    },

    async pages(f) {
      // One pass over both periods (FILTER splits the sums at the range's first day), grouped on the page's
      // integer id; the paths are joined to the few hundred sums afterwards.
      const rows = (await db.raw(
        `SELECT p.path, s.views, s.clicks, s.previous_views, s.previous_clicks
         FROM (SELECT page_id,
                      sum(views) FILTER (WHERE day >= :from) AS views, sum(clicks) FILTER (WHERE day >= :from) AS clicks,
                      sum(views) FILTER (WHERE day < :from) AS previous_views, sum(clicks) FILTER (WHERE day < :from) AS previous_clicks
               FROM content_page_daily
               WHERE day >= :previousFrom AND day <= :to ${f.lang ? 'AND lang = :lang' : ''}
               GROUP BY page_id) s
         JOIN content_pages p ON p.id = s.page_id`,
        { from: f.from, to: f.to, previousFrom: f.previousFrom, lang: f.lang ?? null },
      )) as { rows: Array<{ path: string; views: unknown; clicks: unknown; previous_views: unknown; previous_clicks: unknown }> };
      return rows.rows.map((r) => ({
        path: r.path,
        views: n(r.views),
        clicks: n(r.clicks),
        previousViews: n(r.previous_views),
        previousClicks: n(r.previous_clicks),
      }));
    },

    async partnerTotals(f) {
      const rows = (await db('outbound_clicks')
        .select('entity_type', 'entity_id')
        .select(
          db.raw('sum(clicks) FILTER (WHERE day >= ?) AS clicks', [f.from]),
          db.raw('sum(clicks) FILTER (WHERE day < ?) AS previous_clicks', [f.from]),
        )
        .where('day', '>=', f.previousFrom)
        .andWhere('day', '<=', f.to)
        .groupBy('entity_type', 'entity_id')) as Array<{
        entity_type: PartnerType;
        entity_id: string;
        clicks: unknown;
        previous_clicks: unknown;
      }>;
      return rows.map((r) => ({
        partnerType: r.entity_type,
        partnerId: r.entity_id,
        clicks: n(r.clicks),
        previousClicks: n(r.previous_clicks),
      }));
    },

    async partnerSources(f) {
      // Without a language the previous period's partner clicks come from outbound_clicks: read this range only.
      // With one, the previous period's clicks of that language's pages are needed too, for the trend.
      const rows = (await db.raw(
        `SELECT c.partner_type, c.partner_id, p.path, s.clicks, s.previous_clicks
         FROM (SELECT partner_key, page_id,
                      sum(clicks) FILTER (WHERE day >= :from) AS clicks, sum(clicks) FILTER (WHERE day < :from) AS previous_clicks
               FROM content_partner_page_daily
               WHERE day >= :start AND day <= :to ${f.lang ? 'AND lang = :lang' : ''}
               GROUP BY partner_key, page_id) s
         JOIN content_partners c ON c.id = s.partner_key
         JOIN content_pages p ON p.id = s.page_id`,
        { from: f.from, to: f.to, start: f.lang ? f.previousFrom : f.from, lang: f.lang ?? null },
      )) as { rows: Array<{ partner_type: PartnerType; partner_id: string; path: string; clicks: unknown; previous_clicks: unknown }> };
      return rows.rows.map((r) => ({
        partnerType: r.partner_type,
        partnerId: r.partner_id,
        path: r.path,
        clicks: n(r.clicks),
        previousClicks: n(r.previous_clicks),
      }));
    },
  };
}

type Tx = Knex | Knex.Transaction;

/**
 * The ids of pages (by path) and partners (by type/id), adding the ones not seen before. A page first seen
 * by a concurrent batch may be invisible to this statement's snapshot: the ids still missing are read again.
 */
async function idsOf(trx: Tx, pages: ReadonlyArray<{ path: string; lang: string }>, partners: ReadonlyArray<{ type: string; id: string }>) {
  const pageIds = new Map<string, number>();
  const partnerIds = new Map<string, number>();
  if (pages.length > 0) {
    const paths = pages.map((p) => p.path);
    await trx.raw(`INSERT INTO content_pages (path, lang) SELECT * FROM unnest(?::text[], ?::text[]) ON CONFLICT (path) DO NOTHING`, [
      paths,
      pages.map((p) => p.lang),
    ]);
    for (let attempt = 0; attempt < 3 && pageIds.size < paths.length; attempt++) {
      const rows = (await trx('content_pages')
        .select('id', 'path')
        .whereIn(
          'path',
          paths.filter((p) => !pageIds.has(p)),
        )) as Array<{ id: number; path: string }>;
      for (const r of rows) pageIds.set(r.path, r.id);
    }
  }
  if (partners.length > 0) {
    await trx.raw(
      `INSERT INTO content_partners (partner_type, partner_id) SELECT * FROM unnest(?::text[], ?::text[]) ON CONFLICT (partner_type, partner_id) DO NOTHING`,
      [partners.map((p) => p.type), partners.map((p) => p.id)],
    );
    for (let attempt = 0; attempt < 3 && partnerIds.size < partners.length; attempt++) {
      const rows = (await trx('content_partners').select('id', 'partner_type', 'partner_id')) as Array<{
        id: number;
        partner_type: string;
        partner_id: string;
      }>;
      for (const r of rows) partnerIds.set(`${r.partner_type}/${r.partner_id}`, r.id);
    }
  }
  return { pageIds, partnerIds };
}

/** Adds a batch's increments to the roll-ups, in the caller's transaction (one statement per table). */
export async function addContentIncrements(trx: Tx, inc: ContentIncrements): Promise<void> {
  if (inc.pages.length === 0 && inc.partnerPages.length === 0 && inc.languages.length === 0) return;
  // New pages and partners are inserted in key order too (two batches adding the same ones wait, never deadlock).
  const byKey = <T>(m: Map<string, T>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  const pages = byKey(new Map([...inc.pages, ...inc.partnerPages].map((p) => [p.path, { path: p.path, lang: p.lang }])));
  const partners = byKey(
    new Map(inc.partnerPages.map((p) => [`${p.partnerType}/${p.partnerId}`, { type: p.partnerType, id: p.partnerId }])),
  );
  const { pageIds, partnerIds } = await idsOf(trx, pages, partners);
  const page = (path: string) => {
    const id = pageIds.get(path);
    if (id === undefined) throw new Error(`content page id for ${path} not found`);
    return id;
  };
  // Rows in key order: concurrent batches lock them in the same order and cannot deadlock each other.
  const pageRows = inc.pages
    .map((r) => ({ day: r.day, page_id: page(r.path), lang: r.lang, views: r.views, clicks: r.clicks }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.page_id - b.page_id));
  if (pageRows.length > 0) {
    await trx('content_page_daily')
      .insert(pageRows)
      .onConflict(['day', 'page_id'])
      .merge({
        views: trx.raw('content_page_daily.views + excluded.views'),
        clicks: trx.raw('content_page_daily.clicks + excluded.clicks'),
      });
  }
  if (inc.languages.length > 0) {
    await trx('content_language_daily')
      .insert(inc.languages.map((r) => ({ day: r.day, lang: r.lang, views: r.views, clicks: r.clicks })))
      .onConflict(['day', 'lang'])
      .merge({
        views: trx.raw('content_language_daily.views + excluded.views'),
        clicks: trx.raw('content_language_daily.clicks + excluded.clicks'),
      });
  }
  if (inc.partnerPages.length > 0) {
    const rows = inc.partnerPages
      .map((r) => ({
        day: r.day,
        partner_key: partnerIds.get(`${r.partnerType}/${r.partnerId}`)!,
        page_id: page(r.path),
        lang: r.lang,
        clicks: r.clicks,
      }))
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.partner_key - b.partner_key || a.page_id - b.page_id));
    await trx('content_partner_page_daily')
      .insert(rows)
      .onConflict(['day', 'partner_key', 'page_id'])
      .merge({ clicks: trx.raw('content_partner_page_daily.clicks + excluded.clicks') });
  }
}

/** Inserts in slices: a year of a busy day's rows stays far below Postgres's 65,535 bind parameters. */
async function addInSlices(trx: Knex.Transaction, inc: ContentIncrements): Promise<void> {
  const SLICE = 2_000;
  for (let i = 0; i < Math.max(inc.pages.length, inc.partnerPages.length, inc.languages.length); i += SLICE) {
    await addContentIncrements(trx, {
      pages: inc.pages.slice(i, i + SLICE),
      partnerPages: inc.partnerPages.slice(i, i + SLICE),
      languages: inc.languages.slice(i, i + SLICE),
    });
  }
}

/**
 * Rebuilds the three roll-ups from the stored events: one grouped read per UTC day (each through the
 * (name, occurred_at) index, far below the statement timeout), classified by the same code the live writes
 * use. Migration 091 runs it once; the benchmark after loading its events with SQL; an operator to repair.
 */
export async function rebuildContentRollup(db: Knex): Promise<void> {
  const DAY = 86_400_000;
  const [bounds] = (await db('analytics_events')
    .whereIn('name', ['page_view', 'outbound_click'])
    .min({ first: 'occurred_at' })
    .max({ last: 'occurred_at' })) as Array<{ first: Date | string | null; last: Date | string | null }>;
  await db.transaction(async (trx) => {
    await trx('content_partner_page_daily').delete();
    await trx('content_page_daily').delete();
    await trx('content_language_daily').delete();
    if (!bounds?.first || !bounds.last) return;
    const start = Date.parse(`${new Date(bounds.first).toISOString().slice(0, 10)}T00:00:00Z`);
    for (let day = start; day <= new Date(bounds.last).getTime(); day += DAY) {
      const rows = (await trx('analytics_events')
        .select('name', 'category', 'label', 'path')
        .count({ count: '*' })
        .whereIn('name', ['page_view', 'outbound_click'])
        .andWhere('occurred_at', '>=', new Date(day))
        .andWhere('occurred_at', '<', new Date(day + DAY))
        .groupBy('name', 'category', 'label', 'path')) as Array<Omit<EventGroup, 'day' | 'count'> & { count: string | number }>;
      const dayKey = new Date(day).toISOString().slice(0, 10);
      await addInSlices(trx, contentIncrementsOf(rows.map((r) => ({ ...r, day: dayKey, count: Number(r.count) }))));
    }
  });
}

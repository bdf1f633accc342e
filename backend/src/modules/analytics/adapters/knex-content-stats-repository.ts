import type { Knex } from 'knex';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { contentIncrementsOf, type ContentIncrements, type EventGroup } from '../domain/content-performance.js';
import type { ContentStatsRepository } from '../ports.js';

/**
 * Content performance, read from three daily roll-ups (migration 091), never from the events:
 * - content_page_daily (day, path): views and /go/ clicks per public page;
 * - content_language_daily (day, lang): the same summed per language, for the chart;
 * - content_partner_page_daily (day, partner, path): which pages sent each partner its clicks.
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
      // One pass over both periods: FILTER splits the sums at the range's first day.
      const q = db('content_page_daily')
        .select('path')
        .select(
          db.raw('sum(views) FILTER (WHERE day >= ?) AS views', [f.from]),
          db.raw('sum(clicks) FILTER (WHERE day >= ?) AS clicks', [f.from]),
          db.raw('sum(views) FILTER (WHERE day < ?) AS previous_views', [f.from]),
          db.raw('sum(clicks) FILTER (WHERE day < ?) AS previous_clicks', [f.from]),
        )
        .where('day', '>=', f.previousFrom)
        .andWhere('day', '<=', f.to)
        .groupBy('path');
      if (f.lang) q.andWhere('lang', f.lang);
      const rows = (await q) as Array<{ path: string; views: unknown; clicks: unknown; previous_views: unknown; previous_clicks: unknown }>;
      return rows.map((r) => ({ path: r.path, views: n(r.views), clicks: n(r.clicks), previousViews: n(r.previous_views), previousClicks: n(r.previous_clicks) }));
    },

    async partnerTotals(f) {
      const rows = (await db('outbound_clicks')
        .select('entity_type', 'entity_id')
        .select(db.raw('sum(clicks) FILTER (WHERE day >= ?) AS clicks', [f.from]), db.raw('sum(clicks) FILTER (WHERE day < ?) AS previous_clicks', [f.from]))
        .where('day', '>=', f.previousFrom)
        .andWhere('day', '<=', f.to)
        .groupBy('entity_type', 'entity_id')) as Array<{ entity_type: PartnerType; entity_id: string; clicks: unknown; previous_clicks: unknown }>;
      return rows.map((r) => ({ partnerType: r.entity_type, partnerId: r.entity_id, clicks: n(r.clicks), previousClicks: n(r.previous_clicks) }));
    },

    async partnerSources(f) {
      const q = db('content_partner_page_daily')
        .select('partner_type', 'partner_id', 'path', 'lang')
        .select(db.raw('sum(clicks) FILTER (WHERE day >= ?) AS clicks', [f.from]), db.raw('sum(clicks) FILTER (WHERE day < ?) AS previous_clicks', [f.from]))
        .where('day', '>=', f.previousFrom)
        .andWhere('day', '<=', f.to)
        .groupBy('partner_type', 'partner_id', 'path', 'lang');
      if (f.lang) q.andWhere('lang', f.lang);
      const rows = (await q) as Array<{ partner_type: PartnerType; partner_id: string; path: string; lang: SiteLanguage; clicks: unknown; previous_clicks: unknown }>;
      return rows.map((r) => ({
        partnerType: r.partner_type,
        partnerId: r.partner_id,
        path: r.path,
        lang: r.lang,
        clicks: n(r.clicks),
        previousClicks: n(r.previous_clicks),
      }));
    },
  };
}

/** Adds a batch's increments to the roll-ups, in the caller's transaction (one statement per table). */
export async function addContentIncrements(trx: Knex | Knex.Transaction, inc: ContentIncrements): Promise<void> {
  if (inc.pages.length > 0) {
    await trx('content_page_daily')
      .insert(inc.pages.map((r) => ({ day: r.day, path: r.path, lang: r.lang, views: r.views, clicks: r.clicks })))
      .onConflict(['day', 'path'])
      .merge({ views: trx.raw('content_page_daily.views + excluded.views'), clicks: trx.raw('content_page_daily.clicks + excluded.clicks') });
  }
  if (inc.languages.length > 0) {
    await trx('content_language_daily')
      .insert(inc.languages.map((r) => ({ day: r.day, lang: r.lang, views: r.views, clicks: r.clicks })))
      .onConflict(['day', 'lang'])
      .merge({ views: trx.raw('content_language_daily.views + excluded.views'), clicks: trx.raw('content_language_daily.clicks + excluded.clicks') });
  }
  if (inc.partnerPages.length > 0) {
    await trx('content_partner_page_daily')
      .insert(inc.partnerPages.map((r) => ({ day: r.day, partner_type: r.partnerType, partner_id: r.partnerId, path: r.path, lang: r.lang, clicks: r.clicks })))
      .onConflict(['day', 'partner_type', 'partner_id', 'path'])
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
    await trx('content_page_daily').delete();
    await trx('content_language_daily').delete();
    await trx('content_partner_page_daily').delete();
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

import type { Knex } from 'knex';
import { BLOG_POST_PATH_SQL, MAX_SLUG_LENGTH, type BlogLanguage } from '../domain/blog-analytics.js';
import type { BlogFilter, BlogStatsRepository } from '../ports.js';

type SumRow = {
  lang: BlogLanguage;
  views: string | number;
  read_ends: string | number;
  signups: string | number;
  outbound_clicks: string | number;
};

const counts = (r: SumRow) => ({
  lang: r.lang,
  views: Number(r.views),
  readEnds: Number(r.read_ends),
  signups: Number(r.signups),
  outboundClicks: Number(r.outbound_clicks),
});

const asDay = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** The blog figures, read from the daily roll-up `blog_post_daily` (primary key day, slug, lang). */
export function createKnexBlogStatsRepository(db: Knex): BlogStatsRepository {
  const base = (f: BlogFilter) => {
    const q = db('blog_post_daily')
      .where('day', '>=', f.from)
      .andWhere('day', '<=', f.to)
      .sum({ views: 'views', read_ends: 'read_ends', signups: 'signups', outbound_clicks: 'outbound_clicks' });
    if (f.lang) q.andWhere('lang', f.lang);
    if (f.slug) q.andWhere('slug', f.slug);
    return q;
  };
  return {
    async byDay(f) {
      // to_char keeps the day a plain date whatever the driver does with DATE columns.
      const rows = (await base(f).select(db.raw(`to_char(day, 'YYYY-MM-DD') AS day`), 'lang').groupBy('day', 'lang')) as Array<
        SumRow & { day: unknown }
      >;
      return rows.map((r) => ({ day: asDay(r.day), ...counts(r) }));
    },
    async byPost(f) {
      const rows = (await base(f).select('slug', 'lang').groupBy('slug', 'lang')) as Array<SumRow & { slug: string }>;
      return rows.map((r) => ({ slug: r.slug, ...counts(r) }));
    },
    async rows(f) {
      // The roll-up holds one row per day, post and language already: read them in key order, no grouping.
      const q = db('blog_post_daily')
        .select(db.raw(`to_char(day, 'YYYY-MM-DD') AS day`), 'slug', 'lang', 'views', 'read_ends', 'signups', 'outbound_clicks')
        .where('day', '>=', f.from)
        .andWhere('day', '<=', f.to)
        .orderBy([{ column: 'blog_post_daily.day' }, { column: 'slug' }, { column: 'lang' }]);
      if (f.lang) q.andWhere('lang', f.lang);
      if (f.slug) q.andWhere('slug', f.slug);
      const rows = (await q) as Array<SumRow & { day: string; slug: string }>;
      return rows.map((r) => ({ day: r.day, slug: r.slug, ...counts(r) }));
    },
  };
}

/**
 * Rebuilds the whole roll-up from the stored events (what migration 080 did once), one statement per day so
 * that none of them nears the statement timeout. For the benchmark, which loads its events with SQL, and for
 * an operator who repairs the counters by hand.
 */
export async function rebuildBlogRollup(db: Knex): Promise<void> {
  const DAY = 86_400_000;
  const [bounds] = (await db('analytics_events').min({ first: 'occurred_at' }).max({ last: 'occurred_at' })) as Array<{
    first: Date | string | null;
    last: Date | string | null;
  }>;
  const first = bounds?.first ?? null;
  const last = bounds?.last ?? null;
  await db.transaction(async (trx) => {
    await trx('blog_post_daily').delete();
    if (first === null || last === null) return;
    const start = Date.parse(`${new Date(first).toISOString().slice(0, 10)}T00:00:00Z`);
    for (let day = start; day <= new Date(last).getTime(); day += DAY) {
      await trx.raw(
        `INSERT INTO blog_post_daily (day, slug, lang, views, read_ends, signups, outbound_clicks)
         SELECT ?::date, m[2], coalesce(m[1], 'en'),
                count(*) FILTER (WHERE name = 'page_view'), count(*) FILTER (WHERE name = 'read_end'),
                count(*) FILTER (WHERE name = 'newsletter_subscribe'), count(*) FILTER (WHERE name = 'outbound_click')
         FROM (SELECT name, regexp_match(CASE WHEN name = 'newsletter_subscribe' THEN coalesce(source_path, path) ELSE path END, ?) AS m
               FROM analytics_events
               WHERE name IN ('page_view', 'read_end', 'newsletter_subscribe', 'outbound_click')
                 AND occurred_at >= ? AND occurred_at < ?) e
         WHERE m IS NOT NULL AND length(m[2]) <= ?
         GROUP BY m[2], coalesce(m[1], 'en')`,
        [new Date(day).toISOString().slice(0, 10), BLOG_POST_PATH_SQL, new Date(day), new Date(day + DAY), MAX_SLUG_LENGTH],
      );
    }
  });
}

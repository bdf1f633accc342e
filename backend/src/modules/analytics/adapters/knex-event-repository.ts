import type { Db } from '../../../platform/db/create-db.js';
import type { EventRepository } from '../ports.js';
import { addContentIncrements } from './knex-content-stats-repository.js';

export function createKnexEventRepository(db: Db): EventRepository {
  return {
    async pageViews(paths, since) {
      if (paths.length === 0) return new Map();
      // Counted in the partial index analytics_events_page_view_path_idx (path, occurred_at) WHERE name = 'page_view'
      // (migration 094): one range of the index per path, no row of the table read once it is vacuumed.
      const rows = (await db('analytics_events')
        .select('path')
        .count({ n: '*' })
        .where('name', 'page_view')
        .whereRaw('path = ANY(?::text[])', [paths as string[]])
        .andWhere('occurred_at', '>=', since)
        .groupBy('path')) as Array<{ path: string; n: string | number }>;
      return new Map(rows.map((r) => [r.path, Number(r.n)]));
    },
    async insertMany(events, rollup, content) {
      if (events.length === 0) return;
      const rows = events.map((e) => ({
        name: e.name,
        category: e.category,
        label: e.label,
        value: e.value,
        path: e.path,
        source_path: e.sourcePath,
        occurred_at: e.occurredAt,
      }));
      const hasContent = content.pages.length > 0 || content.partnerPages.length > 0;
      if (rollup.length === 0 && !hasContent) {
        await db('analytics_events').insert(rows);
        return;
      }
      await db.transaction(async (trx) => {
        await trx('analytics_events').insert(rows);
        await addContentIncrements(trx, content);
        if (rollup.length === 0) return;
        // One statement: concurrent batches on the same post and day serialize on the row, none is lost.
        await trx('blog_post_daily')
          .insert(
            rollup.map((r) => ({
              day: r.day,
              slug: r.slug,
              lang: r.lang,
              views: r.views,
              read_ends: r.readEnds,
              signups: r.signups,
              outbound_clicks: r.outboundClicks,
            })),
          )
          .onConflict(['day', 'slug', 'lang'])
          .merge({
            views: trx.raw('blog_post_daily.views + excluded.views'),
            read_ends: trx.raw('blog_post_daily.read_ends + excluded.read_ends'),
            signups: trx.raw('blog_post_daily.signups + excluded.signups'),
            outbound_clicks: trx.raw('blog_post_daily.outbound_clicks + excluded.outbound_clicks'),
          });
      });
    },
  };
}

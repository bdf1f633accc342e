import type { Knex } from 'knex';

/**
 * Blog analytics (issue 15): events may name the page an action started on (`source_path`, a site path
 * without query or hash: a newsletter sign-up that came from a post), and `blog_post_daily` rolls the blog's
 * events up per UTC day, post (slug from the path) and language (path prefix), so a year of figures is read
 * from at most days x posts x 4 rows instead of every event. Existing events are rolled up here once; from
 * then on the analytics module adds to the counters in the transaction that stores the events.
 */
const POST_PATH = '^(?:/(es|de|pt))?/blog/([a-z0-9]+(?:-[a-z0-9]+)*)$';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (t) => {
    t.string('source_path', 512);
  });
  await knex.schema.createTable('blog_post_daily', (t) => {
    t.date('day').notNullable();
    t.string('slug', 200).notNullable();
    t.string('lang', 2).notNullable();
    t.integer('views').notNullable().defaultTo(0);
    t.integer('read_ends').notNullable().defaultTo(0);
    t.integer('signups').notNullable().defaultTo(0);
    t.integer('outbound_clicks').notNullable().defaultTo(0);
    // Every report reads a range of days: the key leads with the day. One post's figures: slug, then day.
    t.primary(['day', 'slug', 'lang']);
    t.index(['slug', 'day'], 'blog_post_daily_slug_day_idx');
  });
  // One statement per day of events: each reads one day through the (name, occurred_at) index and stays far
  // below the statement timeout, however many events a year holds.
  const [row] = (await knex('analytics_events').min({ first: 'occurred_at' })) as Array<{ first: Date | string | null }>;
  const first = row?.first ?? null;
  if (first === null) return;
  const DAY = 86_400_000;
  const start = Date.parse(`${new Date(first).toISOString().slice(0, 10)}T00:00:00Z`);
  for (let day = start; day <= Date.now() + DAY; day += DAY) {
    await knex.raw(
      `INSERT INTO blog_post_daily (day, slug, lang, views, read_ends, signups, outbound_clicks)
       SELECT ?::date, m[2], coalesce(m[1], 'en'),
              count(*) FILTER (WHERE name = 'page_view'), count(*) FILTER (WHERE name = 'read_end'),
              count(*) FILTER (WHERE name = 'newsletter_subscribe'), count(*) FILTER (WHERE name = 'outbound_click')
       FROM (SELECT name, regexp_match(CASE WHEN name = 'newsletter_subscribe' THEN coalesce(source_path, path) ELSE path END, ?) AS m
             FROM analytics_events
             WHERE name IN ('page_view', 'read_end', 'newsletter_subscribe', 'outbound_click')
               AND occurred_at >= ? AND occurred_at < ?) e
       WHERE m IS NOT NULL AND length(m[2]) <= 200
       GROUP BY m[2], coalesce(m[1], 'en')`,
      [new Date(day).toISOString().slice(0, 10), POST_PATH, new Date(day), new Date(day + DAY)],
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_post_daily');
  await knex.schema.alterTable('analytics_events', (t) => {
    t.dropColumn('source_path');
  });
}

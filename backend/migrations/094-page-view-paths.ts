import type { Knex } from 'knex';

/**
 * The partner desk counts each partner page's views over the last 30 days straight from the events
 * (`page_view` rows of these paths since a day): a partial index on (path, occurred_at) of the page views
 * reads one short range per path instead of every event of the period.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX analytics_events_page_view_path_idx ON analytics_events (path, occurred_at) WHERE name = 'page_view'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS analytics_events_page_view_path_idx');
}

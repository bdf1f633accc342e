import type { Knex } from 'knex';
import { rebuildContentRollup } from '../src/modules/analytics/adapters/knex-content-stats-repository.js';

/**
 * Content performance (issue 16): daily roll-ups of views and /go/ clicks per public page, per language, and per
 * partner and referring page, so a year against the year before is read from days x pages rows instead of every
 * event. Events stored before this migration are rolled up here once (per day, with the same classification the
 * live writes use); from then on the analytics module adds to the counters in the transaction that stores the
 * events. Partner totals keep coming from outbound_clicks, the /go/ redirect's own counter. content_pages and
 * content_partners only name the ids the daily rows use.
 */
export async function up(knex: Knex): Promise<void> {
  // Pages and partners get small integer ids: the daily rows are narrow and the reports group on integers.
  await knex.schema.createTable('content_pages', (t) => {
    t.increments('id');
    t.string('path', 512).notNullable().unique();
    t.string('lang', 2).notNullable();
  });
  await knex.schema.createTable('content_partners', (t) => {
    t.increments('id');
    t.string('partner_type', 20).notNullable();
    t.string('partner_id', 64).notNullable();
    t.unique(['partner_type', 'partner_id']);
  });
  await knex.schema.createTable('content_page_daily', (t) => {
    t.date('day').notNullable();
    t.integer('page_id').notNullable().references('content_pages.id');
    t.string('lang', 2).notNullable();
    t.integer('views').notNullable().defaultTo(0);
    t.integer('clicks').notNullable().defaultTo(0);
    // Every report reads a range of days and groups by page: the key leads with the day.
    t.primary(['day', 'page_id']);
  });
  await knex.schema.createTable('content_language_daily', (t) => {
    t.date('day').notNullable();
    t.string('lang', 2).notNullable();
    t.integer('views').notNullable().defaultTo(0);
    t.integer('clicks').notNullable().defaultTo(0);
    t.primary(['day', 'lang']);
  });
  await knex.schema.createTable('content_partner_page_daily', (t) => {
    t.date('day').notNullable();
    t.integer('partner_key').notNullable().references('content_partners.id');
    t.integer('page_id').notNullable().references('content_pages.id');
    t.string('lang', 2).notNullable();
    t.integer('clicks').notNullable().defaultTo(0);
    t.primary(['day', 'partner_key', 'page_id']);
  });
  await rebuildContentRollup(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_partner_page_daily');
  await knex.schema.dropTable('content_language_daily');
  await knex.schema.dropTable('content_page_daily');
  await knex.schema.dropTable('content_partners');
  await knex.schema.dropTable('content_pages');
}

import type { Knex } from 'knex';

/**
 * The ledger of the start-up seed (backend/content/seed): one row per seeded item, so each is inserted
 * once and an editor's later change or deletion stands. Promotions and the first blog posts used to be
 * inserted by migrations 030 and 052; databases that ran them get their rows recorded by the first seed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_seeds', (t) => {
    t.string('kind', 32).notNullable();
    t.string('key', 100).notNullable();
    t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['kind', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_seeds');
}

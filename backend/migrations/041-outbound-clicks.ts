import type { Knex } from 'knex';

/** Clicks on tracked outbound links: one counter per entity per UTC day. No IP, no cookie, no visitor id. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbound_clicks', (t) => {
    t.string('entity_type', 20).notNullable();
    t.string('entity_id', 64).notNullable();
    t.date('day').notNullable();
    t.integer('clicks').notNullable().defaultTo(0);
    t.primary(['entity_type', 'entity_id', 'day']);
    t.index(['day'], 'outbound_clicks_day_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbound_clicks');
}

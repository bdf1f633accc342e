import type { Knex } from 'knex';

/** Key/value store for small platform facts (for example the last good answer of a provider). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('kv_store', (t) => {
    t.string('key', 200).primary();
    t.jsonb('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('kv_store');
}

import type { Knex } from 'knex';

/**
 * Referral codes, one per (entity type, entity id), and the log of partners the start-up seed has
 * already given a row (so a code the operator deletes is not seeded again at the next start).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('referral_codes', (t) => {
    t.increments('id').primary();
    t.string('entity_type', 20).notNullable();
    t.string('entity_id', 64).notNullable();
    t.string('name', 120).notNullable();
    t.string('description', 500).notNullable().defaultTo('');
    t.string('code', 64).notNullable();
    t.string('url', 2048).notNullable();
    t.string('discount', 120).notNullable().defaultTo('');
    t.boolean('is_active').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['entity_type', 'entity_id'], { indexName: 'referral_codes_entity_unique' });
    t.index(['entity_id'], 'referral_codes_entity_id_idx');
  });
  await knex.raw(
    `ALTER TABLE referral_codes ADD CONSTRAINT referral_codes_entity_type_check
     CHECK (entity_type IN ('exchange', 'trading_bot', 'payment_card', 'tool', 'app', 'wallet'))`,
  );
  await knex.raw(`ALTER TABLE referral_codes ADD CONSTRAINT referral_codes_url_https_check CHECK (url LIKE 'https://%')`);

  await knex.schema.createTable('referral_code_seeds', (t) => {
    t.string('entity_type', 20).notNullable();
    t.string('entity_id', 64).notNullable();
    t.timestamp('seeded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['entity_type', 'entity_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('referral_code_seeds');
  await knex.schema.dropTable('referral_codes');
}

import type { Knex } from 'knex';

/**
 * Creates the promotions table. Until the content seed existed this migration also inserted the six
 * launch promotions; they now live in backend/content/seed/promotions and the start-up seed inserts them
 * (databases that already ran this migration keep their rows, which the seed records and leaves alone).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('promotions', (t) => {
    t.string('id', 63).primary();
    // Texts by language: { en, es?, de?, pt? }
    t.jsonb('title').notNullable();
    t.jsonb('description').notNullable();
    t.jsonb('cta_text').notNullable();
    t.jsonb('discount').notNullable();
    t.string('partner_type', 20).notNullable();
    t.string('partner_id', 100).notNullable();
    t.jsonb('categories').notNullable();
    t.jsonb('target_pages').notNullable();
    t.jsonb('user_types').notNullable();
    t.jsonb('market_conditions').notNullable();
    t.integer('priority').notNullable();
    t.string('bg_color', 20).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('starts_at', { useTz: true }).nullable();
    t.timestamp('ends_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['active'], 'promotions_active_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('promotions');
}

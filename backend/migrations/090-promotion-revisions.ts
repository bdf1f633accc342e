import type { Knex } from 'knex';

/**
 * Promotions become editable: a version number for optimistic saves, draft and archived flags, and
 * `promotion_revisions`, one row per change (who, when, what kind, which fields, the promotion before it),
 * which the history shows and undo restores from.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('promotions', (t) => {
    t.integer('version').notNullable().defaultTo(1);
    t.boolean('draft').notNullable().defaultTo(false);
    t.boolean('archived').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('promotion_revisions', (t) => {
    t.bigIncrements('id').primary();
    t.string('promotion_id', 63).notNullable();
    t.integer('version').notNullable();
    t.string('action', 20).notNullable();
    t.string('actor', 254).notNullable();
    t.jsonb('changed_fields').notNullable();
    // the promotion as it was before this change (null for its creation): undo restores it
    t.jsonb('previous').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['promotion_id', 'version'], { indexName: 'promotion_revisions_version_uq' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('promotion_revisions');
  await knex.schema.alterTable('promotions', (t) => {
    t.dropColumn('version');
    t.dropColumn('draft');
    t.dropColumn('archived');
  });
}

import type { Knex } from 'knex';

/**
 * Partner records move from the content folder into the database, where editors change them (the partner
 * desk, /admin/partners):
 * - `partner_records`: one row per partner, the record exactly in the content folder's file format (all
 *   four languages) as `json` (not jsonb: jsonb reorders keys, and the order of a record's keys is part of
 *   it, e.g. a rating breakdown's criteria), its edit version, when it entered the database (`created_at`:
 *   the seed, an import), its last change and by whom, and its uploaded logo (the stored sizes).
 * - `partner_revisions`: one row per change: who, when, what kind (seed, edit, check, restore-<v>, import,
 *   logo, delete), which field paths changed, and the record before and after (the logo included).
 * The content module seeds the rows from backend/content/partners once per record (through the
 * `content_seeds` ledger), so an editor's change or deletion is never undone by a later start.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('partner_records', (t) => {
    t.string('type', 20).notNullable();
    t.string('id', 100).notNullable();
    t.json('record').notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('updated_by', 254).notNullable();
    // { id, width, height, variants: [{ url, width, height, type }] } of the uploaded logo, or null
    t.json('logo');
    t.primary(['type', 'id']);
  });
  await knex.raw(
    `ALTER TABLE partner_records ADD CONSTRAINT partner_records_type_check
     CHECK (type IN ('exchange','trading_bot','payment_card','tool','app','wallet'))`,
  );
  await knex.schema.createTable('partner_revisions', (t) => {
    t.bigIncrements('id').primary();
    t.string('partner_type', 20).notNullable();
    t.string('partner_id', 100).notNullable();
    t.integer('version').notNullable();
    t.string('action', 40).notNullable();
    t.string('editor', 254).notNullable();
    t.json('changed').notNullable();
    // { record, logo } before and after the change; null before a record existed and after its deletion
    t.json('before');
    t.json('after');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['partner_type', 'partner_id', 'version'], { indexName: 'partner_revisions_version_uq' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('partner_revisions');
  await knex.schema.dropTable('partner_records');
}

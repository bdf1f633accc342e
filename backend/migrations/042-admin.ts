import type { Knex } from 'knex';

/**
 * Admin accounts (scrypt hashes, never plain passwords) and their sessions. A session row is keyed by the
 * SHA-256 of the cookie token, so the table alone cannot be replayed as a cookie.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_accounts', (t) => {
    t.increments('id').primary();
    t.string('email', 254).notNullable().unique('admin_accounts_email_unique');
    t.string('password_hash', 255).notNullable();
    t.timestamp('password_changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_sign_in_at', { useTz: true });
  });
  await knex.schema.createTable('admin_sessions', (t) => {
    t.string('id_hash', 64).primary();
    t.integer('account_id').notNullable().references('id').inTable('admin_accounts').onDelete('CASCADE');
    t.string('csrf_token', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at'], 'admin_sessions_expires_idx');
    t.index(['account_id'], 'admin_sessions_account_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_sessions');
  await knex.schema.dropTable('admin_accounts');
}

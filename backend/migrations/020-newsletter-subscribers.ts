import type { Knex } from 'knex';

/**
 * Newsletter subscribers. One row per address: the unique index on lower(email) is what turns a duplicate
 * (also a concurrent one, or a different spelling of the case) into a conflict. Unsubscribing keeps the row
 * with unsubscribed_at set, so the link keeps answering and subscribing again reactivates it. Only a SHA-256
 * hash of the unsubscribe token is stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscribers', (t) => {
    t.uuid('id').primary();
    t.string('email', 254).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('subscribed_at', { useTz: true }).notNullable();
    t.timestamp('unsubscribed_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE UNIQUE INDEX newsletter_subscribers_email_lower_key ON newsletter_subscribers (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscribers');
}

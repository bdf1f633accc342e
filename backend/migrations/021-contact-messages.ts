import type { Knex } from 'knex';

/** Messages sent through the contact form (the limits repeat the API's field rules). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (t) => {
    t.uuid('id').primary();
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('subject', 150).notNullable();
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['created_at']);
  });
  await knex.raw('ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_message_length CHECK (char_length(message) <= 5000)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
}

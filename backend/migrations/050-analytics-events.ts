import type { Knex } from 'knex';

/** First-party analytics: no IP address, cookie or device identifier is ever stored. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_events', (t) => {
    t.bigIncrements('id');
    t.string('name', 64).notNullable();
    t.string('category', 64);
    t.string('label', 128);
    t.double('value');
    t.string('path', 512).notNullable();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['name', 'occurred_at']);
    t.index(['occurred_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analytics_events');
}

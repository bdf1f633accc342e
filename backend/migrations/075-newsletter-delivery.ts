import type { Knex } from 'knex';

/**
 * Newsletter delivery: double opt-in, issues and the send queue.
 *
 * - Subscribers get a language (the site language they signed up in; the emails they receive are in it)
 *   and `confirmed_at`. Only confirmed addresses receive issues; unconfirmed ones are deleted 7 days after
 *   signing up (retention module). Rows that existed before double opt-in signed up under the earlier,
 *   single opt-in form: they stay subscribed and count as confirmed at their sign-up.
 * - `newsletter_settings` keeps the random link-signing secret when NEWSLETTER_SECRET is not configured.
 * - `newsletter_issues`: subject and intro per language, the chosen posts in order.
 * - `newsletter_outbox`: one row per email to send (a confirmation, or an issue for one subscriber). The
 *   unique (issue_id, subscriber_id) makes queueing an issue twice queue nobody twice. Senders claim rows
 *   with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), mark them sent after the SMTP server accepted
 *   the message, and requeue them with back-off (`next_attempt_at`) when it did not.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    t.string('lang', 2).notNullable().defaultTo('en');
    t.timestamp('confirmed_at', { useTz: true }).nullable();
  });
  await knex.raw('UPDATE newsletter_subscribers SET confirmed_at = subscribed_at WHERE confirmed_at IS NULL');
  await knex.raw(
    "ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_lang_check CHECK (lang IN ('en', 'es', 'de', 'pt'))",
  );
  await knex.raw(
    'CREATE INDEX newsletter_subscribers_unconfirmed_idx ON newsletter_subscribers (subscribed_at) WHERE confirmed_at IS NULL',
  );

  await knex.schema.createTable('newsletter_settings', (t) => {
    t.string('key', 64).primary();
    t.text('value').notNullable();
  });

  await knex.schema.createTable('newsletter_issues', (t) => {
    t.increments('id').primary();
    t.jsonb('subject').notNullable();
    t.jsonb('intro').notNullable();
    t.jsonb('posts').notNullable();
    t.string('status', 16).notNullable().defaultTo('draft');
    t.string('created_by', 254).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('send_started_at', { useTz: true }).nullable();
  });
  await knex.raw("ALTER TABLE newsletter_issues ADD CONSTRAINT newsletter_issues_status_check CHECK (status IN ('draft', 'sending'))");

  await knex.schema.createTable('newsletter_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.string('kind', 16).notNullable();
    t.integer('issue_id').nullable().references('id').inTable('newsletter_issues').onDelete('CASCADE');
    t.uuid('subscriber_id').notNullable().references('id').inTable('newsletter_subscribers').onDelete('CASCADE');
    t.string('status', 16).notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.timestamp('locked_until', { useTz: true }).nullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.text('last_error').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['issue_id', 'subscriber_id']);
  });
  await knex.raw(
    "ALTER TABLE newsletter_outbox ADD CONSTRAINT newsletter_outbox_kind_check CHECK ((kind = 'confirm' AND issue_id IS NULL) OR (kind = 'issue' AND issue_id IS NOT NULL))",
  );
  await knex.raw(
    "ALTER TABLE newsletter_outbox ADD CONSTRAINT newsletter_outbox_status_check CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'skipped'))",
  );
  await knex.raw("CREATE INDEX newsletter_outbox_due_idx ON newsletter_outbox (next_attempt_at) WHERE status IN ('queued', 'sending')");
  await knex.raw('CREATE INDEX newsletter_outbox_subscriber_idx ON newsletter_outbox (subscriber_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_outbox');
  await knex.schema.dropTable('newsletter_issues');
  await knex.schema.dropTable('newsletter_settings');
  await knex.raw('DROP INDEX IF EXISTS newsletter_subscribers_unconfirmed_idx');
  await knex.raw('ALTER TABLE newsletter_subscribers DROP CONSTRAINT IF EXISTS newsletter_subscribers_lang_check');
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    t.dropColumn('lang');
    t.dropColumn('confirmed_at');
  });
}

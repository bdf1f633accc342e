import type { Knex } from 'knex';

/**
 * The SEO audit (issue 16): one row per run and its findings. At most one run is `running` at a time, across
 * every instance: a partial unique index refuses a second (the service answers 409). A running run renews
 * `heartbeat_at` as it goes, so one left behind by a stopped process can be recognised and closed.
 * Findings carry `finding_key` (check, page, subject), which is how a run is compared with the one before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('seo_audit_runs', (t) => {
    t.increments('id').primary();
    t.string('status', 16).notNullable();
    t.string('trigger', 16).notNullable();
    t.string('started_by', 254).nullable();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('heartbeat_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
    t.integer('pages_total').notNullable().defaultTo(0);
    t.integer('pages_done').notNullable().defaultTo(0);
    t.integer('links_total').notNullable().defaultTo(0);
    t.integer('links_done').notNullable().defaultTo(0);
    t.integer('errors').notNullable().defaultTo(0);
    t.integer('warnings').notNullable().defaultTo(0);
    t.integer('notices').notNullable().defaultTo(0);
    t.text('failure').nullable();
    t.index(['started_at'], 'seo_audit_runs_started_idx');
  });
  await knex.raw(
    "ALTER TABLE seo_audit_runs ADD CONSTRAINT seo_audit_runs_status_check CHECK (status IN ('running', 'finished', 'failed'))",
  );
  await knex.raw("ALTER TABLE seo_audit_runs ADD CONSTRAINT seo_audit_runs_trigger_check CHECK (trigger IN ('manual', 'nightly'))");
  await knex.raw("CREATE UNIQUE INDEX seo_audit_runs_one_running ON seo_audit_runs (status) WHERE status = 'running'");

  await knex.schema.createTable('seo_audit_findings', (t) => {
    t.bigIncrements('id').primary();
    t.integer('run_id').notNullable().references('id').inTable('seo_audit_runs').onDelete('CASCADE');
    t.string('severity', 8).notNullable();
    t.string('check', 32).notNullable();
    t.string('url', 1024).notNullable();
    t.string('lang', 2).notNullable();
    t.text('subject').notNullable();
    t.text('finding_key').notNullable();
    t.text('message').notNullable();
    t.text('fix').notNullable();
    t.index(['run_id'], 'seo_audit_findings_run_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('seo_audit_findings');
  await knex.schema.dropTableIfExists('seo_audit_runs');
}

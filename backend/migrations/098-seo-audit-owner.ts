import type { Knex } from 'knex';

/**
 * Which process is executing a running audit (`host:pid`). With it, a run whose process died is closed the
 * moment any instance on that host asks (its pid is gone, or it is the asking process's own host and pid
 * without the run being in hand, as after a container restart), instead of waiting for its heartbeat to age.
 * Runs from before this migration have no owner and age out by heartbeat alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('seo_audit_runs', (t) => {
    t.string('owner', 300).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('seo_audit_runs', (t) => {
    t.dropColumn('owner');
  });
}

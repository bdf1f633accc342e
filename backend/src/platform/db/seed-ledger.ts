import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { isDatabaseUnavailable } from './db-unavailable.js';

/**
 * The seed ledger (`content_seeds`, migration 053): every row the site starts with (a partner record, a promotion,
 * a first blog post and its translations) is seeded once. The module that owns the table claims the seed's kind
 * and key in the ledger and inserts in the same transaction, so an editor's later change or deletion of a seeded
 * row is never undone by a later start. A row that already exists under the seed's key is left as it is and
 * only recorded.
 */
export type SeedLedger = {
  /** False on a database without the ledger (not migrated yet, as when the API document is generated). */
  ready(): Promise<boolean>;
  /** Runs `insert` once per kind and key ever; true when it inserted something. */
  once(kind: string, key: string, insert: (trx: Knex.Transaction) => Promise<readonly unknown[]>): Promise<boolean>;
};

/** An invalid seed file stops start-up, with every problem listed (`what`: "promotion seeds", "blog seeds"). */
export class SeedFilesInvalidError extends Error {
  constructor(
    what: string,
    readonly problems: readonly string[],
  ) {
    super(
      `Invalid ${what} in the content folder (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`,
    );
    this.name = 'SeedFilesInvalidError';
  }
}

export function createSeedLedger(db: Knex): SeedLedger {
  return {
    ready: () => db.schema.hasTable('content_seeds'),
    once: (kind, key, insert) =>
      db.transaction(async (trx) => {
        const claimed = await trx('content_seeds').insert({ kind, key }).onConflict(['kind', 'key']).ignore().returning('key');
        if (claimed.length === 0) return false;
        return (await insert(trx)).length > 0;
      }),
  };
}

/**
 * Seeds a module's rows once the app is ready (after the modules before it, so the partner records are in place),
 * through the ledger. `apply` counts what it inserted, by kind; the start-up log says so when anything was. On an
 * unmigrated database (the API document's generator) nothing is seeded; with the database down the app starts
 * anyway and the rows are seeded at the next start.
 */
export function seedWhenReady(
  app: FastifyInstance,
  db: Knex,
  what: string,
  apply: (ledger: SeedLedger) => Promise<Record<string, number>>,
): void {
  const ledger = createSeedLedger(db);
  app.addHook('onReady', async () => {
    try {
      if (!(await ledger.ready())) return;
      const added = await apply(ledger);
      if (Object.values(added).some((n) => n > 0)) app.log.info(added, `seeded ${what} the database did not have yet`);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      app.log.warn({ err }, `${what} not seeded: database unavailable; they are seeded at the next start`);
    }
  });
}

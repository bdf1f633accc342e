import { describe, expect, it } from 'vitest';
import { migrationSource } from '../../backend/migrations/index.js';
import { createDb, migrateLatest } from '../../backend/src/platform/db/create-db.js';
import { createTestDatabase } from '../support/services.js';

/** The same migrations must apply, roll back and apply again on Postgres and on PGlite. */
async function roundTrip(databaseUrl: string | undefined) {
  const { db } = createDb(databaseUrl ? { databaseUrl } : { inMemory: true });
  try {
    await migrateLatest(db);
    const names = await migrationSource.getMigrations([]);
    const [, applied] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
    expect(applied).toHaveLength(0);
    const done = await db('knex_migrations').pluck('name');
    expect(done).toEqual(names);
    await db.migrate.rollback({ migrationSource }, true);
    expect(await db('knex_migrations').count('* as n').first()).toMatchObject({ n: 0 });
    await migrateLatest(db);
    expect(await db('knex_migrations').pluck('name')).toEqual(names);
  } finally {
    await db.destroy();
  }
}

describe('migrations', () => {
  // Starting embedded PGlite (WASM) three times takes ~6 s on an idle machine and several times that on a
  // loaded one: a budget, not a timing assertion.
  it('apply, roll back and re-apply on PGlite', { timeout: 120_000 }, async () => {
    await roundTrip(undefined);
  });

  it.runIf(process.env.TEST_DATABASE_URL || process.env.REQUIRE_SERVICES === '1')('apply, roll back and re-apply on Postgres', async () => {
    const database = await createTestDatabase();
    try {
      expect(database.engine).toBe('postgres');
      await roundTrip(database.url);
    } finally {
      await database.drop();
    }
  });
});

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

/**
 * Migration 100: an exchange record's `ccxtId` becomes `marketId` in the stored records and their revisions, the
 * key keeping its place (the columns are json, and a record's key order is part of it); rolling back restores it.
 */
async function marketIdRename(databaseUrl: string | undefined) {
  const { db } = createDb(databaseUrl ? { databaseUrl } : { inMemory: true });
  try {
    await migrateLatest(db);
    await db.migrate.down({ migrationSource });
    expect(await db('knex_migrations').pluck('name')).not.toContain('100-partner-market-id');
    const old = { type: 'exchange', id: 'kraken', name: 'Kraken', ccxtId: 'kraken', order: 1 };
    const tool = { type: 'tool', id: 'notes', name: 'Notes', ccxtId: 'not-an-exchange' };
    await db('partner_records').insert([
      { type: 'exchange', id: 'kraken', record: JSON.stringify(old), version: 2, updated_by: 'seed' },
      { type: 'tool', id: 'notes', record: JSON.stringify(tool), version: 1, updated_by: 'seed' },
    ]);
    await db('partner_revisions').insert([
      {
        partner_type: 'exchange',
        partner_id: 'kraken',
        version: 2,
        action: 'edit',
        editor: 'editor@example.com',
        changed: JSON.stringify(['/ccxtId', '/name']),
        before: JSON.stringify({ record: { ...old, ccxtId: 'krakenx' }, logo: null }),
        after: JSON.stringify({ record: old, logo: null }),
      },
      {
        partner_type: 'exchange',
        partner_id: 'kraken',
        version: 3,
        action: 'delete',
        editor: 'editor@example.com',
        changed: JSON.stringify([]),
        before: JSON.stringify({ record: old, logo: null }),
        after: null,
      },
    ]);
    const read = async () => ({
      records: await db.raw('SELECT id, record::text AS record FROM partner_records ORDER BY id').then((r) => r.rows ?? r),
      revisions: await db
        .raw(
          'SELECT version, changed::text AS changed, "before"::text AS before, "after"::text AS after FROM partner_revisions ORDER BY version',
        )
        .then((r) => r.rows ?? r),
    });
    const before = await read();

    await db.migrate.up({ migrationSource });
    const after = await read();
    expect(after.records).toEqual([
      { id: 'kraken', record: '{"type":"exchange","id":"kraken","name":"Kraken","marketId":"kraken","order":1}' },
      // only exchanges name a market: another type's record is left as it is
      { id: 'notes', record: JSON.stringify(tool) },
    ]);
    expect(after.revisions).toEqual([
      {
        version: 2,
        changed: '["/marketId","/name"]',
        before: '{"record":{"type":"exchange","id":"kraken","name":"Kraken","marketId":"krakenx","order":1},"logo":null}',
        after: '{"record":{"type":"exchange","id":"kraken","name":"Kraken","marketId":"kraken","order":1},"logo":null}',
      },
      {
        version: 3,
        changed: '[]',
        before: '{"record":{"type":"exchange","id":"kraken","name":"Kraken","marketId":"kraken","order":1},"logo":null}',
        after: null,
      },
    ]);

    await db.migrate.down({ migrationSource });
    expect(await read()).toEqual(before);
  } finally {
    await db.destroy();
  }
}

describe('migration 100: marketId', () => {
  it('renames ccxtId in place in stored exchange records and revisions, and back, on PGlite', { timeout: 120_000 }, async () => {
    await marketIdRename(undefined);
  });

  it.runIf(process.env.TEST_DATABASE_URL || process.env.REQUIRE_SERVICES === '1')('the same on Postgres', async () => {
    const database = await createTestDatabase();
    try {
      await marketIdRename(database.url);
    } finally {
      await database.drop();
    }
  });
});

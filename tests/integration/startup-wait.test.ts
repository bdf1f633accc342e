/**
 * Start-up against a database that is not there yet: the migrations are retried until it answers, within
 * DB_STARTUP_WAIT_MS; past that, or for any other error, start-up fails with the error.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../backend/src/platform/db/create-db.js';
import { migrateWhenReachable } from '../../backend/src/platform/infrastructure.js';
import { createTestDatabase } from '../support/services.js';
import { startTcpProxy } from '../support/tcp-proxy.js';

const database = await createTestDatabase();

describe.skipIf(!database.url)('start-up waits for the database (real Postgres only)', () => {
  afterAll(async () => database.drop());

  async function behindProxy() {
    const url = new URL(database.url!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    const { db } = createDb({ databaseUrl: url.toString(), acquireTimeoutMs: 300, queryTimeoutMs: 5000 });
    return { proxy, db };
  }

  it('retries while Postgres refuses, then migrates once it answers', async () => {
    const { proxy, db } = await behindProxy();
    try {
      await proxy.setMode('refuse');
      let settled = false;
      const migrating = migrateWhenReachable(db, 120_000).finally(() => (settled = true));
      // several refused attempts later it is still waiting, not failed
      await new Promise((r) => setTimeout(r, 1500));
      expect(settled).toBe(false);
      await proxy.setMode('forward');
      await migrating;
      const [{ n }] = (await db('knex_migrations').count({ n: '*' })) as [{ n: string }];
      expect(Number(n)).toBeGreaterThan(0);
    } finally {
      await db.destroy();
      await proxy.close();
    }
  });

  it('gives up with the database error once the wait is over', async () => {
    const { proxy, db } = await behindProxy();
    try {
      await proxy.setMode('refuse');
      await expect(migrateWhenReachable(db, 0)).rejects.toThrow(/Timeout acquiring a connection|ECONNREFUSED|connect/i);
    } finally {
      await db.destroy();
      await proxy.close();
    }
  });
});

/**
 * SIGTERM under load, on the built server with real Postgres: requests already accepted finish, later
 * ones are refused cleanly (503 or a closed connection), no answer is a 500, the process exits 0, and
 * the stored rows are exactly the writes that were answered 201 (nothing lost, nothing twice).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.js';
import { createTestDatabase, type TestDatabase } from '../support/services.js';

const database: TestDatabase = await createTestDatabase();

// Counting rows from outside the server process needs a real Postgres: skipped on embedded PGlite.
describe.skipIf(!database.url)('SIGTERM under load (real Postgres only)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      database,
      env: { RATE_LIMIT_MAX: '100000', CONTACT_RATE_LIMIT_MAX: '100000', SHUTDOWN_GRACE_MS: '10000' },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database.drop();
  });

  it('finishes accepted writes, answers no 500, exits 0, and stores exactly the writes answered 201', async () => {
    const send = (i: number) =>
      fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Load', email: 'load@example.com', subject: `Load ${i}`, message: `Message ${i} sent under load.` }),
      }).then(
        (res) => res.status,
        () => 'closed' as const, // the server had stopped accepting connections
      );

    // keep a stream of writes going; signal once some have landed, then keep sending for a while
    const results: Array<Promise<number | 'closed'>> = [];
    let sent = 0;
    while (sent < 20) results.push(send(sent++));
    await Promise.race(results);
    const exit = server.signal('SIGTERM');
    while (sent < 80) results.push(send(sent++));
    const statuses = await Promise.all(results);

    expect(await exit, server.output()).toBe(0);
    expect(statuses.filter((s) => typeof s === 'number' && s >= 500 && s !== 503)).toEqual([]);
    expect(statuses.every((s) => s === 201 || s === 503 || s === 'closed')).toBe(true);
    const created = statuses.filter((s) => s === 201).length;
    expect(created).toBeGreaterThan(0);

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT count(*)::int AS n, count(DISTINCT subject)::int AS distinct_subjects FROM contact_messages');
      expect(rows[0]).toEqual({ n: created, distinct_subjects: created });
    } finally {
      await db.end();
    }
  });
});

/**
 * A database that stops answering (packets dropped) costs a request one wait, not one per query: after a
 * query got no answer, the next queries fail at once for a short window, without opening a connection, and
 * after the window one query tries again. The clock of the window is driven by the test; how long anything
 * took is never asserted (the bound follows from one wait instead of two).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, DatabaseSilentError, type Db } from '../../backend/src/platform/db/create-db.js';
import { isDatabaseUnavailable } from '../../backend/src/platform/db/db-unavailable.js';
import { createTestDatabase, type TestDatabase } from '../support/services.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

const database: TestDatabase = await createTestDatabase();

describe.skipIf(!database.url)('a silent database costs one wait per request (real Postgres only)', () => {
  let proxy: TcpProxy;
  let db: Db;
  let clock = 0;

  beforeAll(async () => {
    const target = new URL(database.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    ({ db } = createDb({ databaseUrl: viaProxy.toString(), queryTimeoutMs: 300, acquireTimeoutMs: 1000, now: () => clock }));
  });
  afterAll(async () => {
    await db?.destroy();
    await proxy?.close();
    await database.drop();
  });

  const failure = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('the query was answered');
      },
      (err: unknown) => err as Error,
    );

  it('after a query gets no answer, the next ones fail at once without a new connection, until the window ends', async () => {
    expect((await db.raw('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await proxy.setMode('silent');

    const first = await failure(db.raw('select 2'));
    expect(first.message).toBe('select 2 - Query read timeout');
    expect(isDatabaseUnavailable(first)).toBe(true);

    // the same request's next queries: no connection is attempted, the failure says why
    const opened = proxy.connections;
    for (const sql of ['select 3', 'select 4', 'select 5']) {
      const err = await failure(db.raw(sql));
      expect(err).toBeInstanceOf(DatabaseSilentError);
      expect(err.message).toBe('The database did not answer a moment ago; not waiting on it again yet');
      expect(isDatabaseUnavailable(err)).toBe(true);
    }
    expect(proxy.connections).toBe(opened);

    // the window (300 ms here: the query timeout, under 2 s) has passed: one query tries again, opens a
    // connection, gets no answer, and opens the window again
    clock += 301;
    const again = await failure(db.raw('select 6'));
    expect(again).not.toBeInstanceOf(DatabaseSilentError);
    expect(isDatabaseUnavailable(again)).toBe(true);
    expect(proxy.connections).toBe(opened + 1);
    expect(await failure(db.raw('select 7'))).toBeInstanceOf(DatabaseSilentError);
    expect(proxy.connections).toBe(opened + 1);

    // back: after the window the database answers again
    await proxy.setMode('forward');
    clock += 301;
    expect((await db.raw('select 8 as eight')).rows).toEqual([{ eight: 8 }]);
  }, 30_000);
});

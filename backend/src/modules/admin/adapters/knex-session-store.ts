import type { Knex } from 'knex';
import type { SessionStore, StoredSession } from '../ports.js';

type Row = { id_hash: string; account_id: number; csrf_token: string; created_at: Date | string; expires_at: Date | string };

/** Sessions in Postgres (the default). Expired rows are swept whenever a new session starts. */
export function createKnexSessionStore(db: Knex, now: () => number): SessionStore {
  const table = () => db<Row>('admin_sessions');
  return {
    kind: 'postgres',
    async put(idHash, s: StoredSession) {
      await table().where('expires_at', '<=', new Date(now()).toISOString()).delete();
      await table().insert({
        id_hash: idHash,
        account_id: s.accountId,
        csrf_token: s.csrfToken,
        created_at: new Date(s.createdAt).toISOString(),
        expires_at: new Date(s.expiresAt).toISOString(),
      });
    },
    async get(idHash) {
      const row = (await table().where({ id_hash: idHash }).first()) as Row | undefined;
      if (!row) return undefined;
      return {
        accountId: row.account_id,
        csrfToken: row.csrf_token,
        createdAt: new Date(row.created_at).getTime(),
        expiresAt: new Date(row.expires_at).getTime(),
      };
    },
    async delete(idHash) {
      await table().where({ id_hash: idHash }).delete();
    },
  };
}

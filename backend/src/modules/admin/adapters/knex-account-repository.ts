import type { Knex } from 'knex';
import { AccountExists, type AccountRepository, type AdminAccount } from '../ports.js';

type Row = { id: number; email: string; password_hash: string; password_changed_at: Date | string };

const toAccount = (r: Row): AdminAccount => ({
  id: r.id,
  email: r.email,
  passwordHash: r.password_hash,
  passwordChangedAt: new Date(r.password_changed_at).getTime(),
});

export function createKnexAccountRepository(db: Knex): AccountRepository {
  const table = () => db<Row>('admin_accounts');
  return {
    async count() {
      const row = (await table().count({ n: '*' }).first()) as { n: number | string } | undefined;
      return Number(row?.n ?? 0);
    },
    async findByEmail(email) {
      const row = (await table().where({ email }).first()) as Row | undefined;
      return row && toAccount(row);
    },
    async findById(id) {
      const row = (await table().where({ id }).first()) as Row | undefined;
      return row && toAccount(row);
    },
    async create(email, passwordHash, nowMs) {
      const at = new Date(nowMs).toISOString();
      try {
        const [row] = (await table()
          .insert({ email, password_hash: passwordHash, password_changed_at: at, created_at: at } as never)
          .returning('*')) as Row[];
        return toAccount(row!);
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw new AccountExists(email);
        throw err;
      }
    },
    async setPassword(id, passwordHash, nowMs) {
      await table()
        .where({ id })
        .update({ password_hash: passwordHash, password_changed_at: new Date(nowMs).toISOString() } as never);
      // Sessions opened with the old password end now (the Redis store relies on password_changed_at).
      await db('admin_sessions').where({ account_id: id }).delete();
    },
    async recordSignIn(id, nowMs) {
      await table()
        .where({ id })
        .update({ last_sign_in_at: new Date(nowMs).toISOString() } as never);
    },
  };
}

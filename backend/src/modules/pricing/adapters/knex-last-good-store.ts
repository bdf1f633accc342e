import type { Knex } from 'knex';
import type { PriceList } from '../domain/types.js';
import type { LastGoodStore, StoredAnswer } from '../ports.js';

const keyOf = (list: PriceList) => `pricing:last-good:${list}`;

type Value = { fetchedAt?: unknown; provider?: unknown; body?: unknown };

/** Whether a body has the list's JSON shape (a row written by an incompatible version is ignored). */
function bodyFits(list: PriceList, body: string): boolean {
  try {
    const v = JSON.parse(body) as unknown;
    return list === 'trending' ? Array.isArray((v as { coins?: unknown } | null)?.coins) : Array.isArray(v);
  } catch {
    return false;
  }
}

/**
 * The last good answer of each list in the platform's kv_store table, so a restart has something to show.
 * The body is kept as the exact string we served (jsonb would reorder its keys).
 */
export function createKnexLastGoodStore(db: Knex): LastGoodStore {
  return {
    async load(list) {
      const row = (await db('kv_store').where({ key: keyOf(list) }).first('value')) as { value: Value | string } | undefined;
      if (!row) return null;
      const v = (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as Value;
      if (typeof v.fetchedAt !== 'number' || (v.provider !== 'coingecko' && v.provider !== 'coinpaprika')) return null;
      if (typeof v.body !== 'string' || !bodyFits(list, v.body)) return null;
      return { list, fetchedAt: v.fetchedAt, provider: v.provider, body: v.body };
    },
    async save(answer: StoredAnswer) {
      const value = JSON.stringify({ fetchedAt: answer.fetchedAt, provider: answer.provider, body: answer.body });
      await db('kv_store')
        .insert({ key: keyOf(answer.list), value, updated_at: db.fn.now() })
        .onConflict('key')
        .merge(['value', 'updated_at']);
    },
  };
}

import type { Knex } from 'knex';
import type { PriceList } from '../domain/types.js';
import type { LastGoodStore, StoredList } from '../ports.js';

const keyOf = (list: PriceList) => `pricing:last-good:${list}`;

type Row = { value: { fetchedAt?: unknown; provider?: unknown; data?: unknown } | string };

/** The last good answer of each list in the platform's kv_store table, so a restart has something to show. */
export function createKnexLastGoodStore(db: Knex): LastGoodStore {
  return {
    async load<L extends PriceList>(list: L): Promise<StoredList<L> | null> {
      const row = (await db('kv_store').where({ key: keyOf(list) }).first('value')) as Row | undefined;
      if (!row) return null;
      const v = typeof row.value === 'string' ? (JSON.parse(row.value) as Exclude<Row['value'], string>) : row.value;
      const shapeOk = list === 'trending' ? Array.isArray((v.data as { coins?: unknown })?.coins) : Array.isArray(v.data);
      if (typeof v.fetchedAt !== 'number' || (v.provider !== 'coingecko' && v.provider !== 'coinpaprika') || !shapeOk) {
        return null; // written by an incompatible version: ignore it rather than serve it
      }
      return { list, fetchedAt: v.fetchedAt, provider: v.provider, data: v.data as StoredList<L>['data'] };
    },
    async save(entry: StoredList): Promise<void> {
      const value = JSON.stringify({ fetchedAt: entry.fetchedAt, provider: entry.provider, data: entry.data });
      await db('kv_store')
        .insert({ key: keyOf(entry.list), value, updated_at: db.fn.now() })
        .onConflict('key')
        .merge(['value', 'updated_at']);
    },
  };
}

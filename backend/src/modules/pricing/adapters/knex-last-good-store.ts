import type { Knex } from 'knex';
import { decodeAnswer, encodeAnswer } from '../domain/stored-answer.js';
import type { PriceList, StoredAnswer } from '../domain/types.js';
import type { LastGoodStore } from '../ports.js';

const keyOf = (list: PriceList) => `pricing:last-good:${list}`;

/**
 * The last good answer of each list in the platform's kv_store table, so a restart has something to show.
 * The body is kept inside the value as the exact string we served (jsonb would reorder its keys).
 */
export function createKnexLastGoodStore(db: Knex): LastGoodStore {
  return {
    async load(list) {
      const row = (await db('kv_store')
        .where({ key: keyOf(list) })
        .first('value')) as { value: unknown } | undefined;
      return row ? (decodeAnswer(list, row.value) ?? null) : null;
    },
    async save(answer: StoredAnswer) {
      await db('kv_store')
        .insert({ key: keyOf(answer.list), value: encodeAnswer(answer), updated_at: db.fn.now() })
        .onConflict('key')
        .merge(['value', 'updated_at']);
    },
  };
}

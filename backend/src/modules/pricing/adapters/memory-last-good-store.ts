import type { PriceList } from '../domain/types.js';
import type { LastGoodStore, StoredAnswer } from '../ports.js';

/** In-process store for unit tests. */
export function createMemoryLastGoodStore(): LastGoodStore & { entries: Map<PriceList, StoredAnswer> } {
  const entries = new Map<PriceList, StoredAnswer>();
  return {
    entries,
    async load(list) {
      return entries.get(list) ?? null;
    },
    async save(answer) {
      entries.set(answer.list, { ...answer });
    },
  };
}

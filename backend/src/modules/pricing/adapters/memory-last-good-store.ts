import type { PriceList } from '../domain/types.js';
import type { LastGoodStore, StoredList } from '../ports.js';

/** In-process store for unit tests. */
export function createMemoryLastGoodStore(): LastGoodStore & { entries: Map<PriceList, StoredList> } {
  const entries = new Map<PriceList, StoredList>();
  return {
    entries,
    async load<L extends PriceList>(list: L) {
      return (entries.get(list) as StoredList<L> | undefined) ?? null;
    },
    async save(entry) {
      entries.set(entry.list, structuredClone(entry));
    },
  };
}

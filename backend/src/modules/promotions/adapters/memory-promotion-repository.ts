import type { Promotion } from '@coinatlas/domain/promotions/promotion';
import type { PromotionRepository } from '../ports.js';

/** In-process repository for unit tests of the service. */
export function createMemoryPromotionRepository(initial: readonly Promotion[] = []): PromotionRepository {
  const rows = new Map(initial.map((p) => [p.id, structuredClone(p)]));
  return {
    async listAll() {
      return [...rows.values()].map((p) => structuredClone(p));
    },
    async get(id) {
      const p = rows.get(id);
      return p && structuredClone(p);
    },
    async insert(p) {
      if (rows.has(p.id)) return false;
      rows.set(p.id, structuredClone(p));
      return true;
    },
    async update(p) {
      if (!rows.has(p.id)) return false;
      rows.set(p.id, structuredClone(p));
      return true;
    },
    async delete(id) {
      return rows.delete(id);
    },
  };
}

import type { Promotion } from '@coinatlas/domain/promotions/promotion';
import type { ManagedPromotion, PromotionRepository, PromotionRevision } from '../ports.js';

const managed = (p: Promotion | ManagedPromotion): ManagedPromotion => ({
  version: 1,
  draft: false,
  archived: false,
  ...structuredClone(p),
});

/** In-process repository for unit tests of the service. */
export function createMemoryPromotionRepository(initial: readonly Promotion[] = [], now: () => number = Date.now): PromotionRepository {
  const rows = new Map(initial.map((p) => [p.id, managed(p)]));
  const revisions: PromotionRevision[] = [];
  return {
    async listAll() {
      return [...rows.values()].map((p) => structuredClone(p));
    },
    async get(id) {
      const p = rows.get(id);
      return p && structuredClone(p);
    },
    async insert(p, revision) {
      if (rows.has(p.id)) return false;
      const row = { ...managed(p), version: 1 };
      rows.set(p.id, row);
      if (revision) revisions.push({ ...structuredClone(revision), promotionId: p.id, version: 1, at: new Date(now()).toISOString() });
      return true;
    },
    async save(p, expectedVersion, revision) {
      const stored = rows.get(p.id);
      if (!stored) return 'missing';
      if (stored.version !== expectedVersion) return 'stale';
      const version = expectedVersion + 1;
      rows.set(p.id, { ...structuredClone(p), version });
      revisions.push({ ...structuredClone(revision), promotionId: p.id, version, at: new Date(now()).toISOString() });
      return 'saved';
    },
    async delete(id) {
      for (let i = revisions.length - 1; i >= 0; i--) if (revisions[i]!.promotionId === id) revisions.splice(i, 1);
      return rows.delete(id);
    },
    async history(id) {
      return revisions
        .filter((r) => r.promotionId === id)
        .sort((a, b) => b.version - a.version)
        .map((r) => structuredClone(r));
    },
  };
}

import { affectedRows } from '../../platform/db/affected-rows.js';
import type { Db } from '../../platform/db/create-db.js';
import { cutoff, type RetentionPolicy } from './domain/policies.js';

/** Deletes what is past its retention; returns how many rows each policy removed. */
export function createRetentionService(deps: { db: Db; now: () => number; policies: RetentionPolicy[] }) {
  return {
    async purge(): Promise<Record<string, number>> {
      const result: Record<string, number> = {};
      for (const p of deps.policies) {
        result[p.table] = await affectedRows(deps.db(p.table).where(p.column, '<', cutoff(deps.now(), p.days)).del());
      }
      return result;
    },
  };
}

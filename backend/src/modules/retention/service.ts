import { affectedRows } from '../../platform/db/affected-rows.js';
import type { Db } from '../../platform/db/create-db.js';
import { cutoff, type RetentionPolicy } from './domain/policies.js';

/** Deletes what is past its retention; returns how many rows each policy removed. */
export function createRetentionService(deps: { db: Db; now: () => number; policies: RetentionPolicy[] }) {
  return {
    async purge(): Promise<Record<string, number>> {
      const result: Record<string, number> = {};
      for (const p of deps.policies) {
        const query = deps.db(p.table).where(p.column, '<', cutoff(deps.now(), p.days));
        if (p.whileNull) query.whereNull(p.whileNull);
        const key = p.whileNull ? `${p.table} (${p.whileNull} unset)` : p.table;
        result[key] = await affectedRows(query.del());
      }
      return result;
    },
  };
}

import type { Db } from '../../../platform/db/create-db.js';
import type { EventRepository } from '../ports.js';

export function createKnexEventRepository(db: Db): EventRepository {
  return {
    async insertMany(events) {
      if (events.length === 0) return;
      await db('analytics_events').insert(
        events.map((e) => ({
          name: e.name,
          category: e.category,
          label: e.label,
          value: e.value,
          path: e.path,
          occurred_at: e.occurredAt,
        })),
      );
    },
  };
}

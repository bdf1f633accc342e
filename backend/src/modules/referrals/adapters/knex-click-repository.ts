import type { Knex } from 'knex';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { ClickRepository } from '../ports.js';

export function createKnexClickRepository(db: Knex): ClickRepository {
  return {
    async record(type, entityId, day) {
      // One statement: concurrent clicks on the same entity and day serialize on the row, none is lost.
      await db.raw(
        `INSERT INTO outbound_clicks (entity_type, entity_id, day, clicks) VALUES (?, ?, ?, 1)
         ON CONFLICT (entity_type, entity_id, day) DO UPDATE SET clicks = outbound_clicks.clicks + 1`,
        [type, entityId, day],
      );
    },
    async totalsSince(firstDay) {
      const rows = (await db('outbound_clicks')
        .select('entity_type', 'entity_id')
        .sum({ clicks: 'clicks' })
        .where('day', '>=', firstDay)
        .groupBy('entity_type', 'entity_id')
        .orderBy([
          { column: 'clicks', order: 'desc' },
          { column: 'entity_id', order: 'asc' },
        ])) as Array<{
        entity_type: PartnerType;
        entity_id: string;
        clicks: number | string;
      }>;
      return rows.map((r) => ({ entityType: r.entity_type, entityId: r.entity_id, clicks: Number(r.clicks) }));
    },
  };
}

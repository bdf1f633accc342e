import type { Knex } from 'knex';
import { affectedRows } from '../../../platform/db/affected-rows.js';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { ReferralCode, ReferralCodeChanges, ReferralCodeInput } from '@coinatlas/domain/referrals/referral-code';
import { ReferralConflict, type ReferralCodeRepository } from '../ports.js';

type Row = {
  id: number;
  entity_type: PartnerType;
  entity_id: string;
  name: string;
  description: string;
  code: string;
  url: string;
  discount: string;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const toCode = (r: Row): ReferralCode => ({
  id: r.id,
  entityType: r.entity_type,
  entityId: r.entity_id,
  name: r.name,
  description: r.description,
  code: r.code,
  url: r.url,
  discount: r.discount,
  isActive: r.is_active,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const toRow = (c: Partial<ReferralCodeInput>) => {
  const row: Partial<Row> = {};
  if (c.entityType !== undefined) row.entity_type = c.entityType;
  if (c.entityId !== undefined) row.entity_id = c.entityId;
  if (c.name !== undefined) row.name = c.name;
  if (c.description !== undefined) row.description = c.description;
  if (c.code !== undefined) row.code = c.code;
  if (c.url !== undefined) row.url = c.url;
  if (c.discount !== undefined) row.discount = c.discount;
  if (c.isActive !== undefined) row.is_active = c.isActive;
  return row;
};

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export function createKnexReferralRepository(db: Knex): ReferralCodeRepository {
  const table = () => db<Row>('referral_codes');
  return {
    async list(filter = {}) {
      const q = table().select('*');
      if (filter.type) q.where('entity_type', filter.type);
      if (filter.entityId) q.where('entity_id', filter.entityId);
      if (filter.activeOnly) q.where('is_active', true);
      const rows = (await q.orderBy([
        { column: 'entity_type', order: 'asc' },
        { column: 'name', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])) as Row[];
      return rows.map(toCode);
    },
    async get(id) {
      const row = (await table().where({ id }).first()) as Row | undefined;
      return row && toCode(row);
    },
    async findByEntity(type, entityId) {
      const row = (await table().where({ entity_type: type, entity_id: entityId }).first()) as Row | undefined;
      return row && toCode(row);
    },
    async create(input, nowIso) {
      try {
        const [row] = (await table()
          .insert({ ...toRow(input), created_at: nowIso, updated_at: nowIso } as Row)
          .returning('*')) as Row[];
        return toCode(row!);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ReferralConflict(`${input.entityType}/${input.entityId}`);
        throw err;
      }
    },
    async update(id, changes: ReferralCodeChanges, nowIso) {
      const [row] = (await table()
        .where({ id })
        .update({ ...toRow(changes), updated_at: nowIso } as Partial<Row>)
        .returning('*')) as Row[];
      return row && toCode(row);
    },
    async remove(id) {
      return (await affectedRows(table().where({ id }).delete())) > 0;
    },
    async importAll(rows, nowIso) {
      if (rows.length === 0) return { created: 0, updated: 0 };
      return db.transaction(async (trx) => {
        const existing = (await trx<Row>('referral_codes').select('entity_type', 'entity_id')) as Array<
          Pick<Row, 'entity_type' | 'entity_id'>
        >;
        const known = new Set(existing.map((r) => `${r.entity_type}/${r.entity_id}`));
        await trx('referral_codes')
          .insert(rows.map((r) => ({ ...toRow(r), created_at: nowIso, updated_at: nowIso })))
          .onConflict(['entity_type', 'entity_id'])
          .merge(['name', 'description', 'code', 'url', 'discount', 'is_active', 'updated_at']);
        const updated = rows.filter((r) => known.has(`${r.entityType}/${r.entityId}`)).length;
        return { created: rows.length - updated, updated };
      });
    },
    async seedMissing(rows, nowIso) {
      if (rows.length === 0) return 0;
      return db.transaction(async (trx) => {
        // The seed log decides: a partner seeded once is never seeded again, even after its code is deleted.
        const logged = (await trx('referral_code_seeds')
          .insert(rows.map((r) => ({ entity_type: r.entityType, entity_id: r.entityId, seeded_at: nowIso })))
          .onConflict(['entity_type', 'entity_id'])
          .ignore()
          .returning(['entity_type', 'entity_id'])) as Array<{ entity_type: string; entity_id: string }>;
        const fresh = new Set(logged.map((l) => `${l.entity_type}/${l.entity_id}`));
        const toInsert = rows.filter((r) => fresh.has(`${r.entityType}/${r.entityId}`));
        if (toInsert.length === 0) return 0;
        const inserted = (await trx('referral_codes')
          .insert(toInsert.map((r) => ({ ...toRow(r), created_at: nowIso, updated_at: nowIso })))
          .onConflict(['entity_type', 'entity_id'])
          .ignore()
          .returning('id')) as unknown[];
        return inserted.length;
      });
    },
  };
}

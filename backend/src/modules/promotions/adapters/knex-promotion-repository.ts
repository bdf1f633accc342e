import type { Db } from '../../../platform/db/create-db.js';
import type { LocalizedText, Promotion } from '@coinatlas/domain/promotions/promotion';
import type { ManagedPromotion, NewRevision, PromotionRepository, PromotionRevision, RevisionAction } from '../ports.js';

type Row = {
  id: string;
  title: unknown;
  description: unknown;
  cta_text: unknown;
  discount: unknown;
  partner_type: string;
  partner_id: string;
  categories: unknown;
  target_pages: unknown;
  user_types: unknown;
  market_conditions: unknown;
  priority: number;
  bg_color: string;
  active: boolean;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  version: number;
  draft: boolean;
  archived: boolean;
};

type RevisionRow = {
  promotion_id: string;
  version: number;
  action: string;
  actor: string;
  changed_fields: unknown;
  previous: unknown;
  created_at: Date | string;
};

// jsonb arrives parsed from pg; parse defensively in case a driver hands back text.
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function fromRow(r: Row): ManagedPromotion {
  return {
    id: r.id,
    title: json<LocalizedText>(r.title),
    description: json<LocalizedText>(r.description),
    ctaText: json<LocalizedText>(r.cta_text),
    discount: json<LocalizedText>(r.discount),
    partnerType: r.partner_type as Promotion['partnerType'],
    partnerId: r.partner_id,
    categories: json(r.categories),
    targetPages: json(r.target_pages),
    userTypes: json(r.user_types),
    marketConditions: json(r.market_conditions),
    priority: r.priority,
    bgColor: r.bg_color as Promotion['bgColor'],
    active: r.active,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    version: r.version,
    draft: r.draft,
    archived: r.archived,
  };
}

function toRow(p: Promotion & Partial<Pick<ManagedPromotion, 'draft' | 'archived'>>) {
  const j = (v: unknown) => JSON.stringify(v); // pg would send a JS array as a Postgres array
  return {
    id: p.id,
    title: j(p.title),
    description: j(p.description),
    cta_text: j(p.ctaText),
    discount: j(p.discount),
    partner_type: p.partnerType,
    partner_id: p.partnerId,
    categories: j(p.categories),
    target_pages: j(p.targetPages),
    user_types: j(p.userTypes),
    market_conditions: j(p.marketConditions),
    priority: p.priority,
    bg_color: p.bgColor,
    active: p.active,
    starts_at: p.startsAt,
    ends_at: p.endsAt,
    draft: p.draft ?? false,
    archived: p.archived ?? false,
  };
}

const COLUMNS: string[] = [
  'id',
  'title',
  'description',
  'cta_text',
  'discount',
  'partner_type',
  'partner_id',
  'categories',
  'target_pages',
  'user_types',
  'market_conditions',
  'priority',
  'bg_color',
  'active',
  'starts_at',
  'ends_at',
  'version',
  'draft',
  'archived',
];

const revisionRow = (id: string, version: number, r: NewRevision, at: Date) => ({
  promotion_id: id,
  version,
  action: r.action,
  actor: r.actor,
  changed_fields: JSON.stringify(r.changedFields),
  previous: r.previous === null ? null : JSON.stringify(r.previous),
  created_at: at,
});

export function createKnexPromotionRepository(db: Db, now: () => number = Date.now): PromotionRepository {
  return {
    async listAll() {
      const rows: Row[] = await db('promotions')
        .select(COLUMNS)
        .orderBy([
          { column: 'priority', order: 'desc' },
          { column: 'id', order: 'asc' },
        ]);
      return rows.map(fromRow);
    },
    async get(id) {
      const row = (await db('promotions').select(COLUMNS).where({ id }).first()) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    async insert(p, revision) {
      return db.transaction(async (trx) => {
        const inserted = await trx('promotions')
          .insert({ ...toRow(p), version: 1 })
          .onConflict('id')
          .ignore()
          .returning('id');
        if (inserted.length !== 1) return false;
        if (revision) await trx('promotion_revisions').insert(revisionRow(p.id, 1, revision, new Date(now())));
        return true;
      });
    },
    async save(p, expectedVersion, revision) {
      return db.transaction(async (trx) => {
        const version = expectedVersion + 1;
        const updated = await trx('promotions')
          .where({ id: p.id, version: expectedVersion })
          .update({ ...toRow(p), version, updated_at: new Date(now()) })
          .returning('id');
        if (updated.length !== 1) {
          const exists = await trx('promotions').where({ id: p.id }).first('id');
          return exists ? 'stale' : 'missing';
        }
        await trx('promotion_revisions').insert(revisionRow(p.id, version, revision, new Date(now())));
        return 'saved';
      });
    },
    async delete(id) {
      // returning() gives the same answer on pg and knex-pglite (whose bare delete() answers a raw result)
      return db.transaction(async (trx) => {
        const deleted = await trx('promotions').where({ id }).delete().returning('id');
        await trx('promotion_revisions').where({ promotion_id: id }).delete();
        return deleted.length === 1;
      });
    },
    async history(id) {
      const rows: RevisionRow[] = await db('promotion_revisions')
        .select('promotion_id', 'version', 'action', 'actor', 'changed_fields', 'previous', 'created_at')
        .where({ promotion_id: id })
        .orderBy('version', 'desc');
      return rows.map((r): PromotionRevision => ({
        promotionId: r.promotion_id,
        version: r.version,
        action: r.action as RevisionAction,
        actor: r.actor,
        at: new Date(r.created_at).toISOString(),
        changedFields: json<string[]>(r.changed_fields),
        previous: r.previous === null ? null : json<ManagedPromotion>(r.previous),
      }));
    },
  };
}

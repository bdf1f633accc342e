import type { Db } from '../../../platform/db/create-db.js';
import type { LocalizedText, Promotion } from '@coinatlas/domain/promotions/promotion';
import type { PromotionRepository } from '../ports.js';

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
};

// jsonb arrives parsed from pg; parse defensively in case a driver hands back text.
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function fromRow(r: Row): Promotion {
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
  };
}

function toRow(p: Promotion) {
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
];

export function createKnexPromotionRepository(db: Db): PromotionRepository {
  return {
    async listAll() {
      const rows: Row[] = await db('promotions').select(COLUMNS).orderBy([
        { column: 'priority', order: 'desc' },
        { column: 'id', order: 'asc' },
      ]);
      return rows.map(fromRow);
    },
    async get(id) {
      const row = (await db('promotions').select(COLUMNS).where({ id }).first()) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    async insert(p) {
      const inserted = await db('promotions').insert(toRow(p)).onConflict('id').ignore().returning('id');
      return inserted.length === 1;
    },
    async update(p) {
      const updated = await db('promotions')
        .where({ id: p.id })
        .update({ ...toRow(p), updated_at: db.fn.now() })
        .returning('id');
      return updated.length === 1;
    },
    async delete(id) {
      // returning() gives the same answer on pg and knex-pglite (whose bare delete() answers a raw result)
      const deleted = await db('promotions').where({ id }).delete().returning('id');
      return deleted.length === 1;
    },
  };
}

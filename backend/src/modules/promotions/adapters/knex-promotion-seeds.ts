import type { Knex } from 'knex';
import type { Promotion } from '@coinatlas/domain/promotions/promotion';
import type { SeedLedger } from '../../../platform/db/seed-ledger.js';

const json = (v: unknown) => JSON.stringify(v); // pg would turn a JS array into a Postgres array

/** Inserts each seed promotion the ledger has never seen (an editor's later change or deletion stays). */
export async function seedPromotions(ledger: SeedLedger, promotions: readonly Promotion[]): Promise<number> {
  let added = 0;
  for (const p of promotions) {
    const inserted = await ledger.once('promotion', p.id, (trx: Knex.Transaction) =>
      trx('promotions')
        .insert({
          id: p.id,
          title: json(p.title),
          description: json(p.description),
          cta_text: json(p.ctaText),
          discount: json(p.discount),
          partner_type: p.partnerType,
          partner_id: p.partnerId,
          categories: json(p.categories),
          target_pages: json(p.targetPages),
          user_types: json(p.userTypes),
          market_conditions: json(p.marketConditions),
          priority: p.priority,
          bg_color: p.bgColor,
          active: p.active,
          starts_at: p.startsAt,
          ends_at: p.endsAt,
        })
        .onConflict('id')
        .ignore()
        .returning('id'),
    );
    if (inserted) added += 1;
  }
  return added;
}

// The live ranking's taker fees, by exchange, for the published-schedule table to show and count.
import type { LiveFee } from '@coinatlas/domain/fees/fees';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import type { CostAnswer } from '@/lib/api/cost-queries';

/**
 * The taker fees the live ranking read from a named feed for the same pair, by exchange: where a schedule's
 * first tier states the same figure, the table shows (and counts) it with that source, as the live table
 * does. Nothing when the live answer is for another purchase.
 */
export function liveFeesOf(live: CostAnswer | undefined, coin: string, fiat: string): Record<string, LiveFee> {
  if (!live || live.query.asset !== coin || live.query.fiat !== fiat) return {};
  return Object.fromEntries(
    live.ranked.map((e) => [e.exchange.id, { ratePercent: e.parts.fee.ratePercent, provenance: e.parts.fee.provenance as Provenance }]),
  );
}

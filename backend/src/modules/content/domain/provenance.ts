import { latestCheck, type Provenance } from '@coinatlas/domain/provenance/provenance';
import type { PartnerFile } from './schema.js';

/**
 * Every provenance of a partner record, with where it sits (for messages, the desk's checks and its queue).
 * Each entry of a list whose entries carry their own provenance (availability, licences, payment methods,
 * offers, card notes) is one fact; the facts object's facts (wallet prices and card issuing countries
 * included) are one each, whatever their value holds.
 */
export function provenanceOf(p: PartnerFile): { at: string; provenance: Provenance }[] {
  const out: { at: string; provenance: Provenance }[] = [];
  const facts = ((p as { facts?: unknown }).facts ?? {}) as Record<string, { provenance: Provenance }>;
  for (const [k, f] of Object.entries(facts)) out.push({ at: `/facts/${k}`, provenance: f.provenance });
  if (p.type === 'exchange' && p.fees) {
    for (const [m, f] of Object.entries(p.fees.deposit ?? {})) if (f) out.push({ at: `/fees/deposit/${m}`, provenance: f.provenance });
    if (p.fees.trading) out.push({ at: '/fees/trading', provenance: p.fees.trading.provenance });
    if (p.fees.spread) out.push({ at: '/fees/spread', provenance: p.fees.spread.provenance });
    for (const [c, f] of Object.entries(p.fees.withdrawal ?? {}))
      if (f) out.push({ at: `/fees/withdrawal/${c}`, provenance: f.provenance });
  }
  const availability = 'availability' in p ? (p.availability ?? []) : [];
  availability.forEach((a, i) => out.push({ at: `/availability/${i}`, provenance: a.provenance }));
  if (p.type === 'exchange') {
    (p.licences ?? []).forEach((l, i) => out.push({ at: `/licences/${i}`, provenance: l.provenance }));
    (p.paymentMethods ?? []).forEach((m, i) => out.push({ at: `/paymentMethods/${i}`, provenance: m.provenance }));
  }
  (p.offers ?? []).forEach((o, i) => out.push({ at: `/offers/${i}`, provenance: o.provenance }));
  if (p.type === 'payment_card') (p.factNotes ?? []).forEach((n, i) => out.push({ at: `/factNotes/${i}`, provenance: n.provenance }));
  return out;
}

/**
 * The facts a reader decides on first: where the partner may be used (availability), what licences it holds,
 * and how money gets in and out (payment methods). The desk's check-next queue puts records with one of them
 * unchecked first.
 */
export const DECISION_FACTS = ['availability', 'licences', 'paymentMethods'] as const;
const DECISION_AT = new RegExp(`^/(${DECISION_FACTS.join('|')})/\\d+$`);
/** Whether a fact path (`/licences/0`) names one of the DECISION_FACTS. */
export const isDecisionFact = (at: string): boolean => DECISION_AT.test(at);

/** The newest day an editor checked anything of the record, or null when nothing was checked yet. */
export const lastCheckedOf = (p: PartnerFile): string | null => latestCheck(provenanceOf(p).map((x) => x.provenance));

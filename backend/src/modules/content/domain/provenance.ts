import { latestCheck, type Provenance } from '@coinatlas/domain/provenance/provenance';
import type { PartnerFile } from './schema.js';

const isProvenance = (v: unknown): v is Provenance =>
  typeof v === 'object' && v !== null && typeof (v as { kind?: unknown }).kind === 'string';

/**
 * Every provenance of a partner record, with where it sits (a JSON pointer: for messages, the desk's checks and
 * its queue), in the order the record holds them. One walk over the record, not a list of places: whatever carries
 * a `provenance` is one fact (an availability, licence, payment-method, offer or card-note entry, a fee, a fact
 * of the facts object), and the walk does not look inside it, so a fact is one whatever its value holds.
 */
export function provenanceOf(p: PartnerFile): { at: string; provenance: Provenance }[] {
  const out: { at: string; provenance: Provenance }[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}/${i}`));
    else if (typeof node === 'object' && node !== null) {
      const { provenance } = node as { provenance?: unknown };
      if (isProvenance(provenance)) out.push({ at, provenance });
      else for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`);
    }
  };
  walk(p, '');
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

// The criteria's vocabulary: outcome and context types, and the generic rule builders the category rules are made of.
import type { AvailabilityFact } from '../availability/availability.js';
import type { Provenance } from '../provenance/provenance.js';
import type { Candidate, FactOrigin } from './catalogue.js';
import { isActiveLicence, type LicenceFact } from '../payments/methods.js';

export type CriterionStatus = 'met' | 'not-met' | 'unknown';

/** A fact a criterion read: the field of the record (or of `from`), its value as the partner API serves it, its provenance. */
export type UsedFact = Readonly<{ field: string; value: unknown; provenance: Provenance; from?: FactOrigin }>;

export type CriterionOutcome = Readonly<{ status: CriterionStatus; facts: readonly UsedFact[] }>;

/**
 * The live cost of buying through an exchange (fees and spread on a reference order, in percent of the
 * amount), from a named feed. Not used by the site yet: `GET /api/cost-to-buy` will supply it; the low-fees
 * criterion prefers it over the listed taker fee wherever it is given.
 */
export type LiveCost = Readonly<{ percent: number; provenance: Provenance }>;

export type EvalContext = Readonly<{
  /** The visitor's country (ISO alpha-2), or null when not known. */
  country: string | null;
  /** Live costs by partner key (`exchange/kraken`). */
  liveCosts?: ReadonlyMap<string, LiveCost>;
}>;

export type Rule = (c: Candidate, ctx: EvalContext) => CriterionOutcome;

export const used = (c: Candidate, field: string): UsedFact | undefined => {
  const f = c.facts[field];
  return f ? { field, value: f.value, provenance: f.provenance, ...(f.from ? { from: f.from } : {}) } : undefined;
};
export const out = (status: CriterionStatus, ...facts: (UsedFact | undefined)[]): CriterionOutcome => ({
  status,
  facts: facts.filter((f): f is UsedFact => f !== undefined),
});
export const UNKNOWN = out('unknown');
export const asList = (f: UsedFact | undefined): readonly unknown[] => (f && Array.isArray(f.value) ? f.value : []);
export const asNumber = (f: UsedFact | undefined): number | undefined => (f && typeof f.value === 'number' ? f.value : undefined);

/** Met when the record's list at `field` names any of `wanted`; unknown otherwise (with the list, if any). */
export const listNames =
  (field: string, wanted: readonly string[]): Rule =>
  (c) => {
    const f = used(c, field);
    if (!f) return UNKNOWN;
    return out(asList(f).some((x) => wanted.includes(x as string)) ? 'met' : 'unknown', f);
  };

/** Met when the number at `field` is at least `min`; `belowIs` says what a smaller number means. */
export const atLeast =
  (field: string, min: number, belowIs: CriterionStatus): Rule =>
  (c) => {
    const f = used(c, field);
    const n = asNumber(f);
    if (n === undefined) return UNKNOWN;
    return out(n >= min ? 'met' : belowIs, f);
  };

/** Met when the boolean at `field` equals `metWhen`, not met on the other value. */
export const flag =
  (field: string, metWhen: boolean): Rule =>
  (c) => {
    const f = used(c, field);
    if (!f || typeof f.value !== 'boolean') return UNKNOWN;
    return out(f.value === metWhen ? 'met' : 'not-met', f);
  };

const availabilityFact = (a: AvailabilityFact): UsedFact => ({
  field: 'availability',
  value: a.reason ? { country: a.country, status: a.status, reason: a.reason } : { country: a.country, status: a.status },
  provenance: a.provenance,
});

/**
 * A licence a criterion read: one entry of the record's `licences`, each with its own provenance. The value
 * leaves out the register's ids and address (the partner page shows those).
 */
const licenceFact = (l: LicenceFact): UsedFact => ({
  field: 'licences',
  value: { regulator: l.regulator, regulatorCountry: l.regulatorCountry, type: l.type, status: l.status, covers: l.covers },
  provenance: l.provenance,
});
/** The licences that let the exchange serve customers now (authorised or registered). */
export const activeLicences = (c: Candidate): UsedFact[] => (c.licences ?? []).filter(isActiveLicence).map(licenceFact);

export const availableIn =
  (countries: readonly string[]): Rule =>
  (c) => {
    const entries = (c.availability ?? []).filter((a) => countries.includes(a.country));
    const yes = entries.filter((a) => a.status === 'available');
    if (yes.length > 0) return out('met', ...yes.map(availabilityFact));
    const no = entries.filter((a) => a.status === 'not-available');
    if (no.length > 0 && no.length === countries.length) return out('not-met', ...no.map(availabilityFact));
    return out('unknown', ...no.map(availabilityFact));
  };

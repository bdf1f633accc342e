import type { PartnerType } from '../partners/partner.js';

/**
 * Where a partner can be used. The partner record holds entries by country (ISO 3166-1 alpha-2):
 * available, or not available with a reason, each with its provenance.
 *
 * Rule of the site: a record that says "not available" in a country acts as not available there on every
 * surface (hidden from directories, kept out of the recommendations and the banner), whatever its
 * provenance: the record is our one statement, and its provenance is shown beside it. A country without an
 * entry is "availability unknown": the partner stays, with that note, and is never recommended first.
 */

import type { Provenance } from '../provenance/provenance.js';

export const UNAVAILABILITY_REASONS = ['banned', 'licence-missing', 'service-withdrawn'] as const;
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];
/** The partner types whose availability the registry records (the directories filter these). */
export const AVAILABILITY_TYPES = ['exchange', 'payment_card', 'app'] as const satisfies readonly PartnerType[];

export type AvailabilityFact = Readonly<
  { country: string; provenance: Provenance } & (
    { status: 'available'; reason?: undefined } | { status: 'not-available'; reason: UnavailabilityReason }
  )
>;

/** What the site may say about a partner in one country. */
export type AvailabilityIn =
  | Readonly<{ state: 'available'; fact: AvailabilityFact }>
  | Readonly<{ state: 'not-available'; fact: AvailabilityFact }>
  /** The record says nothing about this country. */
  | Readonly<{ state: 'unknown' }>;

export function availabilityIn(facts: readonly AvailabilityFact[] | undefined, country: string | null): AvailabilityIn {
  const fact = country ? facts?.find((f) => f.country === country.toUpperCase()) : undefined;
  if (!fact) return { state: 'unknown' };
  return fact.status === 'available' ? { state: 'available', fact } : { state: 'not-available', fact };
}

/** Whether the record says the partner is not available in the country (then it is hidden there). */
export const isHiddenIn = (facts: readonly AvailabilityFact[] | undefined, country: string | null): boolean =>
  availabilityIn(facts, country).state === 'not-available';

export type PartnerAvailability = Readonly<{ type: PartnerType; id: string; availability: readonly AvailabilityFact[] }>;

/**
 * The region sources sure enough to hide partners: the visitor's own choice, the trusted proxy's country
 * and the browser's time zone. A country guessed from the browser's language (en-US is set far beyond the
 * United States) never hides anything: the picker then asks instead.
 */
export const FILTERING_SOURCES = ['visitor', 'proxy', 'timezone'] as const;
export const filtersBy = (source: string): boolean => (FILTERING_SOURCES as readonly string[]).includes(source);

export const partnerKey = (type: string, id: string): string => `${type}/${id}`;

/** The keys (`type/id`) of the partners recorded as not available in the country; empty without a country. */
export function unavailablePartners(list: readonly PartnerAvailability[], country: string | null): ReadonlySet<string> {
  if (!country) return new Set();
  return new Set(list.filter((p) => isHiddenIn(p.availability, country)).map((p) => partnerKey(p.type, p.id)));
}

/** Splits a directory's records into those shown and those hidden in the country, each hidden one with its fact. */
export function splitByAvailability<T extends { id: string; availability?: readonly AvailabilityFact[] }>(
  records: readonly T[],
  country: string | null,
): { shown: T[]; hidden: { record: T; fact: AvailabilityFact }[] } {
  const shown: T[] = [];
  const hidden: { record: T; fact: AvailabilityFact }[] = [];
  for (const r of records) {
    const a = availabilityIn(r.availability, country);
    if (a.state === 'not-available') hidden.push({ record: r, fact: a.fact });
    else shown.push(r);
  }
  return { shown, hidden };
}

/**
 * The recommendation candidates (or promotions) that may be offered in the visitor's country: those whose
 * partner is not in `unavailable` (see unavailablePartners).
 */
export function availableOnly<T>(items: readonly T[], keyOf: (item: T) => string, unavailable: ReadonlySet<string>): T[] {
  return unavailable.size === 0 ? [...items] : items.filter((x) => !unavailable.has(keyOf(x)));
}

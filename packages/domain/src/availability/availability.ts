import type { PartnerType } from '../partners/partner.js';

/**
 * Where a partner can be used. The partner record holds entries by country (ISO 3166-1 alpha-2):
 * available (optionally except in some of the country's subdivisions, ISO 3166-2 such as US-NY), or not
 * available with a reason, each with its provenance.
 *
 * Rule of the site: a record that says "not available" in a country acts as not available there on every
 * surface (hidden from directories, kept out of the recommendations and the banner), whatever its
 * provenance: the record is our one statement, and its provenance is shown beside it. A country without an
 * entry is "availability unknown": the partner stays, with that note, and is never recommended first.
 */

import type { Provenance } from '../provenance/provenance.js';

/**
 * Why a partner is not available in a country: the country bans it, it holds no licence there, it withdrew
 * the service, or its own terms list the country as restricted (`excluded-by-terms`).
 */
export const UNAVAILABILITY_REASONS = ['banned', 'licence-missing', 'service-withdrawn', 'excluded-by-terms'] as const;
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];
/** The partner types whose availability the registry records (the directories filter these). */
export const AVAILABILITY_TYPES = ['exchange', 'payment_card', 'app'] as const satisfies readonly PartnerType[];

export type AvailabilityFact = Readonly<
  { country: string; provenance: Provenance } & (
    | {
        status: 'available';
        reason?: undefined;
        /** ISO 3166-2 subdivisions of the country where it is not offered (e.g. US-NY); absent: none recorded. */
        except?: readonly string[];
      }
    | { status: 'not-available'; reason: UnavailabilityReason; except?: undefined }
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

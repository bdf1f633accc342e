import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByAvailability, UNAVAILABILITY_REASONS, type AvailabilityFact } from '@coinatlas/domain/availability/availability';
import { exchangeIndexFromContentFiles } from '@/lib/content/testing/exchange-records';
import {
  applyDirectory,
  KIND_FILTERS,
  KYC_FILTERS,
  SORT_KEYS,
  visitorPayment,
  type DirectoryEntry,
  type DirectoryState,
} from './directory';

/**
 * The directory's list in a country, composed as the page composes it: the filters and order of the state
 * (applyDirectory), then the country filter (useCountryFilter, which splits by the records' availability).
 */
function listed<E extends DirectoryEntry>(
  entries: readonly E[],
  state: DirectoryState,
  country: string | null,
  availability: ReadonlyMap<string, readonly AvailabilityFact[]>,
): E[] {
  const filtered = applyDirectory(entries, state, visitorPayment(country));
  return splitByAvailability(
    filtered.map((e) => ({ record: e, id: e.id, availability: availability.get(e.id) })),
    country,
  ).shown.map((x) => x.record);
}

const COUNTRIES = ['DE', 'US', 'BR', 'ES', 'GB', 'JP', 'NL', 'CN'] as const;
const provenance = { kind: 'catalogue' } as const;

const fact: fc.Arbitrary<AvailabilityFact> = fc.oneof(
  fc.record({
    country: fc.constantFrom(...COUNTRIES),
    status: fc.constant('available' as const),
    provenance: fc.constant(provenance),
    except: fc.option(fc.constant(['US-NY', 'US-HI']), { nil: undefined }),
  }),
  fc.record({
    country: fc.constantFrom(...COUNTRIES),
    status: fc.constant('not-available' as const),
    reason: fc.constantFrom(...UNAVAILABILITY_REASONS),
    provenance: fc.constant(provenance),
  }),
) as fc.Arbitrary<AvailabilityFact>;

const entry: fc.Arbitrary<DirectoryEntry> = fc.record({
  id: fc.stringMatching(/^[a-z]{1,8}$/),
  name: fc.string({ minLength: 1, maxLength: 12 }),
  kind: fc.constantFrom('centralized' as const, 'decentralized' as const),
  kyc: fc.constantFrom('required' as const, 'none' as const),
  order: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
  rating: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: undefined }),
  spotFee: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('makerTaker' as const),
        maker: fc.double({ min: 0, max: 2, noNaN: true }),
        taker: fc.double({ min: 0, max: 2, noNaN: true }),
      }),
      fc.record({
        kind: fc.constant('poolTiers' as const),
        min: fc.double({ min: 0, max: 1, noNaN: true }),
        max: fc.double({ min: 0, max: 3, noNaN: true }),
      }),
    ),
    { nil: undefined },
  ),
  deposits: fc.option(
    fc.array(
      fc.record({
        method: fc.constantFrom('sepa' as const, 'pix' as const, 'ach' as const, 'card' as const, 'wire' as const),
        fiat: fc.constantFrom('EUR', 'BRL', 'USD', 'JPY'),
        feePercent: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: undefined }),
        feeFixed: fc.option(fc.double({ min: 0, max: 20, noNaN: true }), { nil: undefined }),
      }),
      { maxLength: 3 },
    ),
    { nil: undefined },
  ),
});

const state: fc.Arbitrary<DirectoryState> = fc.record({
  kind: fc.constantFrom(...KIND_FILTERS),
  kyc: fc.constantFrom(...KYC_FILTERS),
  sort: fc.constantFrom(...SORT_KEYS),
  query: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z]{0,3}$/)),
});

const isRecordedUnavailable = (facts: readonly AvailabilityFact[] | undefined, country: string) =>
  (facts ?? []).some((f) => f.country === country && f.status === 'not-available');

describe('the exchange directory in the visitor’s country', () => {
  it('never lists an exchange recorded as not available in the chosen country, and hides nothing else', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 25 }),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.uniqueArray(fact, { selector: (f) => f.country, maxLength: 4 })),
        state,
        fc.constantFrom(...COUNTRIES),
        (entries, byId, s, country) => {
          const availability = new Map(Object.entries(byId));
          const shown = listed(entries, s, country, availability);
          for (const e of shown) expect(isRecordedUnavailable(availability.get(e.id), country), `${e.id} in ${country}`).toBe(false);
          // every exchange the filters keep and the record does not rule out is still there, in the same order
          const kept = applyDirectory(entries, s, visitorPayment(country)).filter(
            (e) => !isRecordedUnavailable(availability.get(e.id), country),
          );
          expect(shown.map((e) => e.id)).toEqual(kept.map((e) => e.id));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds for the real records, whichever exchanges an arbitrary record rules out', () => {
    const real = exchangeIndexFromContentFiles();
    fc.assert(
      fc.property(
        fc.subarray(real.map((e) => e.id)),
        fc.constantFrom(...COUNTRIES),
        state,
        fc.constantFrom(...UNAVAILABILITY_REASONS),
        (ruledOut, country, s, reason) => {
          const availability = new Map<string, AvailabilityFact[]>(
            ruledOut.map((id) => [id, [{ country, status: 'not-available', reason, provenance }]]),
          );
          const shown = listed(real, s, country, availability);
          expect(shown.filter((e) => ruledOut.includes(e.id))).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

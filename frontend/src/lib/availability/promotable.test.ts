import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_TYPES,
  UNAVAILABILITY_REASONS,
  partnerKey,
  type AvailabilityFact,
  type PartnerAvailability,
} from '@coinatlas/domain/availability/availability';
import { CATALOGUE } from '@coinatlas/domain/provenance/provenance';
import { PROMOTION_CATEGORIES, USER_INTERESTS, MARKET_KEYS, BTC_TRENDS } from '@coinatlas/domain/promotions/promotion';
import { BANNER_TOP_N, topPromotions } from '@coinatlas/domain/promotions/scoring';
import { TYPICAL_VISITORS, simulatedContext } from '@coinatlas/domain/promotions/simulation';
import { promotionExclusions } from './promotable';

// A handful of partners and countries, so generated records and promotions meet often.
const PARTNERS = ['a', 'b', 'c', 'd', 'e'].flatMap((id) => AVAILABILITY_TYPES.map((type) => ({ type, id })));
const COUNTRIES = ['US', 'DE', 'BR', 'GB', 'CN'] as const;

const arbFact: fc.Arbitrary<AvailabilityFact> = fc.oneof(
  fc.record({ country: fc.constantFrom(...COUNTRIES), status: fc.constant('available' as const), provenance: fc.constant(CATALOGUE) }),
  fc.record({
    country: fc.constantFrom(...COUNTRIES),
    status: fc.constant('not-available' as const),
    reason: fc.constantFrom(...UNAVAILABILITY_REASONS),
    provenance: fc.constant(CATALOGUE),
  }),
);
const arbRecords: fc.Arbitrary<PartnerAvailability[]> = fc
  .uniqueArray(
    fc.record({
      partner: fc.constantFrom(...PARTNERS),
      availability: fc.uniqueArray(arbFact, { maxLength: 3, selector: (f) => f.country }),
    }),
    { selector: (r) => partnerKey(r.partner.type, r.partner.id), maxLength: PARTNERS.length },
  )
  .map((rows) => rows.map(({ partner, availability }) => ({ ...partner, availability })));

const arbPromotion = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  priority: fc.integer({ min: 1, max: 10 }),
  categories: fc.subarray([...PROMOTION_CATEGORIES], { minLength: 1 }),
  targetPages: fc.subarray(['/', '/exchanges', '/payment-cards', '/apps']),
  userTypes: fc.subarray([...USER_INTERESTS]),
  marketConditions: fc.subarray([...MARKET_KEYS]),
  partner: fc.constantFrom(...PARTNERS),
});

const recordedIn = (records: readonly PartnerAvailability[], key: string, country: string) =>
  records.find((r) => partnerKey(r.type, r.id) === key)?.availability.find((a) => a.country === country)?.status;

describe("the banner's selection", () => {
  it('property: for any country and any partner recorded as not available there, the banner never promotes it', () => {
    fc.assert(
      fc.property(
        arbRecords,
        fc.uniqueArray(arbPromotion, { selector: (p) => p.id, maxLength: 12 }),
        fc.constantFrom(...COUNTRIES),
        fc.constantFrom(...TYPICAL_VISITORS),
        fc.constantFrom(...BTC_TRENDS),
        (records, promotions, country, { visitor }, btcTrend) => {
          const { ctx, market } = simulatedContext({ ...visitor, btcTrend }, Date.UTC(2026, 0, 5, 12));
          const picked = topPromotions(promotions, ctx, market, BANNER_TOP_N, promotionExclusions(records, country));
          for (const { promotion } of picked)
            expect(recordedIn(records, partnerKey(promotion.partner.type, promotion.partner.id), country)).not.toBe('not-available');
          // what is left out is exactly what the records say is not available there
          const promotable = promotions.filter(
            (p) => recordedIn(records, partnerKey(p.partner.type, p.partner.id), country) !== 'not-available',
          );
          expect(picked.length).toBe(Math.min(BANNER_TOP_N, promotable.length));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: with no confirmed country, nothing recorded as not available anywhere is promoted', () => {
    fc.assert(
      fc.property(arbRecords, fc.uniqueArray(arbPromotion, { selector: (p) => p.id, maxLength: 12 }), (records, promotions) => {
        const { ctx, market } = simulatedContext({ ...TYPICAL_VISITORS[0].visitor, btcTrend: 'stable' }, Date.UTC(2026, 0, 5, 12));
        const picked = topPromotions(promotions, ctx, market, BANNER_TOP_N, promotionExclusions(records, null));
        for (const { promotion } of picked)
          // the records name only these countries
          for (const country of COUNTRIES)
            expect(recordedIn(records, partnerKey(promotion.partner.type, promotion.partner.id), country)).not.toBe('not-available');
      }),
      { numRuns: 300 },
    );
  });

  it('the records as shipped: Binance is never promoted to a visitor in the US, and only to one whose country is confirmed', () => {
    const records: PartnerAvailability[] = [
      {
        type: 'exchange',
        id: 'binance',
        availability: [{ country: 'US', status: 'not-available', reason: 'licence-missing', provenance: CATALOGUE }],
      },
    ];
    expect([...promotionExclusions(records, 'US')]).toEqual(['exchange/binance']);
    expect([...promotionExclusions(records, 'DE')]).toEqual([]);
    expect([...promotionExclusions(records, null)]).toEqual(['exchange/binance']);
  });
});

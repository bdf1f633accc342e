import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityIn,
  isHiddenIn,
  splitByAvailability,
  unavailablePartners,
  UNAVAILABILITY_REASONS,
  type AvailabilityFact,
} from './availability.js';
import { advise } from '../recommendations/advisor.js';
import { wizardResult } from '../recommendations/wizard.js';
import { TEST_CANDIDATES } from '../recommendations/test-candidates.js';
import { topPromotions } from '../promotions/scoring.js';
import { marketConditions, type UserContext } from '../promotions/user-context.js';

import type { Provenance } from '../provenance/provenance.js';

// `checked`: an editor read the source on a date; otherwise the entry is from our catalogue.
const provenanceOf = (checked: boolean): Provenance =>
  checked ? { kind: 'checked', source: 'https://example.com/terms', checked: '2026-11-24' } : { kind: 'catalogue' };
const notIn = (country: string, checked: boolean): AvailabilityFact => ({
  country,
  status: 'not-available',
  reason: 'licence-missing',
  provenance: provenanceOf(checked),
});
const availableIn = (country: string, checked: boolean): AvailabilityFact => ({
  country,
  status: 'available',
  provenance: provenanceOf(checked),
});

describe('availability in a country', () => {
  it('a recorded "not available" hides a partner there, whatever its provenance', () => {
    expect(availabilityIn([notIn('US', true)], 'US')).toEqual({ state: 'not-available', fact: notIn('US', true) });
    expect(isHiddenIn([notIn('US', true)], 'us')).toBe(true);
    expect(isHiddenIn([notIn('US', false)], 'US')).toBe(true);
    expect(availabilityIn([notIn('US', false)], 'US')).toEqual({ state: 'not-available', fact: notIn('US', false) });
    expect(isHiddenIn([notIn('US', true)], 'DE')).toBe(false);
    expect(isHiddenIn([notIn('US', true)], null)).toBe(false);
    expect(isHiddenIn(undefined, 'US')).toBe(false);
  });
  it('no entry reads "unknown"; an available entry reads available, whatever its provenance', () => {
    expect(availabilityIn([], 'DE')).toEqual({ state: 'unknown' });
    expect(availabilityIn([availableIn('US', true)], 'DE')).toEqual({ state: 'unknown' });
    expect(availabilityIn([availableIn('DE', true)], 'DE').state).toBe('available');
    expect(availabilityIn([availableIn('DE', false)], 'DE').state).toBe('available');
  });
  it('property: a partner is hidden exactly when a not-available entry names the country', () => {
    const fact = fc.record({
      country: fc.constantFrom('US', 'DE', 'GB', 'CN'),
      status: fc.constantFrom('available' as const, 'not-available' as const),
      reason: fc.constantFrom(...UNAVAILABILITY_REASONS),
      checked: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(fact, { selector: (f) => f.country }), fc.constantFrom('US', 'DE', 'GB', 'CN', 'FR'), (raw, country) => {
        const facts = raw.map(
          ({ checked, reason, ...f }) =>
            ({ ...f, ...(f.status === 'not-available' ? { reason } : {}), provenance: provenanceOf(checked) }) as AvailabilityFact,
        );
        const expected = facts.some((f) => f.country === country && f.status === 'not-available');
        expect(isHiddenIn(facts, country)).toBe(expected);
        const { shown, hidden } = splitByAvailability([{ id: 'a', availability: facts }], country);
        expect(hidden.length).toBe(expected ? 1 : 0);
        expect(shown.length).toBe(expected ? 0 : 1);
      }),
    );
  });
  it('splits records into shown and hidden with the fact behind each hidden one', () => {
    const records = [
      { id: 'a', availability: [notIn('US', true)] },
      { id: 'b', availability: [notIn('US', false)] },
      { id: 'c' },
      { id: 'd', availability: [availableIn('US', false)] },
    ];
    const r = splitByAvailability(records, 'US');
    expect(r.shown.map((x) => x.id)).toEqual(['c', 'd']);
    expect(r.hidden).toEqual([
      { record: records[0], fact: notIn('US', true) },
      { record: records[1], fact: notIn('US', false) },
    ]);
  });
});

describe('recommendations and promotions in the visitor’s country', () => {
  const list = [
    { type: 'exchange' as const, id: 'binance', availability: [notIn('US', true)] },
    { type: 'exchange' as const, id: 'kraken', availability: [availableIn('US', false)] },
  ];
  it('collects the partners recorded as unavailable in a country', () => {
    expect([...unavailablePartners(list, 'US')]).toEqual(['exchange/binance']);
    expect([...unavailablePartners(list, 'DE')]).toEqual([]);
    expect([...unavailablePartners(list, null)]).toEqual([]);
  });
  it('the advisor and the wizard never recommend a partner recorded as not available there', () => {
    // Binance meets both priorities; its record says it is not available in the US
    const wanted = ['low-fees', 'mobile-app'];
    expect(advise(TEST_CANDIDATES, 'exchanges', wanted, 'DE')!.candidate.id).toBe('binance');
    expect(advise(TEST_CANDIDATES, 'exchanges', wanted, 'US')!.candidate.id).not.toBe('binance');
    // Not even as the fallback.
    expect(advise(TEST_CANDIDATES, 'nothing', ['low-fees'], 'US')!.candidate.id).not.toBe('binance');
    const result = wizardResult(TEST_CANDIDATES, 'exchanges', wanted, 'US')!;
    expect([result.best, ...result.runnerUps].map((r) => r.candidate.id)).not.toContain('binance');
    expect(result.excluded.map((x) => x.candidate.id)).toEqual(['binance']);
    expect(result.ranked).toBe(wizardResult(TEST_CANDIDATES, 'exchanges', wanted, 'DE')!.ranked - 1);
  });
  it('the banner never promotes a partner recorded as not available there, whatever its score', () => {
    const ctx: UserContext = {
      currentPage: '/exchanges',
      timeOnSite: 10,
      deviceType: 'desktop',
      previousPages: [],
      userInterests: [],
      sessionData: { scrollDepth: 0, clicks: 0, referrer: '', utmSource: null, utmMedium: null, utmCampaign: null },
    };
    const promo = (id: string, priority: number, partnerId: string) => ({
      id,
      priority,
      categories: [],
      targetPages: [],
      userTypes: [],
      marketConditions: [],
      partner: { type: 'exchange', id: partnerId },
    });
    const promos = [promo('top', 20, 'binance'), promo('mid', 10, 'kraken'), promo('low', 1, 'coinbase')];
    const market = marketConditions(14, 2, 'stable');
    expect(topPromotions(promos, ctx, market, 3).map((p) => p.promotion.id)).toEqual(['top', 'mid', 'low']);
    expect(topPromotions(promos, ctx, market, 3, unavailablePartners(list, 'US')).map((p) => p.promotion.id)).toEqual(['mid', 'low']);
    expect(topPromotions(promos, ctx, market, 3, unavailablePartners(list, 'DE')).map((p) => p.promotion.id)).toEqual([
      'top',
      'mid',
      'low',
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITIES, REC_CATEGORIES, candidatesOf, type Candidate, type RecCategory } from './catalogue.js';
import {
  MAPPED_CREDIT,
  MAX_MATCH_SCORE,
  PRIORITY_MAPPINGS,
  fitStrength,
  matchScore,
  priorityCredit,
  rankByMatch,
} from './match.js';
import { TEST_CANDIDATES } from './test-candidates.js';

const find = (category: RecCategory, id: string) => candidatesOf(TEST_CANDIDATES, category).find((x) => x.id === id)!;

/** A made-up candidate: any category, any subset of its priorities with fit values in the record range. */
const arbCandidate: fc.Arbitrary<Candidate> = fc.constantFrom(...REC_CATEGORIES).chain((category) =>
  fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...(PRIORITIES[category] as readonly string[])), { maxLength: PRIORITIES[category].length }),
      fc.integer({ min: 10, max: 50 }).map((r) => r / 10),
      fc.array(fc.integer({ min: 88, max: 99 }), { minLength: 12, maxLength: 12 }),
    )
    .map(([strong, rating, values]) => ({
      category,
      type: 'tool' as const,
      id: 'made-up',
      rating,
      fit: Object.fromEntries(strong.map((p, i) => [p, values[i]!])),
    })),
);

/** A candidate and a non-empty choice of priorities of its category. */
const arbCase = arbCandidate.chain((cand) =>
  fc.tuple(
    fc.constant(cand),
    fc.uniqueArray(fc.constantFrom(...(PRIORITIES[cand.category] as readonly string[])), { minLength: 1, maxLength: 12 }),
  ),
);

describe('matchScore examples', () => {
  it('is 100 when the candidate meets every chosen priority, whatever their number', () => {
    expect(matchScore(find('wallets', 'ledger'), ['offline-keys', 'coin-support'])).toBe(100);
    expect(matchScore(find('exchanges', 'coinbase'), ['beginner-friendly'])).toBe(100);
    expect(matchScore(find('exchanges', 'binance'), Object.keys(find('exchanges', 'binance').fit))).toBe(100);
  });

  it('is the share of the chosen priorities met, rounded', () => {
    expect(matchScore(find('wallets', 'ledger'), ['offline-keys', 'open-source'])).toBe(50);
    expect(matchScore(find('exchanges', 'coinbase'), ['beginner-friendly', 'mobile-app', 'derivatives'])).toBe(67);
    expect(matchScore(find('wallets', 'ledger'), ['open-source'])).toBe(0);
  });

  it('counts a priority met only through a related strength as half', () => {
    // kraken: advanced-features, no low-fees
    expect(priorityCredit(find('exchanges', 'kraken'), 'low-fees')).toBe(MAPPED_CREDIT);
    expect(matchScore(find('exchanges', 'kraken'), ['low-fees'])).toBe(50);
    expect(matchScore(find('exchanges', 'kraken'), ['low-fees', 'best-security'])).toBe(75);
    // coinbase has both best-security and its mapped strength: the direct one counts
    expect(priorityCredit(find('exchanges', 'coinbase'), 'best-security')).toBe(1);
    // mappings go one way only
    expect(priorityCredit(find('exchanges', 'coinbase'), 'advanced-features')).toBe(0);
    expect(PRIORITY_MAPPINGS).toEqual({
      'low-fees': 'advanced-features',
      'best-security': 'regulatory-compliance',
      'altcoin-support': 'high-liquidity',
    });
  });

  it('ignores repeats and priorities of other categories; none left is 0', () => {
    expect(matchScore(find('wallets', 'ledger'), ['offline-keys', 'offline-keys', 'open-source'])).toBe(50);
    expect(matchScore(find('wallets', 'ledger'), ['offline-keys', 'charting'])).toBe(100);
    expect(matchScore(find('wallets', 'ledger'), ['charting'])).toBe(0);
    expect(matchScore(find('wallets', 'ledger'), [])).toBe(0);
  });
});

describe('matchScore properties', () => {
  it('is a whole number in 0..100', () => {
    fc.assert(
      fc.property(arbCase, ([cand, chosen]) => {
        const s = matchScore(cand, chosen);
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(MAX_MATCH_SCORE);
      }),
    );
  });

  it('is 100 exactly when every chosen priority is met directly, 0 exactly when none is met at all', () => {
    fc.assert(
      fc.property(arbCase, ([cand, chosen]) => {
        const s = matchScore(cand, chosen);
        expect(s === 100).toBe(chosen.every((p) => cand.fit[p] !== undefined));
        expect(s === 0).toBe(chosen.every((p) => priorityCredit(cand, p) === 0));
      }),
    );
  });

  it('is monotonic: meeting one more chosen priority never lowers it', () => {
    fc.assert(
      fc.property(arbCase, fc.nat(), ([cand, chosen], pick) => {
        const p = chosen[pick % chosen.length]!;
        const more: Candidate = { ...cand, fit: { ...cand.fit, [p]: 90 } };
        const less: Candidate = { ...cand, fit: Object.fromEntries(Object.entries(cand.fit).filter(([k]) => k !== p)) };
        expect(matchScore(more, chosen)).toBeGreaterThanOrEqual(matchScore(cand, chosen));
        expect(matchScore(cand, chosen)).toBeGreaterThanOrEqual(matchScore(less, chosen));
        // and strictly when that priority was not met at all before
        if (priorityCredit(less, p) === 0) expect(matchScore(more, chosen)).toBeGreaterThan(matchScore(less, chosen));
      }),
    );
  });

  it('gives equal outputs for equal inputs: the order and repeats of priorities do not matter', () => {
    fc.assert(
      fc.property(arbCase, fc.nat(), ([cand, chosen], shift) => {
        const rotated = chosen.map((_, i) => chosen[(i + shift) % chosen.length]!);
        const s = matchScore(cand, chosen);
        expect(matchScore(cand, rotated)).toBe(s);
        expect(matchScore(cand, [...chosen, ...chosen].reverse())).toBe(s);
        expect(matchScore({ ...cand, fit: { ...cand.fit } }, [...chosen])).toBe(s);
        expect(fitStrength(cand, rotated)).toBe(fitStrength(cand, chosen));
      }),
    );
  });

  it('does not depend on the rating or on how strong the records are', () => {
    fc.assert(
      fc.property(arbCase, fc.integer({ min: 10, max: 50 }), ([cand, chosen], r) => {
        const flat: Candidate = { ...cand, rating: r / 10, fit: Object.fromEntries(Object.keys(cand.fit).map((k) => [k, 88])) };
        expect(matchScore(flat, chosen)).toBe(matchScore(cand, chosen));
      }),
    );
  });
});

describe('rankByMatch', () => {
  const arbChoice = fc
    .constantFrom(...REC_CATEGORIES)
    .chain((c: RecCategory) =>
      fc.tuple(fc.constant(c), fc.uniqueArray(fc.constantFrom(...(PRIORITIES[c] as readonly string[])), { minLength: 1, maxLength: 8 })),
    );

  it('property: every candidate of the category once, each with its own match score, best first', () => {
    fc.assert(
      fc.property(arbChoice, ([category, chosen]) => {
        const ranked = rankByMatch(TEST_CANDIDATES, category, chosen);
        expect(ranked.map((r) => r.candidate.id).sort()).toEqual(candidatesOf(TEST_CANDIDATES, category).map((c) => c.id).sort());
        for (const r of ranked) expect(r.matchScore).toBe(matchScore(r.candidate, chosen));
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.matchScore).toBeGreaterThanOrEqual(ranked[i]!.matchScore);
      }),
    );
  });

  it('breaks ties by the stronger fit, then the higher rating, then catalogue order', () => {
    // binance (96) and okx (92) both meet low-fees: binance's record is stronger
    expect(rankByMatch(TEST_CANDIDATES, 'exchanges', ['low-fees']).map((r) => [r.candidate.id, r.matchScore])).toEqual([
      ['binance', 100],
      ['okx', 100],
      ['kraken', 50],
      ['coinbase', 0],
    ]);
    // coinglass and crypto-quant: 97 vs 90 on derivatives-data
    expect(rankByMatch(TEST_CANDIDATES, 'tools', ['derivatives-data'])[0]!.candidate.id).toBe('coinglass');
    const w = (id: string, rating: number): Candidate => ({ category: 'wallets', type: 'tool', id, rating, fit: { 'open-source': 90 } });
    expect(rankByMatch([w('a', 4.1), w('b', 4.6), w('c', 4.6)], 'wallets', ['open-source']).map((r) => r.candidate.id)).toEqual(['b', 'c', 'a']);
  });
});

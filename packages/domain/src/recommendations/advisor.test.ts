import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITIES, REC_CATEGORIES, candidatesOf, type RecCategory } from './catalogue.js';
import { TEST_CANDIDATES } from './test-candidates.js';
import {
  MAX_MATCH_SCORE,
  POINTS_PER_PRIORITY,
  POINTS_PER_RATING_STAR,
  PRIORITY_MAPPINGS,
  advise,
  advisorFallback,
  advisorMatchScore,
  advisorScore,
  matchesPriority,
} from './advisor.js';

const ex = (id: string) => candidatesOf(TEST_CANDIDATES, 'exchanges').find((x) => x.id === id)!;

describe('advisor constants', () => {
  it('are 15 per priority, 5 x rating, cap 99, and the three mappings', () => {
    expect([POINTS_PER_PRIORITY, POINTS_PER_RATING_STAR, MAX_MATCH_SCORE]).toEqual([15, 5, 99]);
    expect(PRIORITY_MAPPINGS).toEqual({
      'low-fees': 'advanced-features',
      'best-security': 'regulatory-compliance',
      'altcoin-support': 'high-liquidity',
    });
  });
});

describe('advisorScore', () => {
  it('adds 15 per chosen priority the candidate matches and 5 x its rating', () => {
    expect(advisorScore(ex('binance'), ['low-fees'])).toBe(15 + 23.5);
    expect(advisorScore(ex('coinbase'), ['low-fees'])).toBe(23); // no fees strength, no advanced features
    expect(advisorScore(ex('coinbase'), ['beginner-friendly', 'mobile-app', 'derivatives'])).toBe(30 + 23);
  });

  it('counts a match through a mapping, once per chosen priority', () => {
    expect(matchesPriority(ex('kraken'), 'low-fees')).toBe(true); // via advanced-features
    expect(advisorScore(ex('kraken'), ['low-fees'])).toBe(15 + 23);
    expect(matchesPriority(ex('coinbase'), 'best-security')).toBe(true);
    expect(advisorScore(ex('coinbase'), ['best-security'])).toBe(15 + 23); // direct and mapped: still 15
    expect(matchesPriority(ex('okx'), 'altcoin-support')).toBe(true);
    // mappings go one way only
    expect(matchesPriority(ex('coinbase'), 'advanced-features')).toBe(false);
    expect(advisorScore(ex('binance'), ['low-fees', 'low-fees'])).toBe(15 + 23.5);
  });
});

describe('advisorMatchScore', () => {
  it.each([
    [38.5, 1, 38],
    [53, 2, 26],
    [120, 1, 99],
    [99.9, 1, 99],
    [0, 3, 0],
  ])('score %d over %i priorities is %i', (score, n, expected) => {
    expect(advisorMatchScore(score, n)).toBe(expected);
  });
});

describe('advise', () => {
  it('picks the highest score in the category', () => {
    expect(advise(TEST_CANDIDATES, 'exchanges', ['low-fees'])).toMatchObject({
      candidate: { id: 'binance' },
      score: 38.5,
      matchScore: 38,
      matched: ['low-fees'],
      fallback: false,
    });
    expect(advise(TEST_CANDIDATES, 'exchanges', ['best-security', 'beginner-friendly'])).toMatchObject({
      candidate: { id: 'coinbase' },
      score: 53,
      matchScore: 26,
    });
    expect(advise(TEST_CANDIDATES, 'wallets', ['open-source']).candidate.id).toBe('trezor');
  });

  it('names the strengths behind the matches, mapped priorities included', () => {
    expect(advise(TEST_CANDIDATES, 'exchanges', ['low-fees', 'best-security'])).toMatchObject({
      candidate: { id: 'kraken' },
      score: 53,
      matched: ['low-fees', 'best-security'],
      matchedStrengths: ['advanced-features', 'best-security'],
    });
    expect(advise(TEST_CANDIDATES, 'exchanges', ['best-security', 'regulatory-compliance']).matchedStrengths).toEqual([
      'best-security',
      'regulatory-compliance',
    ]);
  });

  it('gives the first in catalogue order on a tie', () => {
    // Kraken and Coinbase both match best-security (15) and are rated 4.6; Coinbase is listed first
    expect(advise(TEST_CANDIDATES, 'exchanges', ['best-security']).candidate.id).toBe('coinbase');
  });

  it('falls back for the first priority, or low-fees, when nothing can be scored', () => {
    expect(advise(TEST_CANDIDATES, 'unknown', ['charting'])).toMatchObject({ candidate: { category: 'tools', id: 'trading-view' }, fallback: true });
    expect(advise(TEST_CANDIDATES, 'exchanges', [])).toMatchObject({ candidate: { id: 'binance' }, matched: ['low-fees'], fallback: true });
    expect(advisorFallback(TEST_CANDIDATES, 'no-such-priority')).toMatchObject({ candidate: { id: 'binance' }, matchScore: 38, fallback: true });
  });

  const arbChoice = fc
    .constantFrom(...REC_CATEGORIES)
    .chain((c: RecCategory) =>
      fc.tuple(fc.constant(c), fc.uniqueArray(fc.constantFrom(...(PRIORITIES[c] as readonly string[])), { minLength: 1, maxLength: 8 })),
    );

  it('property: the winner scores at least as much as every candidate; matchScore = min(99, floor(score / n))', () => {
    fc.assert(
      fc.property(arbChoice, ([category, priorities]) => {
        const r = advise(TEST_CANDIDATES, category, priorities);
        expect(r.fallback).toBe(false);
        expect(r.candidate.category).toBe(category);
        for (const cand of candidatesOf(TEST_CANDIDATES, category)) expect(r.score).toBeGreaterThanOrEqual(advisorScore(cand, priorities));
        expect(r.matchScore).toBe(Math.min(99, Math.floor(r.score / priorities.length)));
        expect(r.score).toBe(15 * r.matched.length + 5 * r.candidate.rating);
        expect(r.matched.length).toBeLessThanOrEqual(priorities.length);
        for (const s of r.matchedStrengths) expect(r.candidate.fit[s]).toBeDefined();
      }),
    );
  });
});

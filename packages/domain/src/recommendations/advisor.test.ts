import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITIES, REC_CATEGORIES, candidatesOf, type RecCategory } from './catalogue.js';
import { TEST_CANDIDATES } from './test-candidates.js';
import { PRIORITY_MAPPINGS, advise, advisorFallback, matchesPriority } from './advisor.js';
import { matchScore } from './match.js';
import { rankForWizard } from './wizard.js';

const ex = (id: string) => candidatesOf(TEST_CANDIDATES, 'exchanges').find((x) => x.id === id)!;

describe('advisor mappings', () => {
  it('are the three of the specification, one way only', () => {
    expect(PRIORITY_MAPPINGS).toEqual({
      'low-fees': 'advanced-features',
      'best-security': 'regulatory-compliance',
      'altcoin-support': 'high-liquidity',
    });
    expect(matchesPriority(ex('kraken'), 'low-fees')).toBe(true); // via advanced-features
    expect(matchesPriority(ex('coinbase'), 'best-security')).toBe(true);
    expect(matchesPriority(ex('okx'), 'altcoin-support')).toBe(true);
    expect(matchesPriority(ex('coinbase'), 'advanced-features')).toBe(false);
    expect(matchesPriority(ex('coinbase'), 'low-fees')).toBe(false);
  });
});

describe('advise', () => {
  it('gives 100% to a candidate meeting every chosen priority (the issue: 26% for two priorities met)', () => {
    expect(advise(TEST_CANDIDATES, 'wallets', ['offline-keys', 'coin-support'])).toMatchObject({
      candidate: { id: 'ledger' },
      matchScore: 100,
      matched: ['offline-keys', 'coin-support'],
      fallback: false,
    });
    expect(advise(TEST_CANDIDATES, 'exchanges', ['low-fees'])).toMatchObject({
      candidate: { id: 'binance' },
      matchScore: 100,
      matched: ['low-fees'],
    });
    expect(advise(TEST_CANDIDATES, 'exchanges', ['best-security', 'beginner-friendly'])).toMatchObject({
      candidate: { id: 'coinbase' },
      matchScore: 100,
    });
    expect(advise(TEST_CANDIDATES, 'wallets', ['open-source']).candidate.id).toBe('trezor');
  });

  it('names the strengths behind the matches, mapped priorities included', () => {
    expect(advise(TEST_CANDIDATES, 'exchanges', ['low-fees', 'best-security'])).toMatchObject({
      candidate: { id: 'kraken' },
      matchScore: 75, // best-security direct, low-fees through advanced-features (half)
      matched: ['low-fees', 'best-security'],
      matchedStrengths: ['advanced-features', 'best-security'],
    });
    expect(advise(TEST_CANDIDATES, 'exchanges', ['best-security', 'regulatory-compliance']).matchedStrengths).toEqual([
      'best-security',
      'regulatory-compliance',
    ]);
  });

  it('on equal scores takes the stronger record: Kraken (96) over Coinbase (93) for best-security', () => {
    expect(advise(TEST_CANDIDATES, 'exchanges', ['best-security']).candidate.id).toBe('kraken');
  });

  it('falls back for the first priority, or low-fees, when nothing can be scored', () => {
    expect(advise(TEST_CANDIDATES, 'unknown', ['charting'])).toMatchObject({ candidate: { category: 'tools', id: 'trading-view' }, fallback: true });
    expect(advise(TEST_CANDIDATES, 'exchanges', [])).toMatchObject({ candidate: { id: 'binance' }, matched: ['low-fees'], fallback: true });
    expect(advise(TEST_CANDIDATES, 'exchanges', ['charting'])).toMatchObject({ candidate: { id: 'trading-view' }, fallback: true });
    expect(advisorFallback(TEST_CANDIDATES, 'no-such-priority')).toMatchObject({ candidate: { id: 'binance' }, matchScore: 100, fallback: true });
  });

  const arbChoice = fc
    .constantFrom(...REC_CATEGORIES)
    .chain((c: RecCategory) =>
      fc.tuple(fc.constant(c), fc.uniqueArray(fc.constantFrom(...(PRIORITIES[c] as readonly string[])), { minLength: 1, maxLength: 8 })),
    );

  it('property: the winner scores at least as much as every candidate, with the shared score', () => {
    fc.assert(
      fc.property(arbChoice, ([category, priorities]) => {
        const r = advise(TEST_CANDIDATES, category, priorities);
        expect(r.fallback).toBe(false);
        expect(r.candidate.category).toBe(category);
        expect(r.matchScore).toBe(matchScore(r.candidate, priorities));
        for (const cand of candidatesOf(TEST_CANDIDATES, category)) expect(r.matchScore).toBeGreaterThanOrEqual(matchScore(cand, priorities));
        expect(r.matched.length).toBeLessThanOrEqual(priorities.length);
        for (const s of r.matchedStrengths) expect(r.candidate.fit[s]).toBeDefined();
      }),
    );
  });

  it('property: the advisor picks the wizard\'s best match, with the same score', () => {
    fc.assert(
      fc.property(arbChoice, ([category, priorities]) => {
        const r = advise(TEST_CANDIDATES, category, priorities);
        const best = rankForWizard(TEST_CANDIDATES, category, priorities)[0]!;
        expect([r.candidate.id, r.matchScore]).toEqual([best.candidate.id, best.matchScore]);
      }),
    );
  });
});

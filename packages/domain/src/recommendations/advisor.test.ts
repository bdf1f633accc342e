import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITIES, REC_CATEGORIES, type RecCategory } from './catalogue.js';
import { TEST_CANDIDATES } from './test-candidates.js';
import { advise } from './advisor.js';
import { wizardResult } from './wizard.js';

describe('advise', () => {
  it('gives 100% to a candidate meeting every chosen priority (the issue: 26% for two priorities met)', () => {
    expect(advise(TEST_CANDIDATES, 'wallets', ['offline-keys', 'coin-support'], null)).toMatchObject({
      candidate: { id: 'ledger-nano-x' },
      matchScore: 100,
      fallback: false,
    });
    expect(advise(TEST_CANDIDATES, 'tools', ['on-chain-data', 'wallet-intelligence'], null)).toMatchObject({
      candidate: { id: 'nansen' },
      matchScore: 100,
    });
  });

  it('falls back for the first priority (in the category offering it), or low fees, when the choice cannot be ranked', () => {
    expect(advise(TEST_CANDIDATES, 'unknown', ['charting'], null)).toMatchObject({
      category: 'tools',
      priorities: ['charting'],
      candidate: { id: 'trading-view' },
      fallback: true,
    });
    expect(advise(TEST_CANDIDATES, 'exchanges', [], null)).toMatchObject({
      category: 'exchanges',
      priorities: ['low-fees'],
      fallback: true,
    });
    expect(advise(TEST_CANDIDATES, 'exchanges', ['charting'], null)).toMatchObject({
      category: 'tools',
      candidate: { id: 'trading-view' },
      fallback: true,
    });
    expect(advise(TEST_CANDIDATES, 'exchanges', ['no-such-priority'], null)).toMatchObject({ priorities: ['low-fees'], fallback: true });
  });

  it('never picks a partner recorded as not available in the country, not even as the fallback', () => {
    const us = advise(TEST_CANDIDATES, 'exchanges', ['low-fees'], 'US')!;
    expect(us.candidate.id).not.toBe('binance');
    expect(advise(TEST_CANDIDATES, 'exchanges', [], 'US')!.candidate.id).not.toBe('binance');
    // a category whose every candidate is unavailable there: nothing to advise
    const onlyOut = TEST_CANDIDATES.filter((c) => c.id === 'bybit-card');
    expect(advise(onlyOut, 'payment-cards', ['welcome-bonus'], 'US')).toBeNull();
  });

  const arbChoice = fc
    .constantFrom(...REC_CATEGORIES)
    .chain((c: RecCategory) =>
      fc.tuple(
        fc.constant(c),
        fc.uniqueArray(fc.constantFrom(...(PRIORITIES[c] as readonly string[])), { minLength: 1, maxLength: 8 }),
        fc.constantFrom<string | null>(null, 'DE', 'US'),
      ),
    );

  it("property: the advisor picks the wizard's best match, with the same score and explanation", () => {
    fc.assert(
      fc.property(arbChoice, ([category, priorities, country]) => {
        const r = advise(TEST_CANDIDATES, category, priorities, country)!;
        const best = wizardResult(TEST_CANDIDATES, category, priorities, country)!.best;
        expect(r.fallback).toBe(false);
        expect([r.candidate.id, r.matchScore, r.explanation]).toEqual([best.candidate.id, best.matchScore, best.explanation]);
      }),
    );
  });
});

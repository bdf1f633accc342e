import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITIES, REC_CATEGORIES, candidatesOf, type RecCategory } from './catalogue.js';
import { TEST_CANDIDATES } from './test-candidates.js';
import { matchScore, rankCandidates } from './match.js';
import { RUNNER_UPS, WIZARD_STAGES, WIZARD_STAGE_MS, wizardResult } from './wizard.js';

describe('wizard analysis stages', () => {
  it('are five, 300 ms each, with progress 20..100', () => {
    expect(WIZARD_STAGE_MS).toBe(300);
    expect(WIZARD_STAGES.map((s) => s.progress)).toEqual([20, 40, 60, 80, 100]);
    expect(WIZARD_STAGES.map((s) => s.message)).toEqual(['analyzing', 'scanning', 'evaluating', 'calculating', 'finalizing']);
  });
});

describe('wizardResult', () => {
  it('gives the first of the shared ranking and two runner-ups', () => {
    const r = wizardResult(TEST_CANDIDATES, 'trading-bots', ['free-to-start'], null)!;
    // Cryptohopper and Pionex both list a free plan: equal scores, the higher rating first
    expect(r.best.candidate.id).toBe('cryptohopper');
    expect(r.best.matchScore).toBe(100);
    expect(r.runnerUps).toHaveLength(RUNNER_UPS);
    expect(r.runnerUps.map((m) => [m.candidate.id, m.matchScore])).toEqual([
      ['pionex', 100],
      ['coinrule', 0], // rated 4.3: above Cornix (4.2), both with nothing recorded for it
    ]);
    expect(r.ranked).toBe(candidatesOf(TEST_CANDIDATES, 'trading-bots').length);
    expect(wizardResult(TEST_CANDIDATES, 'trading-bots', [], null)).toBeNull();
  });

  it('wallets: facts of the wallet records, no rating (the methodology does not rate wallets)', () => {
    const r = wizardResult(TEST_CANDIDATES, 'wallets', ['offline-keys', 'open-source'], null)!;
    expect([r.best.candidate.id, r.best.matchScore]).toEqual(['trezor-safe-5', 100]);
    expect(r.best.candidate.rating).toBeUndefined();
    expect(r.runnerUps.map((m) => [m.candidate.id, m.matchScore])).toEqual([
      ['electrum', 50],
      ['ledger-nano-x', 50],
    ]);
  });

  it('leaves out partners recorded as unavailable in the visitor’s country, and says how many', () => {
    const r = wizardResult(TEST_CANDIDATES, 'payment-cards', ['welcome-bonus'], 'US')!;
    expect(r.excluded.map((x) => x.candidate.id)).toEqual(['bybit-card']);
    expect([r.best.candidate.id, r.best.availability, r.recommended]).toEqual(['coinbase-card', 'available', true]);
  });

  const arbChoice = fc
    .constantFrom(...REC_CATEGORIES)
    .chain((c: RecCategory) =>
      fc.tuple(
        fc.constant(c),
        fc.uniqueArray(fc.constantFrom(...(PRIORITIES[c] as readonly string[])), { minLength: 1, maxLength: 6 }),
        fc.constantFrom<string | null>(null, 'DE', 'US', 'BR'),
      ),
    );

  it('property: it is exactly the head of rankCandidates, with the shared score', () => {
    fc.assert(
      fc.property(arbChoice, ([category, priorities, country]) => {
        const r = wizardResult(TEST_CANDIDATES, category, priorities, country)!;
        const ranking = rankCandidates(TEST_CANDIDATES, { category, priorities, country });
        expect([r.best, ...r.runnerUps]).toEqual(ranking.ranked.slice(0, 1 + RUNNER_UPS));
        for (const m of [r.best, ...r.runnerUps]) expect(m.matchScore).toBe(matchScore(m.candidate, priorities, { country }));
      }),
    );
  });
});

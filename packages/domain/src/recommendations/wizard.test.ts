import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITIES, REC_CATEGORIES, candidatesOf, type RecCategory } from './catalogue.js';
import { TEST_CANDIDATES } from './test-candidates.js';
import { matchScore } from './match.js';
import { RUNNER_UPS, WIZARD_STAGES, WIZARD_STAGE_MS, rankForWizard, wizardResult } from './wizard.js';

describe('wizard analysis stages', () => {
  it('are five, 300 ms each, with progress 20..100', () => {
    expect(WIZARD_STAGE_MS).toBe(300);
    expect(WIZARD_STAGES.map((s) => s.progress)).toEqual([20, 40, 60, 80, 100]);
    expect(WIZARD_STAGES.map((s) => s.message)).toEqual(['analyzing', 'scanning', 'evaluating', 'calculating', 'finalizing']);
  });
});

describe('rankForWizard', () => {
  it('one priority: the record with the highest match score for it wins, meeting it fully (100)', () => {
    const [best] = rankForWizard(TEST_CANDIDATES, 'exchanges', ['beginner-friendly']);
    expect(best!.candidate.id).toBe('coinbase');
    expect(best!.matchScore).toBe(100);
    expect(best!.matched).toEqual(['beginner-friendly']);
    expect(rankForWizard(TEST_CANDIDATES, 'tools', ['charting'])[0]!.candidate.id).toBe('trading-view');
    expect(rankForWizard(TEST_CANDIDATES, 'payment-cards', ['self-custody'])[0]!.candidate.id).toBe('gnosis-pay');
    expect(rankForWizard(TEST_CANDIDATES, 'wallets', ['open-source'])[0]!.candidate.id).toBe('trezor');
  });

  it('several priorities: the share met (a mapped strength counts half); ties go to the stronger records', () => {
    const ranked = rankForWizard(TEST_CANDIDATES, 'exchanges', ['low-fees', 'best-security']);
    expect(ranked.map((m) => [m.candidate.id, m.matchScore])).toEqual([
      ['kraken', 75], // best-security, low-fees through advanced-features
      ['binance', 50], // low-fees 96
      ['coinbase', 50], // best-security 93
      ['okx', 50], // low-fees 92
    ]);
    const both = rankForWizard(TEST_CANDIDATES, 'wallets', ['offline-keys', 'coin-support']);
    expect([both[0]!.candidate.id, both[0]!.matchScore]).toEqual(['ledger', 100]);
  });

  it('matched lists the chosen priorities the candidate is strong on, strongest first', () => {
    const okx = rankForWizard(TEST_CANDIDATES, 'exchanges', ['low-fees', 'derivatives', 'mobile-app']).find((m) => m.candidate.id === 'okx')!;
    expect(okx.matched).toEqual(['derivatives', 'low-fees']);
    expect(okx.highlights).toEqual(['derivatives', 'advanced-features', 'proof-of-reserves']);
  });

  it('ignores unknown priorities; none valid gives nothing', () => {
    expect(rankForWizard(TEST_CANDIDATES, 'apps', [])).toEqual([]);
    expect(rankForWizard(TEST_CANDIDATES, 'apps', ['low-fees'])).toEqual([]);
    expect(rankForWizard(TEST_CANDIDATES, 'apps', ['self-custody', 'nope']).map((m) => m.matchScore)[0]).toBe(100);
  });

  const arbChoice = fc
    .constantFrom(...REC_CATEGORIES)
    .chain((c: RecCategory) =>
      fc.tuple(fc.constant(c), fc.uniqueArray(fc.constantFrom(...(PRIORITIES[c] as readonly string[])), { minLength: 1, maxLength: 6 })),
    );

  it('property: every candidate ranked once, best first, with the shared score', () => {
    fc.assert(
      fc.property(arbChoice, ([category, priorities]) => {
        const ranked = rankForWizard(TEST_CANDIDATES, category, priorities);
        expect(ranked).toHaveLength(candidatesOf(TEST_CANDIDATES, category).length);
        expect(new Set(ranked.map((m) => m.candidate.id)).size).toBe(ranked.length);
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.matchScore).toBeGreaterThanOrEqual(ranked[i]!.matchScore);
        for (const m of ranked) {
          expect(m.matchScore).toBe(matchScore(m.candidate, priorities));
          for (const p of m.matched) expect(priorities).toContain(p);
        }
        // the best always answers at least one chosen priority (every priority has a record)
        expect(ranked[0]!.matched.length).toBeGreaterThan(0);
      }),
    );
  });

  it('property: the order of the chosen priorities does not change the ranking', () => {
    fc.assert(
      fc.property(arbChoice, ([category, priorities]) => {
        const a = rankForWizard(TEST_CANDIDATES, category, priorities).map((m) => [m.candidate.id, m.matchScore]);
        const b = rankForWizard(TEST_CANDIDATES, category, [...priorities].reverse()).map((m) => [m.candidate.id, m.matchScore]);
        expect(b).toEqual(a);
      }),
    );
  });
});

describe('wizardResult', () => {
  it('gives the best match and two runner-ups', () => {
    const r = wizardResult(TEST_CANDIDATES, 'trading-bots', ['free-to-start'])!;
    expect(r.best.candidate.id).toBe('pionex');
    expect(r.runnerUps).toHaveLength(RUNNER_UPS);
    expect(r.runnerUps[0]!.candidate.id).toBe('bitsgap');
    expect(wizardResult(TEST_CANDIDATES, 'trading-bots', [])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  PRIORITIES,
  REC_CATEGORIES,
  candidateProblems,
  candidatesOf,
  distinctServices,
  strengths,
  validPriorities,
  type Candidate,
} from './catalogue.js';
import { TEST_CANDIDATES } from './test-candidates.js';

describe('recommendation catalogue', () => {
  it('has the six wizard categories in their order', () => {
    expect(REC_CATEGORIES).toEqual(['exchanges', 'trading-bots', 'payment-cards', 'wallets', 'tools', 'apps']);
  });

  it('offers 12 priorities for exchanges and 8 for every other category, none repeated', () => {
    expect(Object.fromEntries(REC_CATEGORIES.map((c) => [c, PRIORITIES[c].length]))).toEqual({
      exchanges: 12,
      'trading-bots': 8,
      'payment-cards': 8,
      wallets: 8,
      tools: 8,
      apps: 8,
    });
    for (const c of REC_CATEGORIES) expect(new Set(PRIORITIES[c]).size).toBe(PRIORITIES[c].length);
    for (const c of REC_CATEGORIES) for (const p of PRIORITIES[c]) expect(p).not.toBe(''); // select items never use ''
  });

  it('holds the three advisor mappings among the exchange priorities', () => {
    for (const p of ['low-fees', 'advanced-features', 'best-security', 'regulatory-compliance', 'altcoin-support', 'high-liquidity'])
      expect(PRIORITIES.exchanges).toContain(p);
  });

  it('finds nothing wrong with a complete set of candidates', () => {
    expect(candidateProblems(TEST_CANDIDATES)).toEqual([]);
  });

  it('names every category and priority left without a candidate', () => {
    const noTools = TEST_CANDIDATES.filter((x) => x.category !== 'tools');
    expect(candidateProblems(noTools)).toEqual(["category 'tools' has no candidate"]);
    const noCharting = TEST_CANDIDATES.filter((x) => !(x.category === 'tools' && x.fit.charting !== undefined));
    expect(candidateProblems(noCharting)).toEqual(["priority 'charting' of 'tools' has no candidate"]);
  });

  it('names candidates that are not listed partners, repeated, or off their category or score range', () => {
    const extra: Candidate[] = [
      { category: 'tools', type: 'tool', id: 'nowhere', rating: 3.1, fit: { charting: 100, 'low-fees': 90 } },
      TEST_CANDIDATES.find((x) => x.category === 'wallets')!,
    ];
    expect(candidateProblems([...TEST_CANDIDATES, ...extra], (_type, id) => id !== 'nowhere')).toEqual([
      "tool/trezor is a candidate of 'wallets' twice",
      'tool/nowhere is not a listed partner',
      "tool/nowhere: the match score of 'charting' in 'tools' must be a whole number in 88-99",
      "tool/nowhere: 'low-fees' is not a priority of 'tools'",
    ]);
  });

  it('takes any rating: the old 4.2-4.8 band is not a rule', () => {
    const low = TEST_CANDIDATES.map((x, i) => (i === 0 ? { ...x, rating: 3.4 } : x));
    expect(candidateProblems(low)).toEqual([]);
  });

  it('validPriorities keeps known priorities of the category, each once, in order', () => {
    expect(validPriorities('exchanges', ['low-fees', 'charting', 'low-fees', 'mobile-app', ''])).toEqual(['low-fees', 'mobile-app']);
    expect(validPriorities('tools', [])).toEqual([]);
  });

  it('strengths are the strongest priorities first', () => {
    expect(strengths(candidatesOf(TEST_CANDIDATES, 'exchanges')[0]!)).toEqual(['high-liquidity', 'low-fees', 'altcoin-support']);
    // equal scores keep the category's priority order
    expect(strengths(candidatesOf(TEST_CANDIDATES, 'exchanges')[1]!, 2)).toEqual(['regulatory-compliance', 'beginner-friendly']);
  });

  it('counts the distinct services it compares', () => {
    expect(distinctServices(TEST_CANDIDATES)).toBe(new Set(TEST_CANDIDATES.map((x) => `${x.type}/${x.id}`)).size);
    expect(distinctServices(TEST_CANDIDATES)).toBeLessThan(TEST_CANDIDATES.length); // Coinbase, TradingView and Zerion appear twice
  });
});

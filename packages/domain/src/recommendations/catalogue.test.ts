import { describe, expect, it } from 'vitest';
import { CATEGORY_TYPE, PRIORITIES, REC_CATEGORIES, distinctServices, validPriorities } from './catalogue.js';
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

  it('every category ranks the records of one partner type', () => {
    expect(CATEGORY_TYPE).toEqual({
      exchanges: 'exchange',
      'trading-bots': 'trading_bot',
      'payment-cards': 'payment_card',
      wallets: 'wallet',
      tools: 'tool',
      apps: 'app',
    });
  });

  it('validPriorities keeps known priorities of the category, each once, in the category’s order', () => {
    expect(validPriorities('exchanges', ['mobile-app', 'low-fees', 'charting', 'low-fees', ''])).toEqual(['low-fees', 'mobile-app']);
    expect(validPriorities('tools', [])).toEqual([]);
  });

  it('counts the distinct services it compares', () => {
    expect(distinctServices(TEST_CANDIDATES)).toBe(new Set(TEST_CANDIDATES.map((x) => `${x.type}/${x.id}`)).size);
    expect(distinctServices([...TEST_CANDIDATES, TEST_CANDIDATES[0]!])).toBe(distinctServices(TEST_CANDIDATES));
  });
});

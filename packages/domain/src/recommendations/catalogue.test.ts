import { describe, expect, it } from 'vitest';
import { findPartner } from '../partners/registry.js';
import {
  CANDIDATES,
  OFFERS,
  PRIORITIES,
  RECORD_MATCH_SCORE,
  RECORD_RATING,
  REC_CATEGORIES,
  candidatesOf,
  distinctServices,
  strengths,
  validPriorities,
} from './catalogue.js';

describe('recommendation catalogue', () => {
  it('has the six wizard categories in the spec order', () => {
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

  it('names only services of our partner registry, once per category', () => {
    for (const cand of CANDIDATES) expect(findPartner(cand.type, cand.id), `${cand.type}/${cand.id}`).toBeDefined();
    for (const c of REC_CATEGORIES) {
      const ids = candidatesOf(c).map((x) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('keeps ratings in 4.2-4.8 (one decimal) and record match scores in 88-99', () => {
    for (const cand of CANDIDATES) {
      expect(cand.rating).toBeGreaterThanOrEqual(RECORD_RATING.min);
      expect(cand.rating).toBeLessThanOrEqual(RECORD_RATING.max);
      expect(Math.round(cand.rating * 10) / 10).toBe(cand.rating);
      for (const score of Object.values(cand.fit)) {
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(RECORD_MATCH_SCORE.min);
        expect(score).toBeLessThanOrEqual(RECORD_MATCH_SCORE.max);
      }
    }
  });

  it('only uses priorities of the candidate’s own category, and every priority has a record', () => {
    for (const cand of CANDIDATES) for (const p of Object.keys(cand.fit)) expect(PRIORITIES[cand.category] as readonly string[]).toContain(p);
    for (const c of REC_CATEGORIES)
      for (const p of PRIORITIES[c]) expect(candidatesOf(c).some((x) => x.fit[p] !== undefined), `${c}/${p}`).toBe(true);
  });

  it('has a best match and two runner-ups in every category', () => {
    for (const c of REC_CATEGORIES) expect(candidatesOf(c).length).toBeGreaterThanOrEqual(3);
  });

  it('lists offers only for listed partners', () => {
    for (const key of OFFERS) {
      const [type, id] = key.split('/') as [Parameters<typeof findPartner>[0], string];
      expect(findPartner(type, id), key).toBeDefined();
    }
  });

  it('validPriorities keeps known priorities of the category, each once, in order', () => {
    expect(validPriorities('exchanges', ['low-fees', 'charting', 'low-fees', 'mobile-app', ''])).toEqual(['low-fees', 'mobile-app']);
    expect(validPriorities('tools', [])).toEqual([]);
  });

  it('strengths are the strongest priorities first', () => {
    expect(strengths(candidatesOf('exchanges')[0]!)).toEqual(['high-liquidity', 'low-fees', 'altcoin-support']);
    // equal scores keep the category's priority order
    expect(strengths(candidatesOf('exchanges')[1]!, 2)).toEqual(['regulatory-compliance', 'beginner-friendly']);
  });

  it('counts the distinct services it compares', () => {
    expect(distinctServices()).toBe(new Set(CANDIDATES.map((x) => `${x.type}/${x.id}`)).size);
    expect(distinctServices()).toBeLessThan(CANDIDATES.length); // Coinbase, TradingView and Zerion appear twice
  });
});

import { describe, expect, it } from 'vitest';
import { parseSelections, toggleId } from './compare-selection';

describe('compare selection', () => {
  it('adds, removes, and refuses a fifth pick', () => {
    expect(toggleId([], 'a')).toEqual({ ids: ['a'], result: 'added' });
    expect(toggleId(['a', 'b'], 'a')).toEqual({ ids: ['b'], result: 'removed' });
    const four = ['a', 'b', 'c', 'd'];
    expect(toggleId(four, 'e')).toEqual({ ids: four, result: 'full' });
    expect(toggleId(four, 'd')).toEqual({ ids: ['a', 'b', 'c'], result: 'removed' });
  });

  it('reads only well-formed stored picks: known kinds, distinct ids, at most four', () => {
    expect(parseSelections(null).exchanges).toEqual([]);
    expect(parseSelections('not json').wallets).toEqual([]);
    const s = parseSelections(
      JSON.stringify({ exchanges: ['a', 'a', 'b', 7, 'c', 'd', 'e'], wallets: 'x', other: ['z'], 'trading-bots': ['<b>'] }),
    );
    expect(s.exchanges).toEqual(['a', 'b', 'c', 'd']);
    expect(s.wallets).toEqual([]);
    expect(s['trading-bots']).toEqual([]);
    expect(Object.keys(s).sort()).toEqual(['exchanges', 'payment-cards', 'trading-bots', 'wallets']);
  });
});

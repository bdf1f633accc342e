import { describe, expect, it } from 'vitest';
import { jsonDiff, mergeOnto, setAt, valueAt } from './pointer.js';

describe('JSON pointers', () => {
  const record = { name: 'Kraken', fees: { trading: { value: { tiers: [{ maker: 0.25, taker: 0.4 }] } } }, 'a/b': { '~x': 1 } };

  it('reads and writes values by pointer without touching the original, keys in their order', () => {
    expect(valueAt(record, '/fees/trading/value/tiers/0/taker')).toBe(0.4);
    expect(valueAt(record, '/a~1b/~0x')).toBe(1);
    expect(valueAt(record, '/fees/none/x')).toBeUndefined();
    const next = setAt(record, '/fees/trading/value/tiers/0/taker', 0.35) as typeof record;
    expect(next.fees.trading.value.tiers[0]!.taker).toBe(0.35);
    expect(record.fees.trading.value.tiers[0]!.taker).toBe(0.4);
    expect(Object.keys(setAt({ b: 1, a: 2 }, '/b', 3) as object)).toEqual(['b', 'a']);
    expect(setAt({ list: [1, 2, 3] }, '/list/1', undefined)).toEqual({ list: [1, 3] });
    expect(setAt({ a: 1 }, '/b/0/c', 'x')).toEqual({ a: 1, b: [{ c: 'x' }] });
  });

  it('lists the deepest fields that differ, with their values before and after', () => {
    expect(jsonDiff({ a: 1, b: { c: [1, 2] }, k: 'x' }, { b: { c: [1, 3, 4] }, k: 'x', n: null })).toEqual([
      { path: '/a', before: 1 },
      { path: '/b/c/1', before: 2, after: 3 },
      { path: '/b/c/2', after: 4 },
      { path: '/n', after: null },
    ]);
    expect(jsonDiff({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([]);
  });

  it("merges an editor's changes onto a newer version, keeping the newer value where both changed a field", () => {
    const base = { name: 'A', text: { en: 'one', de: 'eins' }, list: ['x', 'y'] };
    const theirs = { name: 'B', text: { en: 'one', de: 'eins' }, list: ['x', 'y'] };
    const mine = { name: 'C', text: { en: 'one', de: 'zwei' }, list: ['x'] };
    expect(mergeOnto(base, mine, theirs)).toEqual({
      merged: { name: 'B', text: { en: 'one', de: 'zwei' }, list: ['x'] },
      overlapping: ['/name'],
    });
  });
});

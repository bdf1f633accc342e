import { describe, expect, it } from 'vitest';
import { Memo } from './live-content.js';

describe('the built-set memo', () => {
  it('answers the newest set and an older one that is still in use', () => {
    const memo = new Memo<{ name: string }>();
    const first = { name: 'first' };
    const second = { name: 'second' };
    memo.set('a', first);
    memo.set('b', second);
    expect(memo.get('b')).toBe(second);
    // `first` is still referenced here, so its weak entry still answers
    expect(memo.get('a')).toBe(first);
    expect(memo.get('c')).toBeUndefined();
  });

  it('keeps at most 16 keys besides the newest, dropping the oldest first', () => {
    const memo = new Memo<{ n: number }>();
    const sets = Array.from({ length: 20 }, (_, n) => ({ n }));
    sets.forEach((s, n) => memo.set(`k${n}`, s));
    expect(memo.get('k19')).toBe(sets[19]);
    expect(memo.get('k4')).toBe(sets[4]);
    expect(memo.get('k3')).toBeUndefined();
    expect(memo.get('k0')).toBeUndefined();
  });
});

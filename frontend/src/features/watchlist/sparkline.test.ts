import { describe, expect, it } from 'vitest';
import { sparklinePath } from './sparkline';

describe('sparklinePath', () => {
  it('spans the box: the lowest price at the bottom, the highest at the top, first and last at the edges', () => {
    expect(sparklinePath([10, 30, 20], 100, 40, 0)).toBe('M0.0 40.0L50.0 0.0L100.0 20.0');
    expect(sparklinePath([1, 2], 100, 40, 2)).toBe('M2.0 38.0L98.0 2.0');
  });
  it('draws a flat line through the middle and nothing from fewer than two points', () => {
    expect(sparklinePath([5, 5, 5], 10, 20, 0)).toBe('M0.0 10.0L5.0 10.0L10.0 10.0');
    expect(sparklinePath([5], 10, 20)).toBe('');
  });
});

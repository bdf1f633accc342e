import { describe, expect, it } from 'vitest';
import { starFills } from './star-rating';

describe('star fills', () => {
  it('draws a rating to the tenth: 4.6 is four whole stars and six tenths of the fifth (issue 29)', () => {
    expect(starFills(4.6)).toEqual([1, 1, 1, 1, 0.6]);
    expect(starFills(4.6).reduce((a, b) => a + b, 0)).toBeCloseTo(4.6, 10);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(0.1)).toEqual([0.1, 0, 0, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(2.35)).toEqual([1, 1, 0.4, 0, 0]);
  });
});

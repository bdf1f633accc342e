import { describe, expect, it } from 'vitest';
import { shownRating } from './rating';

describe('shownRating', () => {
  it('lets a rating through only with the breakdown it is made from', () => {
    expect(shownRating({ overall: 4.6, breakdown: null })).toBeUndefined();
    expect(shownRating({ overall: 4.6, breakdown: {} })).toBeUndefined();
    expect(shownRating(undefined)).toBeUndefined();
    expect(shownRating(null)).toBeUndefined();
    expect(shownRating({ overall: 4.2, breakdown: { fees: 4, security: 4.4 } })).toEqual({
      overall: 4.2,
      breakdown: { fees: 4, security: 4.4 },
    });
  });
});

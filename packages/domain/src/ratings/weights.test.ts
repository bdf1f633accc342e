import { describe, expect, it } from 'vitest';
import { RATING_WEIGHTS, ratingCriteria, roundRating, weightedOverall } from './weights.js';

describe('rating weights', () => {
  it('weights of every type sum to 1', () => {
    for (const [type, weights] of Object.entries(RATING_WEIGHTS)) {
      expect(roundRating(Object.values(weights!).reduce((a, b) => a + b, 0)), type).toBe(1);
    }
  });

  it('makes the overall rating the weighted mean of the breakdown, to one decimal', () => {
    const b = { fees: 4.2, rewards: 3.8, appUsability: 4.3, customerSupport: 3.5, cardDesign: 3.8 };
    expect(weightedOverall('payment_card', b)).toBe(3.9);
    expect(weightedOverall('tool', { usability: 4.5, features: 4.7, pricing: 4.6, support: 4, reliability: 4.5 })).toBe(4.5);
    expect(weightedOverall('payment_card', { ...b, fees: 5, rewards: 5 })).toBe(4.3);
  });

  it('has no overall for a type without weights or a breakdown missing a criterion', () => {
    expect(weightedOverall('exchange', { fees: 4 })).toBeUndefined();
    expect(weightedOverall('tool', { usability: 4 })).toBeUndefined();
    expect(ratingCriteria('exchange')).toBeUndefined();
    expect(ratingCriteria('trading_bot')).toEqual(['performance', 'reliability', 'usability', 'priceValue', 'features']);
  });

  it('rounds half away from zero without float drift', () => {
    expect(roundRating(4.45)).toBe(4.5);
    expect(roundRating(4.449)).toBe(4.4);
    expect(roundRating(0.2 * 4.1 + 0.8 * 4.6)).toBe(4.5);
  });
});

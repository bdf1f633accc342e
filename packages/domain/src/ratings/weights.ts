import type { PartnerType } from '../partners/partner.js';

/**
 * How an overall rating is made from its breakdown, per partner type: each criterion's weight (they sum to
 * 1), in the order the breakdown lists them. The overall rating is the weighted mean of the sub-scores,
 * rounded to one decimal. Every published breakdown is weighted equally today: these are the weights the
 * published overall ratings were found to follow (each equals the plain mean of its five sub-scores to one
 * decimal), written down so the methodology page can state them and the content validator can hold every
 * record to them. Types without an entry publish no breakdown: their overall rating is an editorial
 * judgement, and the methodology page says so.
 */
export const RATING_WEIGHTS: Readonly<Partial<Record<PartnerType, Readonly<Record<string, number>>>>> = {
  trading_bot: { performance: 0.2, reliability: 0.2, usability: 0.2, priceValue: 0.2, features: 0.2 },
  payment_card: { fees: 0.2, rewards: 0.2, appUsability: 0.2, customerSupport: 0.2, cardDesign: 0.2 },
  tool: { usability: 0.2, features: 0.2, pricing: 0.2, support: 0.2, reliability: 0.2 },
};

/**
 * The kinds the methodology rates: every kind but wallets (exchanges and apps carry an editorial overall
 * rating, bots, cards and tools one computed from a breakdown where they publish it). A rating of another
 * kind is never shown.
 */
export const RATED_TYPES: readonly PartnerType[] = ['exchange', 'trading_bot', 'payment_card', 'tool', 'app'];
export const isRatedType = (type: PartnerType): boolean => RATED_TYPES.includes(type);

/** The criteria of a type's breakdown, in display order (undefined: the type publishes no breakdown). */
export const ratingCriteria = (type: PartnerType): readonly string[] | undefined => {
  const w = RATING_WEIGHTS[type];
  return w ? Object.keys(w) : undefined;
};

/** Rounds to one decimal, the precision ratings are published with (half away from zero, no float drift). */
export const roundRating = (x: number): number => Math.round(Math.round(x * 1000) / 100) / 10;

/**
 * The overall rating a breakdown gives: the weighted mean of its sub-scores to one decimal. Undefined when
 * the type has no weights or the breakdown misses one of its criteria.
 */
export function weightedOverall(type: PartnerType, breakdown: Readonly<Record<string, number>>): number | undefined {
  const weights = RATING_WEIGHTS[type];
  if (!weights) return undefined;
  let sum = 0;
  for (const [criterion, weight] of Object.entries(weights)) {
    const score = breakdown[criterion];
    if (score === undefined) return undefined;
    sum += weight * score;
  }
  return roundRating(sum);
}

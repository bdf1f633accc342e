/**
 * Ratings of our written reviews (out of 5) and the date each was last checked. The review prose
 * (summary, pros and cons, full review, expert opinion, best for / not recommended for) lives in the
 * `reviews` locale namespace under `<kind>.<id>`, loaded only when a review is opened.
 *
 * The overall rating is our judgement; it stays within 0.1 of the mean of the sub-scores (a test checks).
 */
export const REVIEW_KINDS = ['bot', 'card', 'tool'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** The criteria of each kind, in the order of the Rating Breakdown. */
export const REVIEW_CRITERIA = {
  bot: ['performance', 'reliability', 'usability', 'priceValue', 'features'],
  card: ['fees', 'rewards', 'appUsability', 'customerSupport', 'cardDesign'],
  tool: ['usability', 'features', 'pricing', 'support', 'reliability'],
} as const satisfies Record<ReviewKind, readonly string[]>;

export type Criterion<K extends ReviewKind> = (typeof REVIEW_CRITERIA)[K][number];

/** Distributes over the kinds, so Review (no argument) is the union of the three review shapes. */
export type Review<K extends ReviewKind = ReviewKind> = K extends ReviewKind ? ReviewOf<K> : never;

type ReviewOf<K extends ReviewKind> = {
  kind: K;
  id: string;
  overallRating: number;
  scores: Readonly<Record<Criterion<K>, number>>;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  /** schema.org type of the reviewed item when it is not the kind's default (a hardware wallet is a Product). */
  itemType?: 'Product';
};

/** schema.org type of the reviewed item, by kind. */
export const ITEM_TYPES: Record<ReviewKind, string> = { bot: 'SoftwareApplication', card: 'PaymentCard', tool: 'SoftwareApplication' };

const UPDATED = '2026-11-22';

export const BOT_REVIEWS: readonly Review<'bot'>[] = [
  {
    kind: 'bot',
    id: 'cryptohopper',
    overallRating: 4.6,
    scores: { performance: 4.5, reliability: 4.6, usability: 4.5, priceValue: 4.4, features: 4.9 },
    lastUpdated: UPDATED,
  },
];

export const CARD_REVIEWS: readonly Review<'card'>[] = [
  {
    kind: 'card',
    id: 'crypto-com',
    overallRating: 4.2,
    scores: { fees: 4.0, rewards: 4.1, appUsability: 4.5, customerSupport: 3.6, cardDesign: 4.8 },
    lastUpdated: UPDATED,
  },
  {
    kind: 'card',
    id: 'binance-card',
    overallRating: 3.9,
    scores: { fees: 4.2, rewards: 3.8, appUsability: 4.3, customerSupport: 3.5, cardDesign: 3.8 },
    lastUpdated: UPDATED,
  },
  {
    kind: 'card',
    id: 'coinbase-card',
    overallRating: 4.0,
    scores: { fees: 3.6, rewards: 4.0, appUsability: 4.6, customerSupport: 3.7, cardDesign: 4.2 },
    lastUpdated: UPDATED,
  },
  {
    kind: 'card',
    id: 'nexo-card',
    overallRating: 4.3,
    scores: { fees: 4.5, rewards: 4.0, appUsability: 4.4, customerSupport: 4.0, cardDesign: 4.5 },
    lastUpdated: UPDATED,
  },
  {
    kind: 'card',
    id: 'plutus-card',
    overallRating: 4.0,
    scores: { fees: 4.0, rewards: 4.2, appUsability: 3.9, customerSupport: 3.6, cardDesign: 4.2 },
    lastUpdated: UPDATED,
  },
  {
    kind: 'card',
    id: 'revolut-card',
    overallRating: 4.3,
    scores: { fees: 4.4, rewards: 3.5, appUsability: 4.8, customerSupport: 3.9, cardDesign: 4.7 },
    lastUpdated: UPDATED,
  },
];

export const TOOL_REVIEWS: readonly Review<'tool'>[] = [
  {
    kind: 'tool',
    id: '3commas',
    overallRating: 4.4,
    scores: { usability: 4.4, features: 4.8, pricing: 4.3, support: 4.2, reliability: 4.3 },
    lastUpdated: UPDATED,
  },
  {
    kind: 'tool',
    id: 'coinglass',
    overallRating: 4.5,
    scores: { usability: 4.5, features: 4.7, pricing: 4.6, support: 4.0, reliability: 4.5 },
    lastUpdated: UPDATED,
  },
  {
    kind: 'tool',
    id: 'glassnode',
    overallRating: 4.5,
    scores: { usability: 4.2, features: 4.9, pricing: 4.0, support: 4.4, reliability: 4.8 },
    lastUpdated: UPDATED,
  },
  {
    kind: 'tool',
    id: 'trading-view',
    overallRating: 4.7,
    scores: { usability: 4.8, features: 5.0, pricing: 4.4, support: 4.4, reliability: 4.9 },
    lastUpdated: UPDATED,
  },
  {
    kind: 'tool',
    id: 'ledger',
    overallRating: 4.4,
    scores: { usability: 4.6, features: 4.7, pricing: 4.4, support: 4.0, reliability: 4.4 },
    lastUpdated: UPDATED,
    itemType: 'Product',
  },
  {
    kind: 'tool',
    id: 'crypto-quant',
    overallRating: 4.4,
    scores: { usability: 4.3, features: 4.7, pricing: 4.3, support: 4.2, reliability: 4.6 },
    lastUpdated: UPDATED,
  },
];

const ALL: Record<ReviewKind, readonly Review[]> = { bot: BOT_REVIEWS, card: CARD_REVIEWS, tool: TOOL_REVIEWS };

/** The written review of an entry, if we have one. */
export function findReview<K extends ReviewKind>(kind: K, id: string): Review<K> | undefined {
  return ALL[kind].find((r) => r.id === id) as Review<K> | undefined;
}

/** Spec: filled stars = floor of the overall rating. */
export const filledStars = (overall: number): number => Math.floor(overall);

/** Spec: a Rating Breakdown bar is the score x 20 percent wide. */
export const barPercent = (score: number): number => Math.round(score * 20 * 10) / 10;

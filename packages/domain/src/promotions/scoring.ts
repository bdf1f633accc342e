import type { MarketKey, ScoredFields, UserInterest } from './promotion.js';
import { engagement, type MarketConditions, type UserContext } from './user-context.js';
import { partnerKey } from '../availability/availability.js';

/** The points each rule adds to a promotion's base priority. */
export const SCORE_POINTS = {
  targetPage: 3,
  perInterest: 2,
  market: 2,
  morningAnalytics: 1,
  eveningTradingBot: 1,
  mobilePayments: 1,
  engaged: 1,
} as const;

export const HIGH_URGENCY_SCORE = 12;
export const MEDIUM_URGENCY_SCORE = 8;
/** The banner shows the top 3 (the insights view uses 6). */
export const BANNER_TOP_N = 3;
export const INSIGHTS_TOP_N = 6;

export type Urgency = 'low' | 'medium' | 'high';

/**
 * Why a promotion was picked, as an i18n key (namespace `promotions`, under `reasons.`) and its params,
 * so each client shows it in the visitor's language.
 */
export type Reason =
  | { key: 'priority'; params: { priority: number } }
  | { key: 'targetPage'; params: { page: string } }
  | { key: 'interest'; params: { interest: UserInterest } }
  | { key: 'market'; params: { market: MarketKey } }
  | { key: 'morningAnalytics'; params?: undefined }
  | { key: 'eveningTradingBot'; params?: undefined }
  | { key: 'mobilePayments'; params?: undefined }
  | { key: 'engaged'; params?: undefined };

/** Every reason key, for clients that translate them. */
export const REASON_KEYS = [
  'priority',
  'targetPage',
  'interest',
  'market',
  'morningAnalytics',
  'eveningTradingBot',
  'mobilePayments',
  'engaged',
] as const satisfies ReadonlyArray<Reason['key']>;

export type ScoredPromotion = Readonly<{
  promotionId: string;
  score: number;
  reasoning: readonly Reason[];
  urgency: Urgency;
}>;

/** High at 12 or more, medium at 8 or more, otherwise low. */
export function urgencyFor(score: number): Urgency {
  if (score >= HIGH_URGENCY_SCORE) return 'high';
  if (score >= MEDIUM_URGENCY_SCORE) return 'medium';
  return 'low';
}

/** The points one reason adds to the score: the base priority itself, or its rule's points. */
export function reasonPoints(reason: Reason): number {
  switch (reason.key) {
    case 'priority':
      return reason.params.priority;
    case 'targetPage':
      return SCORE_POINTS.targetPage;
    case 'interest':
      return SCORE_POINTS.perInterest;
    default:
      return SCORE_POINTS[reason.key];
  }
}

/** The reasons that apply to one promotion for one visitor, in the order the rules apply. */
export function scoreReasons(p: ScoredFields, ctx: UserContext, market: MarketConditions): Reason[] {
  const reasoning: Reason[] = [{ key: 'priority', params: { priority: p.priority } }];
  if (p.targetPages.includes(ctx.currentPage)) reasoning.push({ key: 'targetPage', params: { page: ctx.currentPage } });
  for (const interest of ctx.userInterests) {
    if (p.userTypes.includes(interest)) reasoning.push({ key: 'interest', params: { interest } });
  }
  const marketKey: MarketKey = `${market.btcTrend}_market`;
  if (p.marketConditions.includes(marketKey)) reasoning.push({ key: 'market', params: { market: marketKey } });
  if (market.timeOfDay === 'morning' && p.categories.includes('analytics')) reasoning.push({ key: 'morningAnalytics' });
  if (market.timeOfDay === 'evening' && p.categories.includes('trading_bot')) reasoning.push({ key: 'eveningTradingBot' });
  if (ctx.deviceType === 'mobile' && p.categories.includes('payments')) reasoning.push({ key: 'mobilePayments' });
  if (engagement(ctx.timeOnSite) === 'high') reasoning.push({ key: 'engaged' });
  return reasoning;
}

/**
 * The score of one promotion for one visitor, with the reasons in the order the rules apply. The score is
 * the sum of the reasons' points (`reasonPoints`), so a reason list is also the score's breakdown.
 */
export function scorePromotion(p: ScoredFields, ctx: UserContext, market: MarketConditions): ScoredPromotion {
  const reasoning = scoreReasons(p, ctx, market);
  const score = reasoning.reduce((sum, r) => sum + reasonPoints(r), 0);
  return { promotionId: p.id, score, reasoning, urgency: urgencyFor(score) };
}

/**
 * The best `n` promotions for this visitor, highest score first. Ties go to the higher base priority, then
 * to the smaller id, so the same promotions always come out in the same order whatever order they came in.
 * A promotion of a partner in `unavailable` (keys `type/id` of the partners recorded as not available in
 * the visitor's country, see availability/unavailablePartners) is never picked, whatever its score.
 */
export function topPromotions<P extends ScoredFields & { partner?: Readonly<{ type: string; id: string }> }>(
  promotions: readonly P[],
  ctx: UserContext,
  market: MarketConditions,
  n: number = BANNER_TOP_N,
  unavailable: ReadonlySet<string> = new Set(),
): Array<{ promotion: P; scored: ScoredPromotion }> {
  if (n <= 0) return [];
  return rankPromotions(promotions, ctx, market, unavailable).slice(0, Math.floor(n));
}

/**
 * Every promotion the visitor could be shown, scored and in banner order (the order `topPromotions` takes
 * its first `n` from); a promotion of a partner in `unavailable` is left out.
 */
export function rankPromotions<P extends ScoredFields & { partner?: Readonly<{ type: string; id: string }> }>(
  promotions: readonly P[],
  ctx: UserContext,
  market: MarketConditions,
  unavailable: ReadonlySet<string> = new Set(),
): Array<{ promotion: P; scored: ScoredPromotion }> {
  return promotions
    .filter((p) => !p.partner || !unavailable.has(partnerKey(p.partner.type, p.partner.id)))
    .map((promotion) => ({ promotion, scored: scorePromotion(promotion, ctx, market) }))
    .sort(
      (a, b) =>
        b.scored.score - a.scored.score ||
        b.promotion.priority - a.promotion.priority ||
        (a.promotion.id < b.promotion.id ? -1 : a.promotion.id > b.promotion.id ? 1 : 0),
    );
}

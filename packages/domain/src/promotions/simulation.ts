import { BTC_TRENDS, USER_INTERESTS, type BtcTrend, type ScoredFields, type UserInterest } from './promotion.js';
import { BANNER_TOP_N, rankPromotions, reasonPoints, type Reason, type Urgency } from './scoring.js';
import { buildUserContext, marketConditions, type DeviceType, type MarketConditions, type UserContext } from './user-context.js';

/**
 * The admin's scoring simulator: a visitor described by hand, turned into the same user context and market
 * conditions the banner builds in the browser, ranked by the same `rankPromotions`. Nothing here scores on
 * its own; it only prepares the inputs and lays the answer out.
 */

/** The screen width each device stands for (the banner reads the device from the width). */
export const DEVICE_WIDTHS: Readonly<Record<DeviceType, number>> = { mobile: 390, tablet: 800, desktop: 1366 };

export type SimulatedVisitor = Readonly<{
  /** The page the visitor is on. */
  currentPage: string;
  /** Pages seen before this one in the session, oldest first. */
  visitedPages: readonly string[];
  device: DeviceType;
  btcTrend: BtcTrend;
  /** The visitor's local hour (0-23) and weekday (0 Sunday … 6 Saturday). */
  hour: number;
  weekday: number;
  /** Seconds since the session started. */
  timeOnSite: number;
  /** Interests added by hand, beside the ones the pages give. */
  interests: readonly UserInterest[];
}>;

/** The user context and market conditions the banner would build for this visitor. */
export function simulatedContext(v: SimulatedVisitor, nowMs: number): { ctx: UserContext; market: MarketConditions } {
  const built = buildUserContext({
    currentPage: v.currentPage,
    visitedPages: v.visitedPages,
    sessionStartMs: nowMs - Math.max(0, v.timeOnSite) * 1000,
    nowMs,
    screenWidth: DEVICE_WIDTHS[v.device],
  });
  const userInterests = [...built.userInterests];
  for (const i of USER_INTERESTS) if (v.interests.includes(i) && !userInterests.includes(i)) userInterests.push(i);
  return { ctx: { ...built, userInterests }, market: marketConditions(v.hour, v.weekday, v.btcTrend) };
}

export type ScorePart = Readonly<{ reason: Reason; points: number }>;
export type SimulatedRank<P> = Readonly<{
  promotion: P;
  rank: number;
  score: number;
  urgency: Urgency;
  /** Whether it is among the banner's top N for this visitor. */
  inBanner: boolean;
  /** The score's parts, in the order the rules apply; their points add up to the score. */
  parts: readonly ScorePart[];
}>;

type Candidate = ScoredFields & { partner?: Readonly<{ type: string; id: string }> };

/** Every candidate ranked for the visitor as the banner ranks them, with each score's parts. */
export function simulateRanking<P extends Candidate>(
  promotions: readonly P[],
  ctx: UserContext,
  market: MarketConditions,
  unavailable: ReadonlySet<string> = new Set(),
  topN: number = BANNER_TOP_N,
): SimulatedRank<P>[] {
  return rankPromotions(promotions, ctx, market, unavailable).map(({ promotion, scored }, i) => ({
    promotion,
    rank: i + 1,
    score: scored.score,
    urgency: scored.urgency,
    inBanner: i < topN,
    parts: scored.reasoning.map((reason) => ({ reason, points: reasonPoints(reason) })),
  }));
}

/** Typical visitors the coverage grid scores a promotion for (each under every market trend). */
export const TYPICAL_VISITORS = [
  {
    key: 'newcomer',
    visitor: { currentPage: '/', visitedPages: [], device: 'desktop', hour: 14, weekday: 2, timeOnSite: 20, interests: [] },
  },
  {
    key: 'exchangeShopper',
    visitor: {
      currentPage: '/exchanges',
      visitedPages: ['/', '/fee-calculator'],
      device: 'mobile',
      hour: 19,
      weekday: 5,
      timeOnSite: 200,
      interests: [],
    },
  },
  {
    key: 'securityMinded',
    visitor: {
      currentPage: '/wallets/hardware',
      visitedPages: ['/wallets', '/concepts'],
      device: 'desktop',
      hour: 9,
      weekday: 1,
      timeOnSite: 150,
      interests: [],
    },
  },
  {
    key: 'botTrader',
    visitor: {
      currentPage: '/trading-bots',
      visitedPages: ['/tools', '/exchanges'],
      device: 'desktop',
      hour: 20,
      weekday: 3,
      timeOnSite: 300,
      interests: [],
    },
  },
  {
    key: 'spender',
    visitor: {
      currentPage: '/payment-cards',
      visitedPages: ['/apps'],
      device: 'mobile',
      hour: 13,
      weekday: 6,
      timeOnSite: 60,
      interests: [],
    },
  },
  {
    key: 'reader',
    visitor: {
      currentPage: '/blog',
      visitedPages: ['/guide', '/concepts'],
      device: 'mobile',
      hour: 8,
      weekday: 0,
      timeOnSite: 400,
      interests: [],
    },
  },
] as const satisfies ReadonlyArray<{ key: string; visitor: Omit<SimulatedVisitor, 'btcTrend'> }>;
export type TypicalVisitorKey = (typeof TYPICAL_VISITORS)[number]['key'];

export type CoverageCell = Readonly<{ visitor: TypicalVisitorKey; btcTrend: BtcTrend; rank: number; score: number; inBanner: boolean }>;

/**
 * Which visitors would see `target`: it is ranked with `others` (the promotions live beside it) for every
 * typical visitor under every market trend. `rank` is 0 where the visitor's country rules its partner out.
 */
export function coverageGrid<P extends Candidate>(
  target: P,
  others: readonly P[],
  nowMs: number,
  topN: number = BANNER_TOP_N,
): CoverageCell[] {
  const field = [target, ...others.filter((p) => p.id !== target.id)];
  const cells: CoverageCell[] = [];
  for (const { key, visitor } of TYPICAL_VISITORS) {
    for (const btcTrend of BTC_TRENDS) {
      const { ctx, market } = simulatedContext({ ...visitor, btcTrend }, nowMs);
      const ranked = simulateRanking(field, ctx, market, new Set(), topN);
      const mine = ranked.find((r) => r.promotion.id === target.id);
      cells.push({ visitor: key, btcTrend, rank: mine?.rank ?? 0, score: mine?.score ?? 0, inBanner: mine?.inBanner ?? false });
    }
  }
  return cells;
}

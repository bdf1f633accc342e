import type { BtcTrend, UserInterest } from './promotion.js';

/** Thresholds of the visitor context: how long, how many pages and which hours count as what. */
export const MOBILE_MAX_WIDTH = 768; // mobile below this width
export const TABLET_MAX_WIDTH = 1024; // tablet below this width
export const HIGH_ENGAGEMENT_SECONDS = 120; // engagement is high above this
export const DISCOVERY_SECONDS = 30; // journey stage: discovery below this
export const VISITED_PAGES_LIMIT = 10; // session storage keeps the last 10 distinct pages

export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';
export type Engagement = 'high' | 'low';
export type JourneyStage = 'discovery' | 'exploration' | 'consideration' | 'decision';
export type DayOfWeek = 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';

export type SessionData = Readonly<{
  /** 0-100 */
  scrollDepth: number;
  clicks: number;
  referrer: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}>;

export type UserContext = Readonly<{
  currentPage: string;
  /** Whole seconds since the session started. */
  timeOnSite: number;
  deviceType: DeviceType;
  previousPages: readonly string[];
  userInterests: readonly UserInterest[];
  sessionData: SessionData;
}>;

export type MarketConditions = Readonly<{
  btcTrend: BtcTrend;
  volatilityLevel: 'low' | 'medium' | 'high';
  timeOfDay: TimeOfDay;
  dayOfWeek: DayOfWeek;
}>;

/** Mobile below 768 px, tablet below 1024 px, desktop otherwise. */
export function deviceType(screenWidth: number): DeviceType {
  if (screenWidth < MOBILE_MAX_WIDTH) return 'mobile';
  if (screenWidth < TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

/** Morning 6-11, afternoon 12-16, evening 17-21, night otherwise (hours of the visitor's local clock). */
export function timeOfDay(hour: number): TimeOfDay {
  if (hour >= 6 && hour <= 11) return 'morning';
  if (hour >= 12 && hour <= 16) return 'afternoon';
  if (hour >= 17 && hour <= 21) return 'evening';
  return 'night';
}

const DAYS: readonly DayOfWeek[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The path segment each interest is read from. */
export const INTEREST_BY_SEGMENT: Readonly<Record<string, UserInterest>> = {
  exchanges: 'exchange_seeker',
  'trading-bots': 'automation_seeker',
  wallets: 'security_focused',
  tools: 'professional_trader',
  'payment-cards': 'spender',
  blog: 'learner',
};

/**
 * The visitor's interests from the paths visited: a path whose first segment is a known section gives its
 * interest (/wallets/hardware counts as wallets). Each interest once, in the order first seen.
 */
export function interestsFromPaths(paths: readonly string[]): UserInterest[] {
  const out: UserInterest[] = [];
  for (const path of paths) {
    const segment = path.split(/[?#]/)[0]!.split('/').filter(Boolean)[0];
    const interest = segment ? INTEREST_BY_SEGMENT[segment] : undefined;
    if (interest && !out.includes(interest)) out.push(interest);
  }
  return out;
}

/** High above 120 s on site. */
export function engagement(timeOnSiteSeconds: number): Engagement {
  return timeOnSiteSeconds > HIGH_ENGAGEMENT_SECONDS ? 'high' : 'low';
}

/** Tested in this order: discovery (< 30 s), exploration (< 2 pages), consideration (> 2 interests), decision. */
export function journeyStage(ctx: Pick<UserContext, 'timeOnSite' | 'previousPages' | 'userInterests'>): JourneyStage {
  if (ctx.timeOnSite < DISCOVERY_SECONDS) return 'discovery';
  if (ctx.previousPages.length < 2) return 'exploration';
  if (ctx.userInterests.length > 2) return 'consideration';
  return 'decision';
}

/** Adds a visit to the session's list: most recent last, each path once, at most the last 10. */
export function recordVisit(pages: readonly string[], path: string): string[] {
  return [...pages.filter((p) => p !== path), path].slice(-VISITED_PAGES_LIMIT);
}

/** Reads a stored list of visited pages; anything unreadable counts as none. */
export function parseVisitedPages(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    if (!Array.isArray(v)) return [];
    const paths = v.filter((p): p is string => typeof p === 'string' && p.startsWith('/') && p.length <= 200);
    return paths.reduce<string[]>(recordVisit, []);
  } catch {
    return [];
  }
}

/**
 * The market conditions a promotion is scored against: Bitcoin's trend as the server reads it (the caller
 * passes 'stable' when it could not be read), medium volatility, and the time of day and weekday from the
 * visitor's local hour and weekday.
 */
export function marketConditions(localHour: number, localWeekday: number, btcTrend: BtcTrend): MarketConditions {
  return {
    btcTrend,
    volatilityLevel: 'medium',
    timeOfDay: timeOfDay(localHour),
    dayOfWeek: DAYS[((localWeekday % 7) + 7) % 7]!,
  };
}

export type ContextInput = Readonly<{
  currentPage: string;
  visitedPages: readonly string[];
  sessionStartMs: number;
  nowMs: number;
  screenWidth: number;
  scrollDepth?: number;
  clicks?: number;
  referrer?: string;
  /** The page's query string, for the utm_* parameters. */
  search?: string;
}>;

/** Builds the user context from what the browser knows; time, width and history are arguments. */
export function buildUserContext(input: ContextInput): UserContext {
  const params = new URLSearchParams(input.search ?? '');
  const previousPages = input.visitedPages.filter((p) => p !== input.currentPage);
  return {
    currentPage: input.currentPage,
    timeOnSite: Math.max(0, Math.floor((input.nowMs - input.sessionStartMs) / 1000)),
    deviceType: deviceType(input.screenWidth),
    previousPages,
    userInterests: interestsFromPaths([...input.visitedPages, input.currentPage]),
    sessionData: {
      scrollDepth: Math.min(100, Math.max(0, Math.round(input.scrollDepth ?? 0))),
      clicks: Math.max(0, Math.floor(input.clicks ?? 0)),
      referrer: input.referrer ?? '',
      utmSource: params.get('utm_source'),
      utmMedium: params.get('utm_medium'),
      utmCampaign: params.get('utm_campaign'),
    },
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_INTERESTS, type BtcTrend, type MarketKey, type ScoredFields } from './promotion.js';
import { scorePromotion } from './scoring.js';
import {
  VISITED_PAGES_LIMIT,
  buildUserContext,
  deviceType,
  engagement,
  interestsFromPaths,
  journeyStage,
  marketConditions,
  parseVisitedPages,
  recordVisit,
  timeOfDay,
} from './user-context.js';

const path = fc.constantFrom(
  '/',
  '/exchanges',
  '/exchanges/no-kyc',
  '/trading-bots',
  '/wallets',
  '/wallets/hardware',
  '/tools',
  '/payment-cards',
  '/blog',
  '/blog/some-post',
  '/apps',
  '/concepts',
);

describe('deviceType', () => {
  it.each([
    [0, 'mobile'],
    [360, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (w, expected) => {
    expect(deviceType(w)).toBe(expected);
  });

  it('never goes down as the screen gets wider', () => {
    const rank = { mobile: 0, tablet: 1, desktop: 2 };
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank[deviceType(lo)]).toBeLessThanOrEqual(rank[deviceType(hi)]);
      }),
    );
  });
});

describe('timeOfDay', () => {
  const expected = [
    ...Array(6).fill('night'), // 0-5
    ...Array(6).fill('morning'), // 6-11
    ...Array(5).fill('afternoon'), // 12-16
    ...Array(5).fill('evening'), // 17-21
    ...Array(2).fill('night'), // 22-23
  ];
  it.each(expected.map((v, h) => [h, v]))('hour %i is %s', (h, v) => {
    expect(timeOfDay(h as number)).toBe(v);
  });
});

describe('interestsFromPaths', () => {
  it.each([
    ['/exchanges', 'exchange_seeker'],
    ['/trading-bots', 'automation_seeker'],
    ['/wallets', 'security_focused'],
    ['/tools', 'professional_trader'],
    ['/payment-cards', 'spender'],
    ['/blog', 'learner'],
  ])('%s gives %s', (p, interest) => {
    expect(interestsFromPaths([p])).toEqual([interest]);
  });

  it('reads the section of deeper paths, ignores query and hash, and pages of no section', () => {
    expect(interestsFromPaths(['/wallets/hardware', '/blog/a-post', '/exchanges/no-kyc?x=1', '/tools#glassnode'])).toEqual([
      'security_focused',
      'learner',
      'exchange_seeker',
      'professional_trader',
    ]);
    expect(interestsFromPaths(['/', '/apps', '/concepts', '/walletsx'])).toEqual([]);
  });

  it('gives each interest once, in the order first seen', () => {
    expect(interestsFromPaths(['/tools', '/exchanges', '/tools', '/exchanges/centralized'])).toEqual([
      'professional_trader',
      'exchange_seeker',
    ]);
  });

  it('property: distinct known interests, unchanged by repeating the history', () => {
    fc.assert(
      fc.property(fc.array(path, { maxLength: 30 }), (paths) => {
        const out = interestsFromPaths(paths);
        expect(new Set(out).size).toBe(out.length);
        for (const i of out) expect(USER_INTERESTS).toContain(i);
        expect(interestsFromPaths([...paths, ...paths])).toEqual(out);
      }),
    );
  });
});

describe('engagement', () => {
  it('is high only above 120 s', () => {
    expect(engagement(0)).toBe('low');
    expect(engagement(120)).toBe('low');
    expect(engagement(121)).toBe('high');
  });
});

describe('journeyStage (stages tested in order)', () => {
  const pages = (n: number) => Array.from({ length: n }, (_, i) => `/p${i}`);
  it.each([
    [{ timeOnSite: 29, previousPages: pages(5), userInterests: ['learner', 'spender', 'exchange_seeker'] }, 'discovery'],
    [{ timeOnSite: 0, previousPages: [], userInterests: [] }, 'discovery'],
    [{ timeOnSite: 30, previousPages: pages(1), userInterests: ['learner', 'spender', 'exchange_seeker'] }, 'exploration'],
    [{ timeOnSite: 30, previousPages: pages(2), userInterests: ['learner', 'spender', 'exchange_seeker'] }, 'consideration'],
    [{ timeOnSite: 500, previousPages: pages(2), userInterests: ['learner', 'spender'] }, 'decision'],
    [{ timeOnSite: 500, previousPages: pages(9), userInterests: [] }, 'decision'],
  ] as const)('%o is %s', (ctx, stage) => {
    expect(journeyStage(ctx)).toBe(stage);
  });

  it('property: discovery exactly when under 30 s', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(path, { maxLength: 12 }), (t, prev) => {
        const stage = journeyStage({ timeOnSite: t, previousPages: prev, userInterests: interestsFromPaths(prev) });
        expect(stage === 'discovery').toBe(t < 30);
      }),
    );
  });
});

describe('recordVisit / parseVisitedPages', () => {
  it('keeps the last 10 distinct pages, most recent last', () => {
    let pages: string[] = [];
    for (let i = 0; i < 12; i++) pages = recordVisit(pages, `/p${i}`);
    expect(pages).toEqual(['/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9', '/p10', '/p11']);
    expect(recordVisit(pages, '/p5').slice(-2)).toEqual(['/p11', '/p5']);
    expect(recordVisit(pages, '/p5')).toHaveLength(10);
  });

  it('property: at most 10, distinct, the visit last', () => {
    fc.assert(
      fc.property(fc.array(path, { maxLength: 40 }), path, (history, visit) => {
        const out = recordVisit(history.reduce<string[]>(recordVisit, []), visit);
        expect(out.length).toBeLessThanOrEqual(VISITED_PAGES_LIMIT);
        expect(new Set(out).size).toBe(out.length);
        expect(out.at(-1)).toBe(visit);
      }),
    );
  });

  it('reads only a JSON list of paths; anything else is no history', () => {
    expect(parseVisitedPages(null)).toEqual([]);
    expect(parseVisitedPages('{not json')).toEqual([]);
    expect(parseVisitedPages('{"a":1}')).toEqual([]);
    expect(parseVisitedPages('["/tools", 3, "javascript:x", "/tools", "/blog"]')).toEqual(['/tools', '/blog']);
  });
});

describe('marketConditions', () => {
  it('carries the trend it is given, medium volatility, and the local time of day and weekday', () => {
    expect(marketConditions(9, 0, 'stable')).toEqual({
      btcTrend: 'stable',
      volatilityLevel: 'medium',
      timeOfDay: 'morning',
      dayOfWeek: 'sunday',
    });
    expect(marketConditions(9, 0, 'bull').btcTrend).toBe('bull');
    expect(marketConditions(9, 0, 'bear').btcTrend).toBe('bear');
    expect(marketConditions(18, 6, 'stable').dayOfWeek).toBe('saturday');
    expect(marketConditions(23, 3, 'stable')).toMatchObject({ timeOfDay: 'night', dayOfWeek: 'wednesday' });
  });

  it('lets the bull and bear market rules of a promotion apply when the market is so', () => {
    const ctx = buildUserContext({
      currentPage: '/concepts',
      visitedPages: [],
      sessionStartMs: 0,
      nowMs: 10_000,
      screenWidth: 1280,
      clicks: 0,
      referrer: '',
      search: '',
      scrollDepth: 0,
    });
    const promo = (market: MarketKey): ScoredFields => ({
      id: market,
      priority: 5,
      categories: [],
      targetPages: [],
      userTypes: [],
      marketConditions: [market],
    });
    const at = (trend: BtcTrend) => marketConditions(14, 2, trend);
    for (const trend of ['bull', 'bear', 'stable'] as const) {
      const own = scorePromotion(promo(`${trend}_market`), ctx, at(trend));
      expect(own.score, trend).toBe(7);
      expect(own.reasoning.map((r) => r.key)).toContain('market');
      for (const other of (['bull', 'bear', 'stable'] as const).filter((x) => x !== trend))
        expect(scorePromotion(promo(`${other}_market`), ctx, at(trend)).score, `${other} rule in a ${trend} market`).toBe(5);
    }
  });
});

describe('buildUserContext', () => {
  it('derives time on site, device, history, interests and the session data', () => {
    const ctx = buildUserContext({
      currentPage: '/tools',
      visitedPages: ['/', '/wallets/hardware', '/tools'],
      sessionStartMs: 1_000,
      nowMs: 126_900,
      screenWidth: 390,
      scrollDepth: 140,
      clicks: 3,
      referrer: 'https://example.org/',
      search: '?utm_source=news&utm_medium=email&utm_campaign=nov',
    });
    expect(ctx).toEqual({
      currentPage: '/tools',
      timeOnSite: 125,
      deviceType: 'mobile',
      previousPages: ['/', '/wallets/hardware'],
      userInterests: ['security_focused', 'professional_trader'],
      sessionData: {
        scrollDepth: 100,
        clicks: 3,
        referrer: 'https://example.org/',
        utmSource: 'news',
        utmMedium: 'email',
        utmCampaign: 'nov',
      },
    });
  });

  it('never gives a negative time on site (clock skew)', () => {
    const ctx = buildUserContext({ currentPage: '/', visitedPages: [], sessionStartMs: 5000, nowMs: 1000, screenWidth: 1280 });
    expect(ctx.timeOnSite).toBe(0);
    expect(ctx.sessionData).toMatchObject({ clicks: 0, scrollDepth: 0, referrer: '', utmSource: null });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/adapters/fs-content.js';
import { loadPromotionSeeds } from './adapters/fs-seeds.js';
import {
  MARKET_KEYS,
  PROMOTION_CATEGORIES,
  USER_INTERESTS,
  validatePromotion,
  type BtcTrend,
  type ScoredFields,
} from '@coinatlas/domain/promotions/promotion';
import { BANNER_TOP_N, scorePromotion, topPromotions, urgencyFor } from '@coinatlas/domain/promotions/scoring';
import { buildUserContext, marketConditions, type UserContext } from '@coinatlas/domain/promotions/user-context';

const PROMOTION_SEEDS = loadPromotionSeeds(() => true);
const LISTED = new Set(loadContent().partners.map((p) => `${p.type}/${p.id}`));
const isListed = (type: string, id: string) => LISTED.has(`${type}/${id}`);

const promo = (over: Partial<ScoredFields> = {}): ScoredFields => ({
  id: 'p',
  priority: 5,
  categories: [],
  targetPages: [],
  userTypes: [],
  marketConditions: [],
  ...over,
});

/** Nobody special: afternoon, desktop, new, on a page nothing targets. */
const plain: UserContext = {
  currentPage: '/concepts',
  timeOnSite: 10,
  deviceType: 'desktop',
  previousPages: [],
  userInterests: [],
  sessionData: { scrollDepth: 0, clicks: 0, referrer: '', utmSource: null, utmMedium: null, utmCampaign: null },
};
const afternoon = marketConditions(14, 2, 'stable');

describe('scorePromotion', () => {
  it('starts from the base priority', () => {
    expect(scorePromotion(promo({ priority: 7 }), plain, afternoon)).toEqual({
      promotionId: 'p',
      score: 7,
      reasoning: [{ key: 'priority', params: { priority: 7 } }],
      urgency: 'low',
    });
  });

  it('+3 when the current page is a target page', () => {
    const s = scorePromotion(promo({ targetPages: ['/concepts'] }), plain, afternoon);
    expect(s.score).toBe(8);
    expect(s.reasoning[1]).toEqual({ key: 'targetPage', params: { page: '/concepts' } });
    expect(scorePromotion(promo({ targetPages: ['/tools'] }), plain, afternoon).score).toBe(5);
  });

  it('+2 per matching interest', () => {
    const ctx = { ...plain, userInterests: ['learner', 'spender', 'exchange_seeker'] as const };
    const s = scorePromotion(promo({ userTypes: ['spender', 'learner', 'security_focused'] }), ctx, afternoon);
    expect(s.score).toBe(9);
    expect(s.reasoning.filter((r) => r.key === 'interest')).toEqual([
      { key: 'interest', params: { interest: 'learner' } },
      { key: 'interest', params: { interest: 'spender' } },
    ]);
  });

  it('+2 when the market key <btcTrend>_market matches', () => {
    expect(scorePromotion(promo({ marketConditions: ['stable_market'] }), plain, afternoon).score).toBe(7);
    expect(scorePromotion(promo({ marketConditions: ['bull_market'] }), plain, afternoon).score).toBe(5);
    expect(scorePromotion(promo({ marketConditions: ['bull_market'] }), plain, { ...afternoon, btcTrend: 'bull' }).score).toBe(7);
  });

  it('+1 in the morning with an analytics category, not at other times', () => {
    const p = promo({ categories: ['analytics'] });
    expect(scorePromotion(p, plain, marketConditions(6, 1, 'stable')).score).toBe(6);
    expect(scorePromotion(p, plain, marketConditions(11, 1, 'stable')).score).toBe(6);
    expect(scorePromotion(p, plain, marketConditions(12, 1, 'stable')).score).toBe(5);
    expect(scorePromotion(p, plain, marketConditions(9, 1, 'stable')).reasoning.at(-1)).toEqual({ key: 'morningAnalytics' });
  });

  it('+1 in the evening with a trading_bot category', () => {
    const p = promo({ categories: ['trading_bot'] });
    expect(scorePromotion(p, plain, marketConditions(17, 1, 'stable')).score).toBe(6);
    expect(scorePromotion(p, plain, marketConditions(21, 1, 'stable')).score).toBe(6);
    expect(scorePromotion(p, plain, marketConditions(22, 1, 'stable')).score).toBe(5);
    expect(scorePromotion(promo({ categories: ['analytics'] }), plain, marketConditions(18, 1, 'stable')).score).toBe(5);
  });

  it('+1 on mobile with a payments category (not on a tablet)', () => {
    const p = promo({ categories: ['payments'] });
    expect(scorePromotion(p, { ...plain, deviceType: 'mobile' }, afternoon).score).toBe(6);
    expect(scorePromotion(p, { ...plain, deviceType: 'tablet' }, afternoon).score).toBe(5);
  });

  it('+1 beyond 120 s on site', () => {
    expect(scorePromotion(promo(), { ...plain, timeOnSite: 120 }, afternoon).score).toBe(5);
    expect(scorePromotion(promo(), { ...plain, timeOnSite: 121 }, afternoon).score).toBe(6);
  });

  it('adds every rule together, reasons in rule order', () => {
    const p = promo({
      priority: 10,
      targetPages: ['/tools'],
      userTypes: ['professional_trader'],
      marketConditions: ['stable_market'],
      categories: ['analytics', 'payments'],
    });
    const ctx = {
      ...plain,
      currentPage: '/tools',
      userInterests: ['professional_trader'] as const,
      deviceType: 'mobile' as const,
      timeOnSite: 200,
    };
    const s = scorePromotion(p, ctx, marketConditions(8, 1, 'stable'));
    expect(s.score).toBe(10 + 3 + 2 + 2 + 1 + 1 + 1);
    expect(s.reasoning.map((r) => r.key)).toEqual([
      'priority',
      'targetPage',
      'interest',
      'market',
      'morningAnalytics',
      'mobilePayments',
      'engaged',
    ]);
    expect(s.urgency).toBe('high');
  });
});

describe('urgencyFor', () => {
  it.each([
    [0, 'low'],
    [7, 'low'],
    [8, 'medium'],
    [11, 'medium'],
    [12, 'high'],
    [30, 'high'],
  ] as const)('score %i is %s', (score, urgency) => {
    expect(urgencyFor(score)).toBe(urgency);
  });
});

describe('topPromotions', () => {
  const seeds = PROMOTION_SEEDS.map((s) => validatePromotion(s as unknown as Record<string, unknown>, isListed));

  it('a new desktop visitor on the home page at 10:00 gets the welcome reward, Trezor, then Cryptohopper', () => {
    const ctx = buildUserContext({ currentPage: '/', visitedPages: ['/'], sessionStartMs: 0, nowMs: 5000, screenWidth: 1280 });
    const top = topPromotions(seeds, ctx, marketConditions(10, 1, 'stable'));
    expect(top.map((t) => [t.promotion.id, t.scored.score, t.scored.urgency])).toEqual([
      ['crypto-com-welcome', 15, 'high'],
      ['trezor-first-purchase', 14, 'high'],
      // Glassnode also scores 10 (7 + market + morning analytics): the higher base priority wins the tie
      ['cryptohopper-lifetime', 10, 'medium'],
    ]);
  });

  it('a mobile visitor who read about wallets sees both hardware wallets first', () => {
    const ctx = buildUserContext({
      currentPage: '/wallets/hardware',
      visitedPages: ['/', '/wallets', '/wallets/hardware'],
      sessionStartMs: 0,
      nowMs: 200_000,
      screenWidth: 390,
    });
    const top = topPromotions(seeds, ctx, marketConditions(20, 5, 'stable'));
    expect(top.map((t) => t.promotion.id)).toEqual(['trezor-first-purchase', 'ledger-spend-and-save', 'crypto-com-welcome']);
    expect(top[0]!.scored.score).toBe(9 + 3 + 2 + 2 + 1);
  });

  it('gives nothing for n <= 0 and everything when n is larger than the list', () => {
    expect(topPromotions(seeds, plain, afternoon, 0)).toEqual([]);
    expect(topPromotions(seeds, plain, afternoon, 50)).toHaveLength(seeds.length);
    expect(topPromotions([], plain, afternoon)).toEqual([]);
  });

  const arbPromo = fc.record({
    id: fc.stringMatching(/^[a-z]{1,6}$/),
    priority: fc.integer({ min: 0, max: 20 }),
    categories: fc.uniqueArray(fc.constantFrom(...PROMOTION_CATEGORIES), { maxLength: 4 }),
    targetPages: fc.uniqueArray(fc.constantFrom('/', '/tools', '/blog', '/wallets'), { maxLength: 3 }),
    userTypes: fc.uniqueArray(fc.constantFrom(...USER_INTERESTS), { maxLength: 4 }),
    marketConditions: fc.uniqueArray(fc.constantFrom(...MARKET_KEYS), { maxLength: 3 }),
  });
  const arbCtx = fc.record({
    currentPage: fc.constantFrom('/', '/tools', '/blog', '/wallets', '/apps'),
    timeOnSite: fc.nat(600),
    deviceType: fc.constantFrom('mobile', 'tablet', 'desktop'),
    previousPages: fc.constant([]),
    userInterests: fc.uniqueArray(fc.constantFrom(...USER_INTERESTS), { maxLength: 6 }),
    sessionData: fc.constant(plain.sessionData),
  }) as fc.Arbitrary<UserContext>;
  const arbMarket = fc
    .tuple(fc.nat(23), fc.nat(6), fc.constantFrom('bull', 'bear', 'stable') as fc.Arbitrary<BtcTrend>)
    .map(([h, d, trend]) => marketConditions(h, d, trend));
  const uniqueById = fc.uniqueArray(arbPromo, { selector: (p) => p.id, maxLength: 10 });

  it('property: best first, at most n, the same whatever the input order', () => {
    fc.assert(
      fc.property(uniqueById, arbCtx, arbMarket, fc.integer({ min: 1, max: 8 }), (list, ctx, market, n) => {
        const top = topPromotions(list, ctx, market, n);
        expect(top.length).toBe(Math.min(n, list.length));
        for (let i = 1; i < top.length; i++) expect(top[i - 1]!.scored.score).toBeGreaterThanOrEqual(top[i]!.scored.score);
        const reversed = topPromotions([...list].reverse(), ctx, market, n);
        expect(reversed.map((t) => t.promotion.id)).toEqual(top.map((t) => t.promotion.id));
        // nothing left out scores higher than the last one kept
        const kept = new Set(top.map((t) => t.promotion.id));
        const floor = top.at(-1)?.scored.score ?? -Infinity;
        for (const p of list) if (!kept.has(p.id)) expect(scorePromotion(p, ctx, market).score).toBeLessThanOrEqual(floor);
      }),
    );
  });

  it('property: score = priority + bonuses within their bounds, urgency follows the score, one reason per point rule', () => {
    fc.assert(
      fc.property(arbPromo, arbCtx, arbMarket, (p, ctx, market) => {
        const s = scorePromotion(p, ctx, market);
        expect(s.score).toBeGreaterThanOrEqual(p.priority);
        expect(s.score).toBeLessThanOrEqual(p.priority + 3 + 2 * USER_INTERESTS.length + 2 + 1 + 1 + 1 + 1);
        expect(s.urgency).toBe(urgencyFor(s.score));
        const points = {
          priority: 0,
          targetPage: 3,
          interest: 2,
          market: 2,
          morningAnalytics: 1,
          eveningTradingBot: 1,
          mobilePayments: 1,
          engaged: 1,
        };
        expect(p.priority + s.reasoning.reduce((sum, r) => sum + points[r.key], 0)).toBe(s.score);
      }),
    );
  });

  it('the banner shows 3', () => {
    expect(BANNER_TOP_N).toBe(3);
  });
});

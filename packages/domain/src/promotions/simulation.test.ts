import { describe, expect, it } from 'vitest';
import type { ScoredFields } from './promotion.js';
import { BANNER_TOP_N, reasonPoints, scorePromotion, topPromotions } from './scoring.js';
import { coverageGrid, simulateRanking, simulatedContext, TYPICAL_VISITORS } from './simulation.js';
import { buildUserContext, marketConditions } from './user-context.js';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const promo = (id: string, over: Partial<ScoredFields> = {}): ScoredFields => ({
  id,
  priority: 5,
  categories: ['exchange'],
  targetPages: [],
  userTypes: [],
  marketConditions: [],
  ...over,
});
const PROMOS = [
  promo('cards', { priority: 6, categories: ['payments'], targetPages: ['/payment-cards'], userTypes: ['spender'] }),
  promo('bots', { priority: 8, categories: ['trading_bot'], targetPages: ['/trading-bots'], marketConditions: ['bull_market'] }),
  promo('wallets', { priority: 7, categories: ['wallet'], userTypes: ['security_focused', 'learner'], marketConditions: ['bear_market'] }),
  promo('plain', { priority: 9 }),
];
const visitor = {
  currentPage: '/payment-cards',
  visitedPages: ['/wallets', '/blog'],
  device: 'mobile',
  btcTrend: 'bear',
  hour: 19,
  weekday: 3,
  timeOnSite: 200,
  interests: [],
} as const;

describe('score parts', () => {
  it('add up to the score, the base priority first', () => {
    const { ctx, market } = simulatedContext(visitor, NOW);
    for (const p of PROMOS) {
      const s = scorePromotion(p, ctx, market);
      expect(s.reasoning.reduce((sum, r) => sum + reasonPoints(r), 0)).toBe(s.score);
      expect(s.reasoning[0]).toEqual({ key: 'priority', params: { priority: p.priority } });
    }
  });
});

describe('the simulator', () => {
  it('builds the context the banner builds from the same inputs, and adds hand-picked interests after the pages’ own', () => {
    const { ctx, market } = simulatedContext({ ...visitor, interests: ['exchange_seeker', 'spender'] }, NOW);
    const banner = buildUserContext({
      currentPage: '/payment-cards',
      visitedPages: ['/wallets', '/blog'],
      sessionStartMs: NOW - 200_000,
      nowMs: NOW,
      screenWidth: 390,
    });
    expect({ ...ctx, userInterests: banner.userInterests }).toEqual(banner);
    expect(ctx.userInterests).toEqual(['security_focused', 'learner', 'spender', 'exchange_seeker']);
    expect(market).toEqual(marketConditions(19, 3, 'bear'));
  });

  it('ranks as topPromotions does, marks the banner’s top N, and leaves out unavailable partners', () => {
    const { ctx, market } = simulatedContext(visitor, NOW);
    const ranked = simulateRanking(PROMOS, ctx, market);
    expect(ranked.slice(0, BANNER_TOP_N).map((r) => r.promotion.id)).toEqual(topPromotions(PROMOS, ctx, market).map((t) => t.promotion.id));
    expect(ranked.map((r) => [r.promotion.id, r.rank, r.score, r.inBanner])).toEqual([
      ['wallets', 1, 7 + 2 + 2 + 2 + 1, true],
      ['cards', 2, 6 + 3 + 2 + 1 + 1, true],
      ['plain', 3, 9 + 1, true],
      ['bots', 4, 8 + 1 + 1, false],
    ]);
    const withPartner = PROMOS.map((p) => ({ ...p, partner: { type: 'exchange', id: p.id } }));
    expect(simulateRanking(withPartner, ctx, market, new Set(['exchange/wallets'])).map((r) => r.promotion.id)).toEqual([
      'cards',
      'plain',
      'bots',
    ]);
  });

  it('scores one promotion for every typical visitor under every trend', () => {
    const cells = coverageGrid(PROMOS[1]!, PROMOS, NOW);
    expect(cells).toHaveLength(TYPICAL_VISITORS.length * 3);
    expect(cells.find((c) => c.visitor === 'botTrader' && c.btcTrend === 'bull')).toMatchObject({
      rank: 1,
      inBanner: true,
      score: 8 + 3 + 2 + 1 + 1,
    });
    expect(cells.every((c) => c.inBanner === c.rank <= BANNER_TOP_N)).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_CARDS } from './payment-cards';
import { BOT_REVIEWS, CARD_REVIEWS, REVIEW_CRITERIA, TOOL_REVIEWS, barPercent, filledStars, findReview, type Review } from './reviews';
import { TOOLS } from './tools';
import { TRADING_BOTS } from './trading-bots';

const LANGUAGES = ['en', 'es', 'de', 'pt'];
type Prose = {
  summary: string;
  pros: string[];
  cons: string[];
  fullReview: string[];
  expertOpinion: string;
  bestFor: string[];
  notRecommendedFor: string[];
};
const reviews = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../i18n/locales/${lang}/reviews.json`), 'utf8')) as Record<
    'bot' | 'card' | 'tool',
    Record<string, Prose>
  > & { criteria: Record<string, string>; dialog: Record<string, string> };

const ALL: readonly Review[] = [...BOT_REVIEWS, ...CARD_REVIEWS, ...TOOL_REVIEWS];
const mean = (r: Review) => {
  const v = Object.values(r.scores as Record<string, number>);
  return v.reduce((a, b) => a + b, 0) / v.length;
};

describe('reviews', () => {
  it('has the spec set: the cryptohopper bot review, six card reviews, six tool reviews', () => {
    expect(BOT_REVIEWS.map((r) => r.id)).toEqual(['cryptohopper']);
    expect(CARD_REVIEWS.map((r) => r.id).sort()).toEqual(
      ['binance-card', 'coinbase-card', 'crypto-com', 'nexo-card', 'plutus-card', 'revolut-card'].sort(),
    );
    expect(TOOL_REVIEWS.map((r) => r.id).sort()).toEqual(['3commas', 'coinglass', 'crypto-quant', 'glassnode', 'ledger', 'trading-view'].sort());
    expect(findReview('bot', 'cryptohopper')?.overallRating).toBe(4.6);
    expect(findReview('bot', '3commas')).toBeUndefined();
    expect(findReview('card', 'bybit-card')).toBeUndefined();
  });

  it('reviews only entries we list', () => {
    for (const r of BOT_REVIEWS) expect(TRADING_BOTS.some((b) => b.id === r.id)).toBe(true);
    for (const r of CARD_REVIEWS) expect(PAYMENT_CARDS.some((c) => c.id === r.id)).toBe(true);
    for (const r of TOOL_REVIEWS) expect(TOOLS.some((t) => t.id === r.id)).toBe(true);
  });

  it('keeps ratings in the spec ranges, with every criterion scored', () => {
    for (const r of CARD_REVIEWS) {
      expect(r.overallRating).toBeGreaterThanOrEqual(3.9);
      expect(r.overallRating).toBeLessThanOrEqual(4.5);
      for (const s of Object.values(r.scores)) expect(s >= 3.5 && s <= 4.8, `${r.id} ${s}`).toBe(true);
    }
    for (const r of TOOL_REVIEWS) expect(r.overallRating >= 4.4 && r.overallRating <= 4.8, r.id).toBe(true);
    for (const r of ALL) {
      expect(Object.keys(r.scores).sort()).toEqual([...REVIEW_CRITERIA[r.kind]].sort());
      for (const s of Object.values(r.scores as Record<string, number>)) expect(s >= 0 && s <= 5).toBe(true);
    }
  });

  it('keeps each overall rating within 0.1 of the mean of its sub-scores', () => {
    for (const r of ALL) expect(Math.abs(r.overallRating - mean(r)), r.id).toBeLessThanOrEqual(0.1 + 1e-9);
  });

  it('dates every review today or earlier (ISO dates)', () => {
    for (const r of ALL) {
      expect(r.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.lastUpdated <= '2026-11-22').toBe(true);
    }
  });

  it('has the full prose of every review in every language, several hundred words each', () => {
    for (const lang of LANGUAGES) {
      const loc = reviews(lang);
      for (const r of ALL) {
        const p = loc[r.kind][r.id];
        expect(p, `${lang} ${r.kind}.${r.id}`).toBeDefined();
        expect(p!.pros.length).toBeGreaterThanOrEqual(3);
        expect(p!.cons.length).toBeGreaterThanOrEqual(3);
        expect(p!.fullReview.length).toBeGreaterThanOrEqual(3);
        expect(p!.bestFor.length).toBeGreaterThanOrEqual(2);
        expect(p!.notRecommendedFor.length).toBeGreaterThanOrEqual(2);
        const words = [p!.summary, ...p!.pros, ...p!.cons, ...p!.fullReview, p!.expertOpinion, ...p!.bestFor, ...p!.notRecommendedFor]
          .join(' ')
          .split(/\s+/).length;
        expect(words, `${lang} ${r.kind}.${r.id}`).toBeGreaterThanOrEqual(300);
      }
      for (const c of Object.values(REVIEW_CRITERIA).flat()) expect(loc.criteria[c], `${lang} ${c}`).toBeTruthy();
    }
  });

  it('uses the spec texts of the dialog in English', () => {
    const d = reviews('en').dialog;
    expect(d.comingSoon).toBe('Detailed review coming soon!');
    expect(d.botAnalyzing).toBe('Our crypto experts are currently analyzing this trading bot. Check back for our in-depth review.');
    expect([d.readFullReview, d.showLess, d.ratingBreakdown, d.expertOpinion]).toEqual([
      'Read Full Review',
      'Show Less',
      'Rating Breakdown',
      'Expert Opinion',
    ]);
    expect([d.title, d.lastUpdated, d.getStarted]).toEqual(['{{name}} Review', 'Last updated: {{date}}', 'Get Started with {{name}}']);
  });

  it('computes stars as the floor of the overall rating and bars as score x 20 percent', () => {
    expect(filledStars(4.6)).toBe(4);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(3.99)).toBe(3);
    expect(barPercent(4.6)).toBe(92);
    expect(barPercent(3.5)).toBe(70);
    expect(barPercent(4.9)).toBe(98);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOL_PARTNERS } from '@coinatlas/domain/partners/tools';
import { ANALYSIS_CATEGORIES, ANALYSIS_TOOLS, DIFFICULTIES, PRICING_MODELS } from './analysis-tools';

const LANGUAGES = ['en', 'es', 'de', 'pt'];
type GuideLocale = {
  title: string;
  pricing: Record<string, string>;
  categories: Record<string, string>;
  difficulty: Record<string, string>;
  items: Record<string, { description: string; features: string[]; bestFor: string[] }>;
};
const guide = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../i18n/locales/${lang}/guide.json`), 'utf8')) as GuideLocale;

describe('analysis tools guide content', () => {
  it('has ten unique tools, each a tool partner with an official https site', () => {
    const ids = ANALYSIS_TOOLS.map((t) => t.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    for (const t of ANALYSIS_TOOLS) {
      expect(t.url).toMatch(/^https:\/\//);
      expect(TOOL_PARTNERS.find((p) => p.id === t.id)?.officialUrl).toBe(t.url);
    }
  });

  it('covers charting, market data, on-chain, research, DeFi, derivatives and financial metrics', () => {
    const cats = new Set(ANALYSIS_TOOLS.map((t) => t.category));
    for (const c of ['charting', 'market-data', 'on-chain', 'research', 'defi', 'derivatives', 'financial-metrics']) expect(cats).toContain(c);
    for (const t of ANALYSIS_TOOLS) {
      expect(ANALYSIS_CATEGORIES).toContain(t.category);
      expect(DIFFICULTIES).toContain(t.difficulty);
      expect(PRICING_MODELS).toContain(t.pricing);
    }
  });

  it('has the spec title and, in every language, at least three features and two best-for tags per tool', () => {
    expect(guide('en').title).toBe('Top 10 Crypto Analysis Tools');
    expect(guide('en').difficulty).toEqual({ Beginner: 'Beginner', Intermediate: 'Intermediate', Advanced: 'Advanced' });
    for (const lang of LANGUAGES) {
      const g = guide(lang);
      for (const t of ANALYSIS_TOOLS) {
        const item = g.items[t.id]!;
        expect(item.description, `${lang} ${t.id}`).toBeTruthy();
        expect(item.features.length, `${lang} ${t.id}`).toBeGreaterThanOrEqual(3);
        expect(item.bestFor.length, `${lang} ${t.id}`).toBeGreaterThanOrEqual(2);
        expect(g.categories[t.category]).toBeTruthy();
        expect(g.pricing[t.pricing]).toBeTruthy();
      }
    }
  });
});

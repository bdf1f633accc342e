import { describe, expect, it } from 'vitest';
import { TOOL_PARTNERS } from '@coinatlas/domain/partners/tools';
import en from '@/i18n/locales/en/home.json';
import { TRENDING_TOOLS, countByFilter, filterTools } from './trending-tools-data';

describe('trending tools', () => {
  it('lists eight partner tools, each with texts', () => {
    expect(TRENDING_TOOLS).toHaveLength(8);
    const ids = TRENDING_TOOLS.map((t) => t.id);
    expect(new Set(ids).size).toBe(8);
    for (const id of ids) {
      expect(TOOL_PARTNERS.some((p) => p.id === id), id).toBe(true);
      const texts = (en.trending.tools as Record<string, { tag: string; description: string; offer: string }>)[id];
      expect(texts?.tag, id).toBeTruthy();
      expect(texts?.description, id).toBeTruthy();
    }
  });

  it('features the analysis tools and one trading bot (four in all)', () => {
    const featured = TRENDING_TOOLS.filter((t) => t.featured);
    expect(featured).toHaveLength(4);
    expect(TRENDING_TOOLS.filter((t) => t.category === 'analysis').every((t) => t.featured)).toBe(true);
    expect(featured.filter((t) => t.category !== 'analysis').map((t) => t.id)).toEqual(['3commas']);
  });

  it('computes the chip counts from the list, and every chip filters to its count', () => {
    const counts = countByFilter(TRENDING_TOOLS);
    expect(counts).toEqual({ all: 8, analysis: 3, trading: 3, portfolio: 1, tax: 1 });
    for (const [filter, n] of Object.entries(counts)) expect(filterTools(TRENDING_TOOLS, filter as never)).toHaveLength(n);
  });
});

import { describe, expect, it } from 'vitest';
import { countByFilter, filterTools, trendingTools } from './trending-tools-data';

const text = { tag: 't', offer: 'o', description: 'd' };
const tool = (id: string, trending?: { category: 'analysis' | 'trading' | 'portfolio' | 'tax'; order: number }) =>
  ({
    id,
    name: id.toUpperCase(),
    trending: trending && { ...trending, featured: false, icon: 'bot', text },
  }) as never;

describe('trending tools', () => {
  const tools = [
    tool('a', { category: 'trading', order: 3 }),
    tool('b'),
    tool('c', { category: 'analysis', order: 1 }),
    tool('d', { category: 'trading', order: 2 }),
  ];

  it('keeps only the tools with a trending card, in trending order, with their names', () => {
    const shown = trendingTools(tools);
    expect(shown.map((t) => t.id)).toEqual(['c', 'd', 'a']);
    expect(shown[0]).toMatchObject({ id: 'c', name: 'C', category: 'analysis', text });
  });

  it('carries the provenance of the tool’s first offer, and none without an offer record', () => {
    const withOffer = {
      ...(tool('e', { category: 'tax', order: 4 }) as object),
      offers: [{ id: 'x', values: {}, text: 'o', provenance: { kind: 'catalogue' } }],
    } as never;
    const [e] = trendingTools([withOffer]);
    expect(e!.offerProvenance).toEqual({ kind: 'catalogue' });
    expect(trendingTools(tools)[0]!.offerProvenance).toBeUndefined();
  });

  it('computes the chip counts from the list, and every chip filters to its count', () => {
    const shown = trendingTools(tools);
    const counts = countByFilter(shown);
    expect(counts).toEqual({ all: 3, analysis: 1, trading: 2, portfolio: 0, tax: 0 });
    for (const [filter, n] of Object.entries(counts)) expect(filterTools(shown, filter as never)).toHaveLength(n);
  });
});

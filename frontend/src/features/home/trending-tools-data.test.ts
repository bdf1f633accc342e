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

  it('carries an editor’s pick (who, since when, why) and nothing for a card merely flagged as featured', () => {
    const flagged = { ...(tool('f', { category: 'tax', order: 5 }) as { trending: object }) } as { trending: object };
    const featured = { ...flagged, trending: { ...flagged.trending, featured: true } } as never;
    expect(trendingTools([featured])[0]!.editorsPick).toBeUndefined();
    const pick = { by: 'ana-editor', since: '2026-03-01', reason: 'The tax report our editors use.' };
    const picked = { ...(tool('g', { category: 'tax', order: 6 }) as object), editorsPick: pick } as never;
    expect(trendingTools([picked])[0]!.editorsPick).toEqual(pick);
  });

  it('computes the chip counts from the list, and every chip filters to its count', () => {
    const shown = trendingTools(tools);
    const counts = countByFilter(shown);
    expect(counts).toEqual({ all: 3, analysis: 1, trading: 2, portfolio: 0, tax: 0 });
    for (const [filter, n] of Object.entries(counts)) expect(filterTools(shown, filter as never)).toHaveLength(n);
  });
});

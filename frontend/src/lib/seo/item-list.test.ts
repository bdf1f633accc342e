import { describe, expect, it } from 'vitest';
import type { ContentPartner } from '@/lib/api/content-queries';
import { itemListJsonLd, listedInStructuredData, MAX_STRUCTURED_ITEMS } from './item-list';

const partner = (more: Record<string, unknown>) =>
  ({
    type: 'payment_card',
    id: 'x',
    name: 'X',
    promotable: true,
    hasReview: false,
    facts: {},
    text: {},
    ...more,
  }) as unknown as ContentPartner;

describe('lists in structured data', () => {
  it('Carousel rule: lists only a page that may be indexed, at its own address', () => {
    expect(listedInStructuredData(partner({ hasReview: true }))).toBe(true);
    // shown on its provider's page: its own address redirects there
    expect(listedInStructuredData(partner({ hasReview: true, page: { type: 'exchange', id: 'x', section: 'card' } }))).toBe(false);
    // not promoted and not reviewed (the swipe-card page): noindex
    expect(listedInStructuredData(partner({ promotable: false, hasReview: false }))).toBe(false);
    // promoted, but too few facts for a page worth indexing: noindex until an editor fills it
    expect(listedInStructuredData(partner({ promotable: true, hasReview: false }))).toBe(false);
  });

  it('names each entry by its name and URL, numbered from 1, at most ten; none when nothing may be listed', () => {
    const items = Array.from({ length: 14 }, (_, i) => ({ name: `P${i}`, url: `https://coinatlas.example/p/${i}`, listed: i !== 1 }));
    const list = itemListJsonLd('Cards', items)!;
    expect(list.numberOfItems).toBe(MAX_STRUCTURED_ITEMS);
    expect(list.itemListElement.slice(0, 2)).toEqual([
      { '@type': 'ListItem', position: 1, name: 'P0', url: 'https://coinatlas.example/p/0' },
      { '@type': 'ListItem', position: 2, name: 'P2', url: 'https://coinatlas.example/p/2' },
    ]);
    expect(itemListJsonLd('Cards', [{ name: 'A', url: 'https://coinatlas.example/a', listed: false }])).toBeUndefined();
  });
});

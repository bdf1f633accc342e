import { describe, expect, it } from 'vitest';
import { searchItems, staticSearchItems, type ResolvedItem } from './search-index';

const resolve = (items = staticSearchItems()): ResolvedItem[] =>
  items.map((i) => {
    const descriptionText = 'text' in i.description ? i.description.text : i.description.key;
    const categoryText = i.category;
    return { ...i, descriptionText, categoryText, haystack: [i.title, descriptionText, categoryText].join('\n').toLowerCase() };
  });

describe('search', () => {
  it('matches title, description or category, case-insensitively', () => {
    const items = resolve();
    expect(searchItems(items, 'BINANCE').map((i) => i.url)).toContain('/exchanges/all#binance');
    expect(searchItems(items, 'binance').map((i) => i.url)).toContain('/referral-codes/binance');
    expect(searchItems(items, 'tradingbots').every((i) => i.category === 'tradingBots')).toBe(true);
  });

  it('returns nothing for an empty or blank query, and respects the limit', () => {
    const items = resolve();
    expect(searchItems(items, '   ')).toEqual([]);
    expect(searchItems(items, 'a', 12)).toHaveLength(12);
  });

  it('ranks title matches first', () => {
    const items = resolve();
    const [first] = searchItems(items, 'ledger');
    expect(first!.title.toLowerCase()).toContain('ledger');
  });

  it('has an item for each kind the spec lists', () => {
    const cats = new Set(staticSearchItems().map((i) => i.category));
    for (const c of ['exchanges', 'referralCodes', 'comparisons', 'dexs', 'noKyc', 'tradingBots', 'paymentCards', 'tools', 'education', 'hardwareWallets', 'softwareWallets'])
      expect(cats.has(c as never), c).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { PAGE_SEARCH_ITEMS, partnerSearchItems, searchItems, type IndexedPartner, type ResolvedItem } from './search-index';

// A small index in the shape GET /api/content/index answers.
const INDEX: IndexedPartner[] = [
  { type: 'exchange', id: 'binance', name: 'Binance', category: 'centralized' },
  { type: 'exchange', id: 'uniswap', name: 'Uniswap', category: 'decentralized' },
  { type: 'wallet', id: 'ledger-nano-x', name: 'Ledger Nano X', category: 'hardware' },
  { type: 'wallet', id: 'metamask', name: 'MetaMask', category: 'software' },
  { type: 'tool', id: 'ledger', name: 'Ledger', category: null },
  { type: 'trading_bot', id: 'pionex', name: 'Pionex', category: 'exchange-integrated' },
  { type: 'payment_card', id: 'crypto-com', name: 'Crypto.com Visa Card', category: null },
];
const staticSearchItems = () => [...PAGE_SEARCH_ITEMS, ...partnerSearchItems(INDEX)];

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

  it('labels a hardware wallet as a hardware wallet and a software wallet as software', () => {
    const byId = new Map(partnerSearchItems(INDEX).map((i) => [i.id, i.category]));
    expect(byId.get('wallet-ledger-nano-x')).toBe('hardwareWallets');
    expect(byId.get('wallet-metamask')).toBe('softwareWallets');
  });

  it('has an item for each kind the site lists', () => {
    const cats = new Set(staticSearchItems().map((i) => i.category));
    for (const c of ['exchanges', 'referralCodes', 'comparisons', 'dexs', 'noKyc', 'tradingBots', 'paymentCards', 'tools', 'education', 'hardwareWallets', 'softwareWallets'])
      expect(cats.has(c as never), c).toBe(true);
  });
});

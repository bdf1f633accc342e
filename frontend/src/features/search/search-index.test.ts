import { describe, expect, it } from 'vitest';
import {
  MATCH,
  PAGE_SEARCH_ITEMS,
  foldText,
  mergeResults,
  searchItems,
  wordMatch,
  type ResolvedItem,
  type SearchItem,
} from './search-index';

const resolve = (items = PAGE_SEARCH_ITEMS): ResolvedItem[] =>
  items.map((i) => {
    const descriptionText = 'text' in i.description ? i.description.text : i.description.key;
    const categoryText = i.category;
    return { ...i, descriptionText, categoryText, haystack: foldText([i.title, descriptionText, categoryText].join('\n')) };
  });

describe('the client-side page items', () => {
  it('match title, description or category, case-insensitively', () => {
    const items = resolve();
    expect(searchItems(items, 'EXCHANGE DIRECTORY').map((i) => i.url)).toContain('/exchanges');
    expect(searchItems(items, 'hardwarewallets').every((i) => i.category === 'hardwareWallets')).toBe(true);
  });

  it('return nothing for an empty or blank query, and respect the limit', () => {
    const items = resolve();
    expect(searchItems(items, '   ')).toEqual([]);
    expect(searchItems(items, 'e', 3)).toHaveLength(3);
  });

  it('rank a whole word above the start of a longer word, and that above a match inside a word', () => {
    const item = (id: string, title: string, text: string): SearchItem => ({
      id,
      title,
      description: { text },
      category: 'exchanges',
      url: `/exchanges/${id}`,
    });
    const items = resolve([
      item('inside', 'Sixpix Studio', 'Pictures.'),
      item('prefix', 'Pixel Perfect', 'Screens.'),
      item('whole-text', 'Foxbit', 'Deposits by Pix or TED.'),
      item('whole-title', 'Pix Exchange', 'Deposits.'),
    ]);
    expect(searchItems(items, 'PIX').map((i) => i.id)).toEqual(['whole-title', 'whole-text', 'prefix', 'inside']);
    // "SEPA" in German: the transfer first, the word inside "separaten" last
    const german = resolve([
      item('bot', 'Trading-Bots', 'Mit separaten Konten.'),
      item('bank', 'Bitvavo', 'Einzahlung per SEPA-Überweisung.'),
    ]);
    expect(searchItems(german, 'sepa').map((i) => i.id)).toEqual(['bank', 'bot']);
  });

  it('match words whatever their diacritics, each word anywhere in the item', () => {
    const items = resolve([
      { id: 'es', title: 'Impuestos en España', description: { text: 'Hacienda.' }, category: 'education', url: '/a' },
      { id: 'de', title: 'Börse', description: { text: 'Steuern.' }, category: 'education', url: '/b' },
    ]);
    expect(searchItems(items, 'espana impuestos').map((i) => i.id)).toEqual(['es']);
    expect(searchItems(items, 'ESPAÑA').map((i) => i.id)).toEqual(['es']);
    expect(searchItems(items, 'borse').map((i) => i.id)).toEqual(['de']);
    expect(searchItems(items, 'hacienda steuern')).toEqual([]);
    expect([wordMatch('pix or ted', 'pix'), wordMatch('pixel', 'pix'), wordMatch('sixpix', 'pix'), wordMatch('ted', 'pix')]).toEqual([
      MATCH.whole,
      MATCH.prefix,
      MATCH.inside,
      MATCH.none,
    ]);
  });

  it('have an item for each section the site lists', () => {
    const cats = new Set(PAGE_SEARCH_ITEMS.map((i) => i.category));
    for (const c of ['comparisons', 'dexs', 'noKyc', 'tools', 'apps', 'education', 'hardwareWallets', 'softwareWallets', 'referralCodes'])
      expect(cats.has(c as never), c).toBe(true);
  });
});

describe('mergeResults', () => {
  const server = {
    total: 7,
    results: [
      {
        kind: 'partner',
        id: 'wallet/a',
        title: 'A',
        description: 'A wallet.',
        snippet: [{ text: 'A', highlight: true }],
        category: 'hardwareWallets' as const,
        url: '/wallets#a',
      },
    ],
  };
  const local = resolve(PAGE_SEARCH_ITEMS.filter((i) => i.category === 'hardwareWallets'));

  it('puts the server results first and adds the page items, counting both', () => {
    const { results, total } = mergeResults(server, local);
    expect(results[0]).toMatchObject({ key: 'partner:wallet/a', title: 'A', description: 'A wallet.', url: '/wallets#a' });
    expect(results.slice(1).map((r) => r.url)).toEqual(local.map((i) => i.url));
    expect(total).toBe(7 + local.length);
  });

  it('leaves out a page item whose address the server already gave', () => {
    const same = { ...server, results: [{ ...server.results[0]!, url: local[0]!.url }] };
    const { results, total } = mergeResults(same, local);
    expect(results.filter((r) => r.url === local[0]!.url)).toHaveLength(1);
    expect(total).toBe(7 + local.length - 1);
  });

  it('shows the page items alone before the server has answered', () => {
    expect(mergeResults(undefined, local).total).toBe(local.length);
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalCompareSlug, comparePath, popularPairs, resolveCompareSlug } from './compare.js';

const KNOWN = ['binance', 'binance-us', 'kraken', 'coinbase', 'ledger-nano-x', 'ledger-nano-s-plus', 'okx', 'a-vs-b', 'a', 'b'];

describe('comparison slugs', () => {
  it('reads ids with hyphens against the known ids, and names the canonical order', () => {
    expect(resolveCompareSlug('binance-vs-kraken', KNOWN)).toEqual({ status: 'canonical', ids: ['binance', 'kraken'] });
    expect(resolveCompareSlug('binance-us-vs-binance', KNOWN)).toEqual({
      status: 'redirect',
      ids: ['binance-us', 'binance'],
      slug: 'binance-vs-binance-us',
    });
    expect(resolveCompareSlug('ledger-nano-s-plus-vs-ledger-nano-x', KNOWN)).toMatchObject({ status: 'canonical' });
    expect(resolveCompareSlug('kraken-vs-coinbase-vs-binance-us-vs-okx', KNOWN)).toEqual({
      status: 'redirect',
      ids: ['kraken', 'coinbase', 'binance-us', 'okx'],
      slug: 'binance-us-vs-coinbase-vs-kraken-vs-okx',
    });
  });

  it('is order-independent: every order of the same ids has one canonical slug', () => {
    const orders = [
      ['okx', 'binance', 'kraken'],
      ['kraken', 'okx', 'binance'],
      ['binance', 'kraken', 'okx'],
    ];
    const slugs = orders.map((ids) => {
      const r = resolveCompareSlug(ids.join('-vs-'), KNOWN);
      return r.status === 'redirect' ? r.slug : r.status === 'canonical' ? r.ids.join('-vs-') : null;
    });
    expect(new Set(slugs)).toEqual(new Set(['binance-vs-kraken-vs-okx']));
    expect(comparePath('exchanges', ['okx', 'binance'])).toBe('/compare/exchanges/binance-vs-okx');
    expect(canonicalCompareSlug(['b', 'a'])).toBe('a-vs-b');
  });

  it('answers not found for unknown, repeated, too few or too many ids', () => {
    const notFound = { status: 'not-found' };
    expect(resolveCompareSlug('binance-vs-krakn', KNOWN)).toEqual(notFound);
    expect(resolveCompareSlug('binance-vs-binance', KNOWN)).toEqual(notFound);
    expect(resolveCompareSlug('binance', KNOWN)).toEqual(notFound);
    expect(resolveCompareSlug('binance-vs-kraken-vs-okx-vs-coinbase-vs-binance-us', KNOWN)).toEqual(notFound);
    expect(resolveCompareSlug('', KNOWN)).toEqual(notFound);
    expect(resolveCompareSlug('binance-vs-', KNOWN)).toEqual(notFound);
    expect(resolveCompareSlug('-vs-binance', KNOWN)).toEqual(notFound);
    expect(resolveCompareSlug('binance--vs-kraken', KNOWN)).toEqual(notFound);
  });

  it('refuses a slug that reads two ways (an id that itself contains -vs-)', () => {
    // 'a-vs-b-vs-kraken' is both [a-vs-b, kraken] and [a, b, kraken]
    expect(resolveCompareSlug('a-vs-b-vs-kraken', KNOWN)).toEqual({ status: 'not-found' });
    expect(resolveCompareSlug('a-vs-kraken', KNOWN)).toEqual({ status: 'canonical', ids: ['a', 'kraken'] });
  });

  it('pairs the first partners of the directory order, each pair once in canonical form', () => {
    expect(popularPairs(['kraken', 'binance', 'okx', 'coinbase', 'gate'])).toEqual([
      'binance-vs-coinbase',
      'binance-vs-kraken',
      'binance-vs-okx',
      'coinbase-vs-kraken',
      'coinbase-vs-okx',
      'kraken-vs-okx',
    ]);
    expect(popularPairs(['x'])).toEqual([]);
  });
});

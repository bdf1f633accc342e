import { describe, expect, it } from 'vitest';
import { parseMarkets, parseMarketsWithSparklines, parseNewListings, parseTrending } from './domain/parse-coingecko.js';
import { parseFormattedUsd } from './domain/parse-helpers.js';
import { ProviderError } from './domain/provider-error.js';

const row = (over: Record<string, unknown> = {}) => ({
  id: 'bitcoin',
  symbol: 'btc',
  name: 'Bitcoin',
  image: 'https://coin-images.coingecko.com/coins/images/1/large/bitcoin.png?1696501400',
  current_price: 94731,
  market_cap: 1880675601739,
  market_cap_rank: 1,
  fully_diluted_valuation: 1880675601739,
  total_volume: 29604625872,
  price_change_percentage_24h: 0.90324,
  roi: null,
  last_updated: '2025-04-29T03:41:06.458Z',
  ...over,
});

const malformedError = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof ProviderError ? err.kind : 'other';
  }
  return 'no error';
};

describe('parseFormattedUsd', () => {
  it.each([
    ['$1,234,567', 1234567],
    ['$0.001445368775', 0.001445368775],
    ['$23.45', 23.45],
    ['1,234', 1234],
    ['$ 12', 12],
    ['-$5.50', -5.5],
    [42.5, 42.5],
  ])('%s -> %s', (input, expected) => expect(parseFormattedUsd(input)).toBe(expected));

  it.each([[null], [undefined], [''], ['N/A'], ['$1.2B'], ['$1,23,4'], ['1e5'], [Number.NaN], [{}], ['$']])('%s -> null', (input) =>
    expect(parseFormattedUsd(input)).toBeNull(),
  );
});

describe('parseMarkets', () => {
  it('keeps the fields the price table shows, in the order given', () => {
    expect(
      parseMarkets([row(), row({ id: 'ethereum', name: 'Ethereum', symbol: 'eth', market_cap_rank: 2 })], { requirePrices: true }).data,
    ).toEqual([
      {
        id: 'bitcoin',
        name: 'Bitcoin',
        symbol: 'btc',
        image: 'https://coin-images.coingecko.com/coins/images/1/large/bitcoin.png?1696501400',
        market_cap_rank: 1,
        current_price: 94731,
        price_change_percentage_24h: 0.90324,
        market_cap: 1880675601739,
        total_volume: 29604625872,
      },
      expect.objectContaining({ id: 'ethereum', market_cap_rank: 2 }),
    ]);
  });

  it('reads a market cap of 0 as unknown (null); a volume of 0 stays 0', () => {
    const [c] = parseMarkets([row({ market_cap: 0, total_volume: 0 })], { requirePrices: true }).data;
    expect(c).toMatchObject({ market_cap: null, total_volume: 0 });
    const { coins } = parseTrending({
      coins: [{ item: { id: 'x', name: 'X', symbol: 'X', score: 0, data: { market_cap: '$0', total_volume: '$0' } } }],
    }).data;
    expect(coins[0]!.item.data).toMatchObject({ market_cap: null, total_volume: 0 });
  });

  it('turns missing or null optional numbers into null, and non-https logos into null', () => {
    const [c] = parseMarkets(
      [
        row({
          market_cap: null,
          total_volume: undefined,
          market_cap_rank: null,
          price_change_percentage_24h: null,
          image: 'http://x/y.png',
        }),
      ],
      { requirePrices: true },
    ).data;
    expect(c).toMatchObject({
      market_cap: null,
      total_volume: null,
      market_cap_rank: null,
      price_change_percentage_24h: null,
      image: null,
    });
  });

  it('leaves out rows it cannot read, counts them, and keeps the rest in order', () => {
    const json = [
      row(),
      row({ id: 'ethereum', current_price: '1799.79' }), // a number sent as a string
      row({ id: 'tether', market_cap_rank: 3 }),
      'not a row',
      row({ id: 'ripple', current_price: null }), // the Top 10 needs a price
      row({ id: 'solana', market_cap_rank: 6 }),
      row(), // the same id again
      row({ id: 'dogecoin', market_cap_rank: 8 }),
      row({ id: 'tron', market_cap_rank: 10 }),
    ];
    const parsed = parseMarkets(json, { requirePrices: true });
    expect(parsed.data.map((r) => r.id)).toEqual(['bitcoin', 'tether', 'solana', 'dogecoin', 'tron']);
    expect(parsed.dropped).toBe(4);
    expect(parsed.firstProblem).toBe('current_price is not a number');
    expect(parseMarkets([row()], { requirePrices: true })).toEqual({ data: [expect.objectContaining({ id: 'bitcoin' })], dropped: 0 });
  });

  it('refuses the whole answer when half of its rows or more cannot be read', () => {
    const good = [row(), row({ id: 'ethereum' }), row({ id: 'tether' })];
    const bad = [row({ id: 'x1', current_price: 'n/a' }), row({ id: 'x2', current_price: 'n/a' }), row({ id: 'x3', current_price: 'n/a' })];
    expect(parseMarkets([...good, ...bad.slice(0, 2)], { requirePrices: true }).dropped).toBe(2);
    expect(() => parseMarkets([...good, ...bad], { requirePrices: true })).toThrow(
      'malformed provider answer: only 3 of 6 market rows are readable (first problem: current_price is not a number)',
    );
  });

  it.each([
    ['not an array', { data: [] }],
    ['too many rows', Array.from({ length: 251 }, (_, i) => row({ id: `c${i}` }))],
    ['as many broken rows as good ones', [row(), 'bitcoin']],
    ['a number sent as a string', [row({ current_price: '94731' })]],
    ['a missing id', [row({ id: undefined })]],
    ['an empty name', [row({ name: '  ' })]],
    ['a negative price', [row({ current_price: -1 })]],
    ['an infinite market cap', [row({ market_cap: Number.POSITIVE_INFINITY })]],
    ['nothing but duplicate ids', [row(), row()]],
    ['an empty Top 10', []],
    ['a Top 10 row without a price', [row({ current_price: null })]],
  ])('treats %s as a malformed answer', (_what, json) => {
    expect(malformedError(() => parseMarkets(json, { requirePrices: true }))).toBe('malformed');
  });

  it('lets rows of other lists lack a price', () => {
    expect(parseMarkets([row({ current_price: null })], { requirePrices: false }).data[0]!.current_price).toBeNull();
    expect(parseMarkets([], { requirePrices: false })).toEqual({ data: [], dropped: 0 });
  });
});

describe('parseTrending', () => {
  const item = (over: Record<string, unknown> = {}) => ({
    item: {
      id: 'tectum',
      coin_id: 29575,
      name: 'Tectum',
      symbol: 'TET',
      market_cap_rank: 341,
      thumb: 'https://assets.coingecko.com/coins/images/29575/thumb/Icon_TET.png?1696528514',
      slug: 'tectum',
      price_btc: 0.000540284475727861,
      score: 2,
      data: {
        price: '$23.45',
        price_btc: '0.000540284475727861',
        price_change_percentage_24h: { usd: 49.261639401952294, eur: 48.1 },
        market_cap: '$115,061,547',
        market_cap_btc: '2653.27035088293',
        total_volume: '$10,042,900',
        sparkline: 'https://www.coingecko.com/coins/29575/sparkline.svg',
        content: null,
      },
      ...over,
    },
  });

  it('parses the display strings of market data into numbers', () => {
    expect(parseTrending({ coins: [item()], nfts: [], categories: [] }).data).toEqual({
      coins: [
        {
          item: {
            id: 'tectum',
            name: 'Tectum',
            symbol: 'TET',
            thumb: 'https://assets.coingecko.com/coins/images/29575/thumb/Icon_TET.png?1696528514',
            market_cap_rank: 341,
            price_btc: 0.000540284475727861,
            score: 2,
            data: { price: 23.45, price_change_percentage_24h: { usd: 49.261639401952294 }, market_cap: 115061547, total_volume: 10042900 },
          },
        },
      ],
    });
  });

  it('accepts a numeric price and any field null or missing', () => {
    const { coins } = parseTrending({
      coins: [
        item({ id: 'a', score: 1, data: { price: 0.0201, market_cap: null } }),
        item({ id: 'b', score: 0, data: undefined, thumb: null, market_cap_rank: null, price_btc: null }),
        item({ id: 'c', score: undefined, data: { price_change_percentage_24h: null, total_volume: 'N/A' } }),
      ],
    }).data;
    expect(coins.map((c) => c.item.id)).toEqual(['b', 'a', 'c']); // by score; a missing score keeps its place
    expect(coins[0]!.item).toEqual({
      id: 'b',
      name: 'Tectum',
      symbol: 'TET',
      thumb: null,
      market_cap_rank: null,
      price_btc: null,
      score: 0,
    });
    expect(coins[1]!.item.data).toEqual({
      price: 0.0201,
      price_change_percentage_24h: { usd: null },
      market_cap: null,
      total_volume: null,
    });
    expect(coins[2]!.item.data).toEqual({ price: null, price_change_percentage_24h: { usd: null }, market_cap: null, total_volume: null });
  });

  it('never passes a negative amount through', () => {
    const { coins } = parseTrending({ coins: [item({ data: { price: '-$1.00', market_cap: '-$5' } })] }).data;
    expect(coins[0]!.item.data).toMatchObject({ price: null, market_cap: null });
  });

  it('leaves out entries it cannot read and counts them', () => {
    const parsed = parseTrending({
      coins: [
        item({ id: 'a', score: 0 }),
        { id: 'no-item' },
        item({ id: 'b', score: 1 }),
        item({ id: 'c', score: 2, name: null }),
        item({ id: 'd', score: 3 }),
      ],
    });
    expect(parsed.data.coins.map((c) => c.item.id)).toEqual(['a', 'b', 'd']);
    expect(parsed).toMatchObject({ dropped: 2, firstProblem: 'a trending entry has no item' });
  });

  it.each([
    ['no coins list', { nfts: [] }],
    ['coins that is not a list', { coins: {} }],
    ['an entry without item', { coins: [{ id: 'x' }] }],
    ['an item without a name', { coins: [item({ name: null })] }],
    ['a score that is not a number', { coins: [item({ score: 'first' })] }],
  ])('treats %s as a malformed answer', (_w, json) => {
    expect(malformedError(() => parseTrending(json))).toBe('malformed');
  });
});

describe('parseNewListings', () => {
  it('orders ids newest first', () => {
    expect(
      parseNewListings([
        { id: 'texan', symbol: 'texan', name: 'Texan', activated_at: 1673690316 },
        { id: 'local-money', symbol: 'local', name: 'Local Money', activated_at: 1673660974 },
        { id: 'nexacoin', symbol: 'nexa', name: 'Nexacoin', activated_at: 1673689429 },
      ]),
    ).toEqual({ data: ['texan', 'nexacoin', 'local-money'], dropped: 0 });
  });

  it('leaves out listings without an id', () => {
    const parsed = parseNewListings([{ id: 'texan', activated_at: 2 }, { symbol: 'x' }, { id: 'nexacoin', activated_at: 1 }]);
    expect(parsed).toEqual({ data: ['texan', 'nexacoin'], dropped: 1, firstProblem: 'id is not a string' });
  });

  it('rejects an error object (what a demo key gets) as malformed', () => {
    expect(malformedError(() => parseNewListings({ status: { error_code: 10005 } }))).toBe('malformed');
  });
});

describe('parseMarketsWithSparklines', () => {
  const hourly = Array.from({ length: 168 }, (_, i) => 100 + i);
  it('reduces each 7-day line to 42 points and gives the change along it', () => {
    const { data, dropped } = parseMarketsWithSparklines([row({ sparkline_in_7d: { price: hourly } })]);
    expect(dropped).toBe(0);
    expect(data[0]!.sparkline_7d).toHaveLength(42);
    expect([data[0]!.sparkline_7d![0], data[0]!.sparkline_7d!.at(-1)]).toEqual([100, 267]);
    expect(data[0]!.price_change_percentage_7d).toBe(167);
  });
  it('a row without a usable line keeps its price and gets no line; a row without a price is left out', () => {
    const { data, dropped } = parseMarketsWithSparklines([
      row({ id: 'a', sparkline_in_7d: { price: [] } }),
      row({ id: 'b' }),
      row({ id: 'c', sparkline_in_7d: { price: 'nope' } }),
      row({ id: 'd', sparkline_in_7d: { price: hourly } }),
      row({ id: 'e', current_price: null, sparkline_in_7d: { price: hourly } }),
    ]);
    expect(data.map((c) => [c.id, c.sparkline_7d === null, c.price_change_percentage_7d])).toEqual([
      ['a', true, null],
      ['b', true, null],
      ['c', true, null],
      ['d', false, 167],
    ]);
    expect(dropped).toBe(1);
  });
  it('an empty answer or one that is not a list is a failure', () => {
    expect(() => parseMarketsWithSparklines([])).toThrow(ProviderError);
    expect(() => parseMarketsWithSparklines({ coins: [] })).toThrow(ProviderError);
  });
});

import { describe, expect, it } from 'vitest';
import type { FeeFacts, PaymentMethodFact } from '@coinatlas/domain/fees/fees';
import {
  assemble,
  depositFor,
  feeFor,
  quoteAt,
  rank,
  unavailableIn,
  type QuotedPartner,
  type QuotePolicy,
  type QuoteQuery,
} from './quote.js';
import type { Book, Listing } from './types.js';

const T = Date.parse('2026-11-27T12:00:00Z');
const policy: QuotePolicy = { bookFreshMs: 30_000, bookMaxAgeMs: 300_000, answerWaitMs: 2500 };
const query: QuoteQuery = { asset: 'BTC', fiat: 'EUR', amount: 1000, country: 'DE', method: 'sepa' };
const checked = (checkedOn = '2026-11-20') => ({ kind: 'checked' as const, source: 'https://example.com/fees', checked: checkedOn });

const listing = (over: Partial<Listing> = {}): Listing => ({
  exchange: 'kraken',
  fetchedAt: T - 60_000,
  library: { name: 'ccxt', version: '4.5.84' },
  exchangeName: 'Kraken',
  feePages: ['https://www.kraken.com/en-us/features/fee-schedule'],
  feeBasis: 'exchange-listing',
  markets: { 'BTC/EUR': { symbol: 'BTC/EUR', takerPercent: 0.4, handle: {} } },
  ...over,
});
// asks 50,000 × 0.01 (500) then 50,100 × 1; bids 49,900 × 1. Best ask 50,000, mid 49,950.
const book = (over: Partial<Book> = {}): Book => ({
  exchange: 'kraken',
  symbol: 'BTC/EUR',
  fetchedAt: T - 5_000,
  exchangeTime: null,
  asks: [
    [50_000, 0.01],
    [50_100, 1],
  ],
  bids: [[49_900, 1]],
  ...over,
});
const partner = (over: Partial<QuotedPartner> = {}): QuotedPartner => ({ id: 'kraken', name: 'Kraken', marketId: 'kraken', ...over });
const ok = <A>(answer: A) => ({ state: 'ok' as const, answer });

describe('quoteAt: one exchange', () => {
  it('walks the book with the listing fee and says where every part comes from', () => {
    // traded N = 1000 / 1.004 = 996.01593625; fee = 0.4 % of it = 3.98406375
    // level 1: 500 → 0.01 BTC; level 2: 496.01593625 / 50,100 = 0.00990052 BTC; received 0.01990052
    // spread = 0.01990052 × (50,000 − 49,950) = 0.99502588
    // slippage = 996.01593625 − 0.01990052 × 50,000 = 996.01593625 − 995.02588449 = 0.99005176
    // total = 3.98406375 + 0.99502588 + 0.99005176 = 5.96914139 = 1000 − 0.01990052 × 49,950 (0.5969 %)
    const { entry, excluded } = quoteAt(partner(), query, ok(listing()), ok(book()), T, policy);
    expect(excluded).toBeUndefined();
    expect(entry!.received).toBeCloseTo(0.01990052, 8);
    expect(entry!.traded).toBe(996.0159);
    expect(entry!.levelsUsed).toBe(2);
    expect(entry!.parts.fee).toEqual({
      cost: 3.9841,
      percent: 0.3984,
      ratePercent: 0.4,
      basis: 'exchange-listing',
      pages: ['https://www.kraken.com/en-us/features/fee-schedule'],
      provenance: {
        kind: 'feed',
        feed: "Kraken's spot market listing, read through ccxt 4.5.84",
        version: '4.5.84',
        fetchedAt: '2026-11-27T11:59:00.000Z',
        source: 'https://www.kraken.com/en-us/features/fee-schedule',
      },
    });
    expect(entry!.parts.spread.cost).toBe(0.995);
    expect(entry!.parts.slippage.cost).toBe(0.9901);
    expect(entry!.parts.spread.provenance).toEqual({
      kind: 'feed',
      feed: "Kraken's public order book for BTC/EUR, read through ccxt 4.5.84",
      version: '4.5.84',
      fetchedAt: '2026-11-27T11:59:55.000Z',
    });
    expect(entry!.total).toEqual({ cost: 5.9691, percent: 0.5969, excludes: ['deposit'] });
    expect(entry!.parts.deposit).toEqual({
      method: 'sepa',
      status: 'unknown',
      offered: false,
      cost: null,
      percent: null,
      minimum: null,
      provenance: null,
    });
    expect(entry!.complete).toBe(false);
    expect(entry!.availability).toBe('unknown');
    expect(entry!.book).toMatchObject({
      ageSeconds: 5,
      stale: false,
      levels: 2,
      bestAsk: 50_000,
      bestBid: 49_900,
      midPrice: 49_950,
      exchangeTime: null,
    });
  });

  it('labels a book older than the refresh window as stale, with its age', () => {
    const { entry } = quoteAt(partner(), query, ok(listing()), ok(book({ fetchedAt: T - 95_000 })), T, policy);
    expect(entry!.book).toMatchObject({ ageSeconds: 95, stale: true, fetchedAt: '2026-11-27T11:58:25.000Z' });
  });

  it('says why an exchange is left out', () => {
    const failure = { kind: 'rate_limited' as const, message: 'the exchange refused: too many requests (HTTP 429)', at: T - 1000 };
    const cases: Array<[Parameters<typeof quoteAt>, string, string]> = [
      [
        [partner(), { ...query, fiat: 'BRL' }, ok(listing()), undefined, T, policy],
        'pair-not-listed',
        'Kraken lists no active BTC/BRL spot market',
      ],
      [
        [partner(), query, { state: 'failing', failure }, undefined, T, policy],
        'upstream-failing',
        'Kraken: the exchange refused: too many requests (HTTP 429)',
      ],
      [
        [partner(), query, { state: 'pending' }, undefined, T, policy],
        'pending',
        'Kraken has not answered within 2.5 s (its market listing is being read); ask again in a moment',
      ],
      [
        [partner(), query, ok(listing()), { state: 'pending' }, T, policy],
        'pending',
        'Kraken has not answered within 2.5 s (its BTC/EUR order book is being read); ask again in a moment',
      ],
      [
        [partner(), query, ok(listing()), { state: 'pending', last: book({ fetchedAt: T - 400_000 }) }, T, policy],
        'book-stale',
        "Kraken's latest BTC/EUR order book is 7 min old, past the 5 min limit; a new one is being read",
      ],
      [
        [partner(), query, ok(listing()), { state: 'failing', failure, last: book({ fetchedAt: T - 400_000 }) }, T, policy],
        'upstream-failing',
        'Kraken: the exchange refused: too many requests (HTTP 429); its last BTC/EUR book is 7 min old, past the limit',
      ],
      [[partner(), query, ok(listing()), ok(book({ asks: [] })), T, policy], 'book-unusable', "Kraken's BTC/EUR order book has no asks"],
      [
        [partner(), query, ok(listing()), ok(book({ bids: [[50_000, 1]] })), T, policy],
        'book-unusable',
        "Kraken's BTC/EUR order book is crossed (best bid 50000 at or above best ask 50000)",
      ],
      [
        [partner(), { ...query, amount: 60_000 }, ok(listing()), ok(book()), T, policy],
        // asks hold 500 + 50,100 = 50,600; 60,000 / 1.004 = 59,760.9562 are needed
        'amount-exceeds-book',
        "The 2 best asks we hold of Kraken's BTC/EUR book are worth 50600 EUR; this buy needs 59760.9562 EUR of them (we never extrapolate past the book)",
      ],
      [
        [
          partner(),
          query,
          ok(listing({ markets: { 'BTC/EUR': { symbol: 'BTC/EUR', takerPercent: null, handle: {} } } })),
          ok(book()),
          T,
          policy,
        ],
        'fee-unknown',
        "Neither Kraken's listing nor ccxt gives a taker fee for BTC/EUR, and no editor has checked one",
      ],
    ];
    for (const [args, reason, message] of cases) {
      const out = quoteAt(...args);
      expect(out.entry).toBeUndefined();
      expect(out.excluded).toMatchObject({ exchange: { id: 'kraken', name: 'Kraken', marketId: 'kraken' }, reason, message });
    }
  });

  it('a partner recorded as not available in the country is left out with that record', () => {
    const availability = [
      { country: 'DE', status: 'not-available' as const, reason: 'licence-missing' as const, provenance: { kind: 'catalogue' as const } },
    ];
    expect(unavailableIn(partner({ availability }), 'DE')).toEqual({
      exchange: { id: 'kraken', name: 'Kraken', marketId: 'kraken' },
      reason: 'not-available-in-country',
      message: 'Kraken is recorded as not available in DE (licence missing)',
      at: null,
      provenance: { kind: 'catalogue' },
    });
    expect(unavailableIn(partner({ availability }), 'FR')).toBeUndefined();
    expect(unavailableIn(partner({ availability }), null)).toBeUndefined();
  });
});

describe('feeFor', () => {
  it('an editor-checked schedule wins (its first tier); a catalogue one does not', () => {
    const tiers = {
      tiers: [
        { fromUsd: 0, maker: 0.25, taker: 0.5 },
        { fromUsd: 10_000, maker: 0.2, taker: 0.35 },
      ],
      coversUpToUsd: null,
    };
    const fees = (provenance: FeeFacts['trading'] extends infer F ? (F extends { provenance: infer P } ? P : never) : never): FeeFacts => ({
      trading: { value: tiers, provenance },
    });
    expect(feeFor(partner({ fees: fees(checked()) }), listing(), 'BTC/EUR')).toEqual({
      ratePercent: 0.5,
      basis: 'editor-checked',
      pages: [],
      provenance: checked(),
    });
    expect(feeFor(partner({ fees: fees({ kind: 'catalogue' }) }), listing(), 'BTC/EUR')?.basis).toBe('exchange-listing');
  });

  it("names ccxt's own description as such, with its version and first fee page", () => {
    const l = listing({
      exchangeName: 'Coinbase Advanced',
      feeBasis: 'library-description',
      feePages: ['https://a.example/fees', 'https://b.example/fees'],
    });
    expect(feeFor(partner(), l, 'BTC/EUR')).toEqual({
      ratePercent: 0.4,
      basis: 'library-description',
      pages: ['https://a.example/fees', 'https://b.example/fees'],
      provenance: {
        kind: 'feed',
        feed: "ccxt 4.5.84's description of Coinbase Advanced",
        version: '4.5.84',
        fetchedAt: '2026-11-27T11:59:00.000Z',
        source: 'https://a.example/fees',
      },
    });
    // no fee page named: no source claimed
    expect(feeFor(partner(), listing({ feeBasis: 'library-description', feePages: [] }), 'BTC/EUR')?.provenance).not.toHaveProperty(
      'source',
    );
  });
});

describe('depositFor', () => {
  const entry = (over: Partial<PaymentMethodFact> = {}): PaymentMethodFact => ({
    method: 'sepa',
    fiat: 'EUR',
    deposit: { feePercent: 1 },
    provenance: checked(),
    ...over,
  });
  const withMethods = (...paymentMethods: PaymentMethodFact[]) => partner({ paymentMethods });

  it("counts the record's checked fee for the method and currency, shows a catalogue one unchecked, never reads a missing one as zero", () => {
    // 1 % of 1000 = 10
    expect(depositFor(withMethods(entry()), query)).toEqual({
      part: { method: 'sepa', status: 'counted', offered: true, cost: 10, percent: 1, minimum: null, provenance: checked() },
      counted: 10,
    });
    const catalogue = { kind: 'catalogue' as const, source: 'https://www.kraken.com/features/funding-options' };
    expect(depositFor(withMethods(entry({ provenance: catalogue })), query)).toEqual({
      part: { method: 'sepa', status: 'unchecked', offered: true, cost: 10, percent: 1, minimum: null, provenance: catalogue },
      counted: 0,
    });
    expect(depositFor(partner(), query)).toEqual({
      part: { method: 'sepa', status: 'unknown', offered: false, cost: null, percent: null, minimum: null, provenance: null },
      counted: 0,
    });
    // another method or another currency is not this one
    expect(depositFor(withMethods(entry({ method: 'sepa-instant' })), query).part.status).toBe('unknown');
    expect(depositFor(withMethods(entry({ fiat: 'GBP' })), query).part.status).toBe('unknown');
  });

  it('a fixed fee is in the currency of the entry; a method offered without a fee is unknown, with its entry and minimum', () => {
    // 0.5 % of 1000 + 2 = 7 (0.7 %)
    expect(depositFor(withMethods(entry({ deposit: { feePercent: 0.5, feeFixed: 2, minimum: 10 } })), query).part).toMatchObject({
      status: 'counted',
      cost: 7,
      percent: 0.7,
      minimum: 10,
    });
    expect(depositFor(withMethods(entry({ deposit: { minimum: 20, time: 'instant' } })), query).part).toEqual({
      method: 'sepa',
      status: 'unknown',
      offered: true,
      cost: null,
      percent: null,
      minimum: 20,
      provenance: checked(),
    });
  });

  it('a counted deposit enters the walk and the total, and makes the entry complete', () => {
    // deposit 10; N = 990 / 1.004 = 986.05577689; received = 500 / 50,000 + 486.05577689 / 50,100 = 0.01970171
    // total = 1000 − 0.01970171 × 49,950 = 1000 − 984.10052 = 15.89948 (1.5899 %)
    const { entry: e } = quoteAt(withMethods(entry()), query, ok(listing()), ok(book()), T, policy);
    expect(e!.complete).toBe(true);
    expect(e!.total).toEqual({ cost: 15.8995, percent: 1.5899, excludes: [] });
    expect(e!.received).toBeCloseTo(0.01970171, 8);
  });
});

describe('rank and assemble', () => {
  const entryOf = (name: string, total: number, complete: boolean, availability: 'available' | 'unknown' = 'unknown') => {
    const { entry } = quoteAt(partner({ id: name.toLowerCase(), name }), query, ok(listing()), ok(book()), T, policy);
    return { ...entry!, complete, availability, total: { ...entry!.total, cost: total } };
  };
  it('complete entries first, then the rest, each by total cost, then name', () => {
    const ranked = rank([entryOf('Bravo', 3, false), entryOf('Alpha', 3, false), entryOf('Charlie', 9, true), entryOf('Delta', 1, false)]);
    expect(ranked.map((e) => [e.rank, e.exchange.name])).toEqual([
      [1, 'Charlie'],
      [2, 'Delta'],
      [3, 'Alpha'],
      [4, 'Bravo'],
    ]);
  });
  it('exchanges the record says serve the country before those it says nothing of', () => {
    const ranked = rank([
      entryOf('Alpha', 1, true),
      entryOf('Bravo', 9, false, 'available'),
      entryOf('Charlie', 5, true, 'available'),
      entryOf('Delta', 2, false),
    ]);
    expect(ranked.map((e) => [e.rank, e.exchange.name, e.availability])).toEqual([
      [1, 'Charlie', 'available'],
      [2, 'Bravo', 'available'],
      [3, 'Alpha', 'unknown'],
      [4, 'Delta', 'unknown'],
    ]);
  });
  it('the answer names the query, the order type and the library', () => {
    const a = assemble(
      query,
      [
        {
          excluded: unavailableIn(
            partner({ availability: [{ country: 'DE', status: 'not-available', reason: 'banned', provenance: { kind: 'catalogue' } }] }),
            'DE',
          )!,
        },
      ],
      T,
      { name: 'ccxt', version: '4.5.84' },
    );
    expect(a).toMatchObject({
      query,
      generatedAt: '2026-11-27T12:00:00.000Z',
      orderType: 'market',
      library: { name: 'ccxt', version: '4.5.84' },
      ranked: [],
    });
    expect(a.excluded.map((e) => e.reason)).toEqual(['not-available-in-country']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestFirst, costToBuy, isBuyAmount, parseBuyAmount, type BookLevel, type BuyCost } from './cost-to-buy.js';

const filled = (r: ReturnType<typeof costToBuy>): BuyCost => {
  if (r.status !== 'filled') throw new Error(`expected a fill, got ${JSON.stringify(r)}`);
  return r;
};

describe('costToBuy: hand-worked examples', () => {
  // asks 100 × 1, 101 × 2, 105 × 10; bids 99 × 1, 98 × 5. Best ask 100, best bid 99, mid 99.5.
  const book = {
    asks: [
      [101, 2],
      [100, 1],
      [105, 10],
    ] as BookLevel[], // out of order on purpose: the walk sorts them
    bids: [
      [98, 5],
      [99, 1],
    ] as BookLevel[],
  };

  it('walks two levels: 303 in at 1 % taker, no deposit', () => {
    // traded N = 303 / 1.01 = 300; fee = 1 % × 300 = 3
    // level 100 × 1 costs 100 → 1 unit, 200 left; level 101: 200 / 101 = 1.98019802 units
    // received = 2.98019802; average = 300 / 2.98019802 = 100.66445183
    // spread = 2.98019802 × (100 − 99.5) = 1.49009901
    // slippage = 300 − 2.98019802 × 100 = 1.98019802
    // total = 3 + 1.49009901 + 1.98019802 = 6.47029703 = 303 − 2.98019802 × 99.5; 6.47029703 / 303 = 2.13541156 %
    const r = filled(costToBuy({ book, amount: 303, takerPercent: 1, depositCost: 0 }));
    expect(r.traded).toBeCloseTo(300, 9);
    expect(r.received).toBeCloseTo(2.98019802, 8);
    expect(r.averagePrice).toBeCloseTo(100.66445183, 7);
    expect([r.bestAsk, r.bestBid, r.midPrice, r.levelsUsed]).toEqual([100, 99, 99.5, 2]);
    expect(r.fee.cost).toBeCloseTo(3, 9);
    expect(r.fee.percent).toBeCloseTo(0.99009901, 7);
    expect(r.spread.cost).toBeCloseTo(1.49009901, 7);
    expect(r.slippage.cost).toBeCloseTo(1.98019802, 7);
    expect(r.deposit).toEqual({ cost: 0, percent: 0 });
    expect(r.total.cost).toBeCloseTo(6.47029703, 7);
    expect(r.total.cost).toBeCloseTo(303 - r.received * r.midPrice, 9);
    expect(r.total.percent).toBeCloseTo(2.13541156, 7);
  });

  it('inside the best level there is no slippage, only half the spread', () => {
    // 50 in, 0 % fee: 0.5 units at 100; spread = 0.5 × 0.5 = 0.25 (0.5 %), slippage 0, total 0.25
    const r = filled(costToBuy({ book, amount: 50, takerPercent: 0, depositCost: 0 }));
    expect(r.received).toBeCloseTo(0.5, 12);
    expect(r.levelsUsed).toBe(1);
    expect(r.slippage.cost).toBe(0);
    expect(r.spread.cost).toBeCloseTo(0.25, 12);
    expect(r.spread.percent).toBeCloseTo(0.5, 12);
    expect(r.total.cost).toBeCloseTo(0.25, 12);
  });

  it('takes the deposit cost off first', () => {
    // 110 in, deposit 10, fee 0.25 %: N = 100 / 1.0025 = 99.75062344, fee = 0.24937656
    // 99.75062344 / 100 = 0.99750623 units at the best ask; spread = 0.99750623 × 0.5 = 0.49875312
    // total = 10 + 0.24937656 + 0.49875312 = 10.74812968 (9.77102698 % of 110)
    const r = filled(costToBuy({ book, amount: 110, takerPercent: 0.25, depositCost: 10 }));
    expect(r.deposit.cost).toBe(10);
    expect(r.deposit.percent).toBeCloseTo(9.09090909, 7);
    expect(r.traded).toBeCloseTo(99.75062344, 7);
    expect(r.fee.cost).toBeCloseTo(0.24937656, 7);
    expect(r.received).toBeCloseTo(0.99750623, 7);
    expect(r.spread.cost).toBeCloseTo(0.49875312, 7);
    expect(r.total.cost).toBeCloseTo(10.74812968, 7);
    expect(r.total.percent).toBeCloseTo(9.77102698, 6);
  });

  it('a thin book: filling exactly its last unit is a fill, a cent more is reported, never extrapolated', () => {
    // asks 100 × 1 and 101 × 2 hold 100 + 202 = 302 of value; bids 99 × 1
    const thin = {
      asks: [
        [100, 1],
        [101, 2],
      ] as BookLevel[],
      bids: [[99, 1]] as BookLevel[],
    };
    const all = filled(costToBuy({ book: thin, amount: 302, takerPercent: 0, depositCost: 0 }));
    expect(all.received).toBeCloseTo(3, 12);
    expect(all.levelsUsed).toBe(2);
    // slippage = 302 − 3 × 100 = 2; spread = 3 × 0.5 = 1.5
    expect(all.slippage.cost).toBeCloseTo(2, 9);
    expect(all.spread.cost).toBeCloseTo(1.5, 9);
    expect(costToBuy({ book: thin, amount: 302.01, takerPercent: 0, depositCost: 0 })).toEqual({
      status: 'amount-exceeds-book',
      needed: 302.01,
      available: 302,
      levels: 2,
    });
  });

  it('an empty side, a crossed or locked book and a deposit above the amount give no cost', () => {
    const asks: BookLevel[] = [[100, 1]];
    expect(costToBuy({ book: { asks: [], bids: [[99, 1]] }, amount: 10, takerPercent: 0, depositCost: 0 })).toEqual({
      status: 'empty-book',
      side: 'asks',
    });
    expect(costToBuy({ book: { asks, bids: [] }, amount: 10, takerPercent: 0, depositCost: 0 })).toEqual({
      status: 'empty-book',
      side: 'bids',
    });
    expect(costToBuy({ book: { asks, bids: [[101, 1]] }, amount: 10, takerPercent: 0, depositCost: 0 })).toEqual({
      status: 'crossed-book',
      bestBid: 101,
      bestAsk: 100,
    });
    expect(costToBuy({ book: { asks, bids: [[100, 1]] }, amount: 10, takerPercent: 0, depositCost: 0 }).status).toBe('crossed-book');
    expect(costToBuy({ book: { asks, bids: [[99, 1]] }, amount: 10, takerPercent: 0, depositCost: 10 })).toEqual({
      status: 'deposit-exceeds-amount',
      depositCost: 10,
    });
  });

  it('ignores levels that are not positive finite numbers (a zero-size level is a removal, not an offer)', () => {
    const r = filled(
      costToBuy({
        book: {
          asks: [
            [90, 0],
            [Number.NaN, 5],
            [100, 1],
          ],
          bids: [
            [-1, 3],
            [99, 1],
          ],
        },
        amount: 50,
        takerPercent: 0,
        depositCost: 0,
      }),
    );
    expect([r.bestAsk, r.bestBid]).toEqual([100, 99]);
    expect(r.received).toBeCloseTo(0.5, 12);
  });

  it('refuses numbers that are not amounts', () => {
    const ok = { book, amount: 10, takerPercent: 0, depositCost: 0 };
    expect(() => costToBuy({ ...ok, amount: 0 })).toThrow('amount must be a finite number above zero, got 0');
    expect(() => costToBuy({ ...ok, amount: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => costToBuy({ ...ok, takerPercent: -0.1 })).toThrow('takerPercent must be from 0 to below 100, got -0.1');
    expect(() => costToBuy({ ...ok, depositCost: Number.NaN })).toThrow('depositCost must be a finite number of at least zero, got NaN');
  });
});

describe('costToBuy: properties', () => {
  const level = fc.tuple(fc.double({ min: 1, max: 1000, noNaN: true }), fc.double({ min: 0.001, max: 10, noNaN: true }));
  const book = fc
    .tuple(fc.array(level, { minLength: 1, maxLength: 20 }), fc.double({ min: 0.01, max: 0.99, noNaN: true }))
    .map(([asks, bidShare]) => {
      const best = Math.min(...asks.map((a) => a[0]));
      return { asks: asks as BookLevel[], bids: [[best * bidShare, 1]] as BookLevel[] };
    });

  it('the parts add up to amount − received × mid, none is negative, and a fill never exceeds the book', () => {
    fc.assert(
      fc.property(
        book,
        fc.double({ min: 0.01, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (b, amount, takerPercent, depositShare) => {
          const r = costToBuy({ book: b, amount, takerPercent, depositCost: amount * depositShare });
          const value = b.asks.reduce((s, [p, q]) => s + p * q, 0);
          if (r.status === 'amount-exceeds-book') {
            expect(r.available).toBeCloseTo(value, 6);
            expect(r.needed).toBeGreaterThan(value);
            return;
          }
          const f = filled(r);
          for (const p of [f.deposit, f.fee, f.spread, f.slippage]) expect(p.cost).toBeGreaterThanOrEqual(0);
          expect(f.total.cost).toBeCloseTo(amount - f.received * f.midPrice, 6);
          expect(f.received).toBeLessThanOrEqual(b.asks.reduce((s, [, q]) => s + q, 0) * (1 + 1e-9));
          expect(f.averagePrice).toBeGreaterThanOrEqual(f.bestAsk * (1 - 1e-12));
        },
      ),
    );
  });

  it('bestFirst orders asks up and bids down', () => {
    expect(
      bestFirst(
        [
          [3, 1],
          [1, 1],
          [2, 1],
        ],
        'asks',
      ).map((l) => l[0]),
    ).toEqual([1, 2, 3]);
    expect(
      bestFirst(
        [
          [3, 1],
          [1, 1],
          [2, 1],
        ],
        'bids',
      ).map((l) => l[0]),
    ).toEqual([3, 2, 1]);
  });
});

describe('the amounts the API takes', () => {
  it('reads plain decimal text from 1 to 1,000,000 with at most 8 decimals, and nothing written another way', () => {
    expect(['1', '0500', '99.12345678', '1000000.00'].map(parseBuyAmount)).toEqual([1, 500, 99.12345678, 1_000_000]);
    for (const text of [
      '0',
      '0.99',
      '1000000.01',
      '5e-324',
      '1e3',
      '0x10',
      '-5',
      '+5',
      ' 5',
      '5.',
      '.5',
      '1,5',
      'Infinity',
      '1.123456789',
      '',
    ])
      expect(parseBuyAmount(text), text).toBeUndefined();
  });

  it('a number is an amount when it is one once written out (as a client sends it)', () => {
    for (const n of [1, 1.5, 500, 99.12345678, 1_000_000]) expect(isBuyAmount(n), String(n)).toBe(true);
    // 1e-7 is written with an exponent
    for (const n of [0, 0.99, 1e-7, 1.123456789, 1_000_000.01, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isBuyAmount(n), String(n)).toBe(false);
  });
});

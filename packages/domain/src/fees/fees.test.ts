import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareFees,
  costAt,
  DEPOSIT_METHODS,
  ORDER_KINDS,
  tierFor,
  type CheckedFact,
  type FeeExchange,
  type FeeFacts,
  type TradingSchedule,
} from './fees.js';

// `confirmed`: an editor checked it; otherwise it is only from our catalogue (never ranked).
const fact = <T>(value: T, confirmed = true): CheckedFact<T> => ({
  value,
  provenance: confirmed ? { kind: 'checked', source: 'https://example.com/fees', checked: '2026-11-24' } : { kind: 'catalogue' },
});

const percent = fc.double({ min: 0, max: 5, noNaN: true });
const schedule: fc.Arbitrary<TradingSchedule> = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 5 }),
    fc.array(fc.tuple(percent, percent), { minLength: 6, maxLength: 6 }),
    fc.option(fc.integer({ min: 1, max: 50_000_000 }), { nil: null }),
  )
  .map(([froms, rates, upTo]) => ({
    tiers: [0, ...froms.sort((a, b) => a - b)].map((fromUsd, i) => ({ fromUsd, maker: rates[i]![0], taker: rates[i]![1] })),
    coversUpToUsd: upTo,
  }));

const confirmedFacts: fc.Arbitrary<FeeFacts> = fc.record({
  deposit: fc.record({
    card: percent.map((p) => fact({ percent: p, fixedUsd: 0 })),
    bank: fc.tuple(percent, fc.double({ min: 0, max: 50, noNaN: true })).map(([p, f]) => fact({ percent: p, fixedUsd: f })),
    crypto: fc.constant(fact({ percent: 0 })),
  }),
  trading: schedule.map((s) => fact(s)),
  spread: fc.option(
    percent.map((p) => fact({ percent: p })),
    { nil: undefined },
  ),
  withdrawal: fc.double({ min: 0, max: 0.01, noNaN: true }).map((a) => ({ BTC: fact({ amount: a }) })),
});

const input = fc.record({
  sizeUsd: fc.double({ min: 0.01, max: 1e8, noNaN: true }),
  coin: fc.constant('BTC'),
  method: fc.constantFrom(...DEPOSIT_METHODS),
  order: fc.constantFrom(...ORDER_KINDS),
  coinPriceUsd: fc.option(fc.double({ min: 1, max: 200_000, noNaN: true }), { nil: null }),
  volume30dUsd: fc.option(fc.double({ min: 0, max: 6e7, noNaN: true }), { nil: undefined }),
});

const ex = (fees: FeeFacts | undefined): FeeExchange => ({ id: 'x', name: 'X', ...(fees ? { fees } : {}) });

describe('fee calculator (properties)', () => {
  it('never gives a negative part or total', () => {
    fc.assert(
      fc.property(confirmedFacts, input, (fees, t) => {
        const c = costAt(ex(fees), t);
        for (const p of c.parts) expect(p.costUsd).toBeGreaterThanOrEqual(0);
        if (c.totalUsd !== null) expect(c.totalUsd).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is monotonic in the trade size for the same 30-day volume (tier)', () => {
    fc.assert(
      fc.property(confirmedFacts, input, fc.double({ min: 0, max: 1e8, noNaN: true }), (fees, t, extra) => {
        const volume = t.volume30dUsd ?? 1000;
        const small = costAt(ex(fees), { ...t, volume30dUsd: volume });
        const big = costAt(ex(fees), { ...t, volume30dUsd: volume, sizeUsd: t.sizeUsd + extra });
        if (small.totalUsd !== null && big.totalUsd !== null) expect(big.totalUsd).toBeGreaterThanOrEqual(small.totalUsd - 1e-9);
        // Whether a total exists does not depend on the size when the volume is fixed.
        expect(big.totalUsd === null).toBe(small.totalUsd === null);
      }),
    );
  });

  it('a total is the sum of its parts, and every part is there', () => {
    fc.assert(
      fc.property(confirmedFacts, input, (fees, t) => {
        const c = costAt(ex(fees), t);
        if (c.totalUsd === null) return;
        expect(c.totalUsd).toBeCloseTo(
          c.parts.reduce((s, p) => s + p.costUsd, 0),
          6,
        );
        const names = c.parts.map((p) => p.part);
        expect(names).toEqual(fees.spread ? ['deposit', 'trading', 'spread', 'withdrawal'] : ['deposit', 'trading', 'withdrawal']);
        expect(c.spreadUnknown).toBe(!fees.spread);
      }),
    );
  });

  it('a missing fact, or one only from our catalogue, never becomes zero: the exchange moves to incomplete, naming it', () => {
    const parts = ['deposit', 'trading', 'spread', 'withdrawal'] as const;
    fc.assert(
      fc.property(confirmedFacts, input, fc.constantFrom(...parts), fc.boolean(), (fees, t, part, drop) => {
        const spread = fees.spread ?? fact({ percent: 0.5 });
        const base: FeeFacts = { ...fees, spread };
        const unverify = <T>(f: CheckedFact<T>): CheckedFact<T> => ({ ...f, provenance: { kind: 'catalogue' } });
        const broken: FeeFacts =
          part === 'deposit'
            ? { ...base, deposit: drop ? {} : { [t.method]: unverify(base.deposit![t.method]!) } }
            : part === 'trading'
              ? drop
                ? { ...base, trading: undefined }
                : { ...base, trading: unverify(base.trading!) }
              : part === 'spread'
                ? { ...base, spread: unverify(spread) }
                : { ...base, withdrawal: drop ? {} : { BTC: unverify(base.withdrawal!.BTC!) } };
        const result = compareFees([ex(broken)], { ...t, coinPriceUsd: 50_000, volume30dUsd: 0 });
        expect(result.complete).toEqual([]);
        expect(result.incomplete).toHaveLength(1);
        const c = result.incomplete[0]!;
        expect(c.totalUsd).toBeNull();
        expect(c.missing.map((m) => m.part)).toContain(part);
        expect(c.parts.map((p) => p.part)).not.toContain(part);
      }),
    );
  });

  it('an exchange with no fee facts at all misses deposit, trading and withdrawal', () => {
    fc.assert(
      fc.property(input, (t) => {
        const c = costAt(ex(undefined), t);
        expect(c.totalUsd).toBeNull();
        expect(c.missing.map((m) => `${m.part}:${m.reason}`)).toEqual(['deposit:absent', 'trading:absent', 'withdrawal:absent']);
      }),
    );
  });

  it('orders the complete exchanges cheapest first', () => {
    fc.assert(
      fc.property(fc.array(confirmedFacts, { minLength: 1, maxLength: 6 }), input, (list, t) => {
        const r = compareFees(
          list.map((fees, i) => ({ id: `e${i}`, name: `E${i}`, fees })),
          { ...t, coinPriceUsd: 40_000 },
        );
        const totals = r.complete.map((c) => c.totalUsd!);
        expect(totals).toEqual([...totals].sort((a, b) => a - b));
        expect(r.complete.length + r.incomplete.length).toBe(list.length);
      }),
    );
  });
});

describe('tier selection', () => {
  const s: TradingSchedule = {
    tiers: [
      { fromUsd: 0, maker: 0.25, taker: 0.4 },
      { fromUsd: 10_000, maker: 0.2, taker: 0.35 },
      { fromUsd: 50_000, maker: 0.14, taker: 0.24 },
    ],
    coversUpToUsd: 100_000,
  };
  it('takes the tier whose threshold the volume reaches, exactly at the boundary', () => {
    expect(tierFor(s, 0)?.taker).toBe(0.4);
    expect(tierFor(s, 9_999.99)?.taker).toBe(0.4);
    expect(tierFor(s, 10_000)?.taker).toBe(0.35);
    expect(tierFor(s, 49_999.99)?.taker).toBe(0.35);
    expect(tierFor(s, 50_000)?.taker).toBe(0.24);
    expect(tierFor(s, 99_999.99)?.maker).toBe(0.14);
  });
  it('has no tier at or beyond the schedule we hold', () => {
    expect(tierFor(s, 100_000)).toBeNull();
    expect(tierFor({ ...s, coversUpToUsd: null }, 1e12)?.taker).toBe(0.24);
    const c = costAt(ex({ trading: fact(s) }), { sizeUsd: 100_000, coin: 'BTC', method: 'card', order: 'taker', coinPriceUsd: 1 });
    expect(c.missing.find((m) => m.part === 'trading')?.reason).toBe('beyond-tiers');
  });
  it('property: the chosen tier is the highest threshold not above the volume', () => {
    fc.assert(
      fc.property(schedule, fc.double({ min: 0, max: 6e7, noNaN: true }), (sch, v) => {
        const t = tierFor(sch, v);
        if (sch.coversUpToUsd !== null && v >= sch.coversUpToUsd) expect(t).toBeNull();
        else expect(t).toEqual(sch.tiers.filter((x) => x.fromUsd <= v).at(-1));
      }),
    );
  });
  it('uses the taker or maker rate as asked and the trade size for the cost', () => {
    const fees: FeeFacts = {
      deposit: { bank: fact({ percent: 0, fixedUsd: 1 }) },
      trading: fact(s),
      withdrawal: { BTC: fact({ amount: 0.0001 }) },
    };
    const t = { sizeUsd: 20_000, coin: 'btc', method: 'bank', coinPriceUsd: 50_000 } as const;
    expect(costAt(ex(fees), { ...t, order: 'taker' }).totalUsd).toBeCloseTo(1 + 70 + 5, 9);
    expect(costAt(ex(fees), { ...t, order: 'maker' }).totalUsd).toBeCloseTo(1 + 40 + 5, 9);
    const noPrice = costAt(ex(fees), { ...t, order: 'maker', coinPriceUsd: null });
    expect(noPrice.missing).toEqual([expect.objectContaining({ part: 'withdrawal', reason: 'no-price' })]);
  });
});

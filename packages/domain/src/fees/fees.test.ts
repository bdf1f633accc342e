import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { methodsForFiat } from '../payments/methods.js';
import {
  compareFees,
  costAt,
  depositFee,
  ORDER_KINDS,
  tierFor,
  type CheckedFact,
  type FeeExchange,
  type FeeFacts,
  type PaymentMethodFact,
  type TradeInput,
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

const CHECKED = { kind: 'checked', source: 'https://example.com/fees', checked: '2026-11-24' } as const;
const FIATS = ['EUR', 'USD', 'GBP', 'BRL'] as const;
/** A checked deposit entry for every method of every fiat the input may ask for. */
const confirmedMethods: fc.Arbitrary<PaymentMethodFact[]> = fc
  .array(fc.tuple(percent, fc.double({ min: 0, max: 50, noNaN: true })), { minLength: 12, maxLength: 12 })
  .map((fees) =>
    FIATS.flatMap((fiat) => methodsForFiat(fiat).map((method) => ({ method, fiat }))).map(({ method, fiat }, i) => ({
      method,
      fiat,
      deposit: { feePercent: fees[i % fees.length]![0], feeFixed: fees[i % fees.length]![1] },
      provenance: CHECKED,
    })),
  );

const confirmedFacts: fc.Arbitrary<FeeFacts> = fc.record({
  trading: schedule.map((s) => fact(s)),
  spread: fc.option(
    percent.map((p) => fact({ percent: p })),
    { nil: undefined },
  ),
  withdrawal: fc.double({ min: 0, max: 0.01, noNaN: true }).map((a) => ({ BTC: fact({ amount: a }) })),
});

const input: fc.Arbitrary<TradeInput> = fc
  .record({
    size: fc.double({ min: 0.01, max: 1e8, noNaN: true }),
    fiat: fc.constantFrom(...FIATS),
    usdPerUnit: fc.double({ min: 0.1, max: 2, noNaN: true }),
    methodIndex: fc.nat(),
    coin: fc.constant('BTC'),
    order: fc.constantFrom(...ORDER_KINDS),
    coinPriceUsd: fc.option(fc.double({ min: 1, max: 200_000, noNaN: true }), { nil: null }),
    volume30dUsd: fc.option(fc.double({ min: 0, max: 6e7, noNaN: true }), { nil: undefined }),
  })
  .map(({ methodIndex, ...t }) => {
    const methods = methodsForFiat(t.fiat);
    return { ...t, method: methods[methodIndex % methods.length]! };
  });

const ex = (fees: FeeFacts | undefined, paymentMethods?: PaymentMethodFact[]): FeeExchange => ({
  id: 'x',
  name: 'X',
  ...(fees ? { fees } : {}),
  ...(paymentMethods ? { paymentMethods } : {}),
});

describe('fee calculator (properties)', () => {
  it('never gives a negative part or total', () => {
    fc.assert(
      fc.property(confirmedFacts, confirmedMethods, input, (fees, methods, t) => {
        const c = costAt(ex(fees, methods), t);
        for (const p of c.parts) expect(p.cost).toBeGreaterThanOrEqual(0);
        if (c.total !== null) expect(c.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is monotonic in the trade size for the same 30-day volume (tier)', () => {
    fc.assert(
      fc.property(confirmedFacts, confirmedMethods, input, fc.double({ min: 0, max: 1e8, noNaN: true }), (fees, methods, t, extra) => {
        const volume = t.volume30dUsd ?? 1000;
        const small = costAt(ex(fees, methods), { ...t, volume30dUsd: volume });
        const big = costAt(ex(fees, methods), { ...t, volume30dUsd: volume, size: t.size + extra });
        if (small.total !== null && big.total !== null) expect(big.total).toBeGreaterThanOrEqual(small.total - 1e-9);
        // Whether a total exists does not depend on the size when the volume is fixed.
        expect(big.total === null).toBe(small.total === null);
      }),
    );
  });

  it('a total is the sum of its parts, and every part is there', () => {
    fc.assert(
      fc.property(confirmedFacts, confirmedMethods, input, (fees, methods, t) => {
        const c = costAt(ex(fees, methods), t);
        if (c.total === null) return;
        expect(c.total).toBeCloseTo(
          c.parts.reduce((s, p) => s + p.cost, 0),
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
      fc.property(confirmedFacts, confirmedMethods, input, fc.constantFrom(...parts), fc.boolean(), (fees, methods, t, part, drop) => {
        const spread = fees.spread ?? fact({ percent: 0.5 });
        const base: FeeFacts = { ...fees, spread };
        const unverify = <T>(f: CheckedFact<T>): CheckedFact<T> => ({ ...f, provenance: { kind: 'catalogue' } });
        const mine = (m: PaymentMethodFact) => m.method === t.method && m.fiat === t.fiat;
        const brokenMethods =
          part !== 'deposit'
            ? methods
            : drop
              ? methods.filter((m) => !mine(m))
              : methods.map((m) => (mine(m) ? { ...m, provenance: { kind: 'catalogue' as const } } : m));
        const broken: FeeFacts =
          part === 'deposit'
            ? base
            : part === 'trading'
              ? drop
                ? { ...base, trading: undefined }
                : { ...base, trading: unverify(base.trading!) }
              : part === 'spread'
                ? { ...base, spread: unverify(spread) }
                : { ...base, withdrawal: drop ? {} : { BTC: unverify(base.withdrawal!.BTC!) } };
        const result = compareFees([ex(broken, brokenMethods)], { ...t, coinPriceUsd: 50_000, volume30dUsd: 0 });
        expect(result.complete).toEqual([]);
        expect(result.incomplete).toHaveLength(1);
        const c = result.incomplete[0]!;
        expect(c.total).toBeNull();
        expect(c.missing.map((m) => m.part)).toContain(part);
        expect(c.parts.map((p) => p.part)).not.toContain(part);
      }),
    );
  });

  it('an exchange with no fee facts at all misses deposit, trading and withdrawal', () => {
    fc.assert(
      fc.property(input, (t) => {
        const c = costAt(ex(undefined), t);
        expect(c.total).toBeNull();
        expect(c.missing.map((m) => `${m.part}:${m.reason}`)).toEqual(['deposit:absent', 'trading:absent', 'withdrawal:absent']);
      }),
    );
  });

  it('orders the complete exchanges cheapest first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(confirmedFacts, confirmedMethods, fc.constantFrom('available' as const, 'unknown' as const)), {
          minLength: 1,
          maxLength: 6,
        }),
        input,
        (list, t) => {
          const r = compareFees(
            list.map(([fees, paymentMethods, availability], i) => ({ id: `e${i}`, name: `E${i}`, fees, paymentMethods, availability })),
            { ...t, coinPriceUsd: 40_000 },
          );
          // those the record says serve the country first, each group cheapest first
          const known = r.complete.filter((c) => c.availability === 'available');
          expect(r.complete.slice(0, known.length)).toEqual(known);
          for (const group of [known, r.complete.slice(known.length)]) {
            const totals = group.map((c) => c.total!);
            expect(totals).toEqual([...totals].sort((a, b) => a - b));
          }
          expect(r.complete.length + r.incomplete.length).toBe(list.length);
        },
      ),
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
    const c = costAt(ex({ trading: fact(s) }), {
      size: 100_000,
      fiat: 'USD',
      usdPerUnit: 1,
      coin: 'BTC',
      method: 'card',
      order: 'taker',
      coinPriceUsd: 1,
    });
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
    const fees: FeeFacts = { trading: fact(s), withdrawal: { BTC: fact({ amount: 0.0001 }) } };
    const methods: PaymentMethodFact[] = [{ method: 'ach', fiat: 'USD', deposit: { feePercent: 0, feeFixed: 1 }, provenance: CHECKED }];
    const t = { size: 20_000, fiat: 'USD', usdPerUnit: 1, coin: 'btc', method: 'ach', coinPriceUsd: 50_000 } as const;
    expect(costAt(ex(fees, methods), { ...t, order: 'taker' }).total).toBeCloseTo(1 + 70 + 5, 9);
    expect(costAt(ex(fees, methods), { ...t, order: 'maker' }).total).toBeCloseTo(1 + 40 + 5, 9);
    const noPrice = costAt(ex(fees, methods), { ...t, order: 'maker', coinPriceUsd: null });
    expect(noPrice.missing).toEqual([expect.objectContaining({ part: 'withdrawal', reason: 'no-price' })]);
  });
});

describe("the deposit: the record's entry for the method and the currency", () => {
  const sepa = (deposit: PaymentMethodFact['deposit'], provenance: PaymentMethodFact['provenance'] = CHECKED): PaymentMethodFact => ({
    method: 'sepa',
    fiat: 'EUR',
    ...(deposit ? { deposit } : {}),
    provenance,
  });
  const t: TradeInput = { size: 1000, fiat: 'EUR', usdPerUnit: 1.1, coin: 'BTC', method: 'sepa', order: 'taker', coinPriceUsd: 55_000 };

  it('charges its percentage and fixed fee, both in the currency paid in', () => {
    expect(depositFee([sepa({ feePercent: 0.5, feeFixed: 1 })], 'sepa', 'EUR', 1000)).toMatchObject({
      state: 'known',
      cost: 6,
      percent: 0.6,
    });
    // a stated free deposit is zero; a stated fixed fee alone is the whole fee
    expect(depositFee([sepa({ feePercent: 0 })], 'sepa', 'eur', 250)).toMatchObject({ state: 'known', cost: 0, percent: 0 });
    expect(depositFee([sepa({ feeFixed: 2 })], 'sepa', 'EUR', 200)).toMatchObject({ state: 'known', cost: 2, percent: 1 });
  });

  it('another method, another currency or no entry is unknown; an entry without a fee is offered, fee unknown', () => {
    const entries = [sepa({ feePercent: 0 })];
    expect(depositFee(entries, 'card', 'EUR', 100)).toEqual({ state: 'unknown' });
    expect(depositFee(entries, 'sepa', 'GBP', 100)).toEqual({ state: 'unknown' });
    expect(depositFee(undefined, 'sepa', 'EUR', 100)).toEqual({ state: 'unknown' });
    expect(depositFee([sepa({})], 'sepa', 'EUR', 100)).toEqual({ state: 'unknown', entry: sepa({}) });
    expect(depositFee([sepa(undefined)], 'sepa', 'EUR', 100)).toEqual({ state: 'unknown', entry: sepa(undefined) });
    const c = costAt(ex(undefined, [sepa({ minimum: 1 })]), t);
    expect(c.missing[0]).toEqual({ part: 'deposit', reason: 'fee-unstated', fact: { value: { minimum: 1 }, provenance: CHECKED } });
  });

  it('a catalogue entry is shown with its figure and kept out of the total; a minimum above the trade is named', () => {
    const c = costAt(ex(undefined, [sepa({ feePercent: 1, minimum: 5000 }, { kind: 'catalogue', source: 'https://ex.example/fees' })]), t);
    expect(c.missing[0]).toMatchObject({ part: 'deposit', reason: 'unchecked', uncheckedCost: 10, uncheckedPercent: 1 });
    expect(c.total).toBeNull();
    expect(c.depositMinimumAbove).toBe(5000);
    expect(costAt(ex(undefined, [sepa({ feePercent: 1, minimum: 10 })]), t).depositMinimumAbove).toBeNull();
  });

  it('prices the withdrawal in the currency paid in and places the trade in the tiers by its US dollar value', () => {
    const s: TradingSchedule = {
      tiers: [
        { fromUsd: 0, maker: 0.2, taker: 0.4 },
        { fromUsd: 1050, maker: 0.1, taker: 0.3 },
      ],
      coversUpToUsd: null,
    };
    const fees: FeeFacts = { trading: fact(s), withdrawal: { BTC: fact({ amount: 0.0001 }) } };
    const c = costAt(ex(fees, [sepa({ feePercent: 0 })]), t);
    // 1,000 EUR are 1,100 USD: the second tier; 0.0001 BTC at 55,000 USD is 5.5 USD, 5 EUR
    expect(c.parts.map((p) => [p.part, p.cost])).toEqual([
      ['deposit', 0],
      ['trading', 3],
      ['withdrawal', 5],
    ]);
    expect(c.total).toBeCloseTo(8, 9);
  });
});

describe('one number, one source', () => {
  const s: TradingSchedule = { tiers: [{ fromUsd: 0, maker: 0.25, taker: 0.4 }], coversUpToUsd: null };
  const listing = {
    kind: 'feed',
    feed: "Kraken's spot market listing, read through ccxt 4.5.84",
    version: '4.5.84',
    source: 'https://www.kraken.com/en-us/features/fee-schedule',
  } as const;
  const t: TradeInput = { size: 1000, fiat: 'EUR', usdPerUnit: 1, coin: 'BTC', method: 'sepa', order: 'taker', coinPriceUsd: null };
  const kraken: FeeExchange = { id: 'kraken', name: 'Kraken', fees: { trading: fact(s, false) } };

  it("the catalogue's taker fee that the live listing states too is shown, and counted, with the listing as its source", () => {
    const c = costAt(kraken, { ...t, liveFees: { kraken: { ratePercent: 0.4, provenance: listing } } });
    expect(c.parts).toEqual([{ part: 'trading', cost: 4, percent: 0.4, tier: s.tiers[0], provenance: listing }]);
  });

  it('a different figure, the maker fee or another exchange keeps the catalogue label', () => {
    const inputs: TradeInput[] = [
      { ...t, liveFees: { kraken: { ratePercent: 0.26, provenance: listing } } },
      { ...t, order: 'maker' as const, liveFees: { kraken: { ratePercent: 0.25, provenance: listing } } },
      { ...t, liveFees: { binance: { ratePercent: 0.4, provenance: listing } } },
    ];
    for (const input of inputs) {
      const c = costAt(kraken, input);
      expect(c.parts).toEqual([]);
      expect(c.missing.find((m) => m.part === 'trading')).toMatchObject({
        reason: 'unchecked',
        fact: { provenance: { kind: 'catalogue' } },
      });
    }
  });
});

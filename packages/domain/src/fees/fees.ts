/**
 * The fee calculator's published-schedule rule: what one trade costs at each exchange, from the exchange's
 * record (its fee schedule and its payment methods).
 *
 * A trade here is: pay fiat in with a method (SEPA, PIX, ACH, card...), buy a coin with it, take the coin
 * out to one's own wallet. Its parts are the deposit fee of that method for that currency (the record's
 * `paymentMethods` entry), the trading fee (maker or taker at the volume tier of the visitor's 30-day volume,
 * which is this trade's size unless they say otherwise), the spread where the exchange publishes one, and the
 * withdrawal fee of the coin. Costs are in the trade's own currency.
 *
 * Honesty rule: a fact that is absent never counts as zero, and one that is only from our catalogue (nobody
 * checked it, see `@coinatlas/domain/provenance/provenance`) never feeds the ranking. The exchange then goes
 * to `incomplete` with exactly what is missing (and the unchecked fact, so its figure can be shown as such).
 * Only exchanges with every part known and confirmed (checked by an editor, or from a named feed) get a total.
 *
 * One number, one source: where the live ranking read the same taker fee from a named feed (the exchange's
 * market listing) that the schedule's first tier states, that figure is shown and counted with the feed's
 * provenance, as the live ranking shows it.
 */

import { isConfirmed, type Provenance, type Sourced } from '../provenance/provenance.js';

/** The record's older deposit facts by kind (kept by the records; the calculator reads `paymentMethods`). */
export const DEPOSIT_METHODS = ['card', 'bank', 'crypto'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export const ORDER_KINDS = ['taker', 'maker'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const FEE_PARTS = ['deposit', 'trading', 'spread', 'withdrawal'] as const;
export type FeePart = (typeof FEE_PARTS)[number];

/** One fact as the content registry holds it: its value and where it comes from. */
export type CheckedFact<T> = Sourced<T>;

/** A fee charged on an amount: a percentage of it plus an optional fixed amount in USD. */
export type Charge = Readonly<{ percent: number; fixedUsd?: number }>;
/** One row of a trading-fee schedule: from this 30-day volume (USD) on, these percentages apply. */
export type TradingTier = Readonly<{ fromUsd: number; maker: number; taker: number }>;
/**
 * A trading-fee schedule: tiers by ascending `fromUsd`, the first from 0. `coversUpToUsd` is where the
 * tiers we hold stop (null: the last tier is open-ended); a volume at or above it has no known fee.
 */
export type TradingSchedule = Readonly<{ tiers: readonly TradingTier[]; coversUpToUsd: number | null }>;

export type FeeFacts = Readonly<{
  deposit?: Readonly<Partial<Record<DepositMethod, CheckedFact<Charge>>>>;
  trading?: CheckedFact<TradingSchedule>;
  /** The spread the exchange itself adds, where it publishes one. */
  spread?: CheckedFact<Readonly<{ percent: number }>>;
  /** Withdrawal fee per coin (upper-case symbol), in units of that coin. */
  withdrawal?: Readonly<Partial<Record<string, CheckedFact<Readonly<{ amount: number }>>>>>;
}>;

/** What moving money one way by a method costs, as the exchange's page states it; a field left out is unknown. */
export type MethodTerms = Readonly<{ feePercent?: number; feeFixed?: number; minimum?: number; time?: string }>;
/**
 * A record's `paymentMethods` entry: the exchange offers `method` for `fiat`. `feeFixed` and `minimum` are
 * in `fiat`. `deposit` absent: unknown whether deposits are offered that way; `{}`: offered, terms unknown.
 */
export type PaymentMethodFact = Readonly<{
  method: string;
  fiat: string;
  deposit?: MethodTerms;
  withdrawal?: MethodTerms;
  provenance: Provenance;
}>;

/** The record's entry for paying `fiat` in by `method`, where it has one. */
export const paymentEntryFor = (
  entries: readonly PaymentMethodFact[] | undefined,
  method: string,
  fiat: string,
): PaymentMethodFact | undefined => entries?.find((e) => e.method === method && e.fiat === fiat.toUpperCase());

/**
 * What depositing `amount` of `fiat` by `method` costs by the record: `known` when its entry states a fee (a
 * percentage, a fixed amount, or both: a page states a fee as what it charges), else `unknown`, with the
 * entry where the record lists the method without a fee (offered, fee not stated). Never zero for a fee
 * nobody stated.
 */
export type DepositFee =
  | Readonly<{ state: 'unknown'; entry?: PaymentMethodFact }>
  | Readonly<{
      state: 'known';
      entry: PaymentMethodFact;
      cost: number;
      /** the cost in percent of the amount */
      percent: number;
      /** the smallest deposit the page states, in the fiat; null when it states none */
      minimum: number | null;
    }>;

export function depositFee(entries: readonly PaymentMethodFact[] | undefined, method: string, fiat: string, amount: number): DepositFee {
  const entry = paymentEntryFor(entries, method, fiat);
  const terms = entry?.deposit;
  if (!entry || !terms || (terms.feePercent === undefined && terms.feeFixed === undefined))
    return entry ? { state: 'unknown', entry } : { state: 'unknown' };
  const cost = ((terms.feePercent ?? 0) / 100) * amount + (terms.feeFixed ?? 0);
  return { state: 'known', entry, cost, percent: amount > 0 ? (cost / amount) * 100 : 0, minimum: terms.minimum ?? null };
}

/** A taker fee a named feed states right now for the pair (the live ranking's fee part). */
export type LiveFee = Readonly<{ ratePercent: number; provenance: Provenance }>;

export type FeeExchange = Readonly<{
  id: string;
  name: string;
  fees?: FeeFacts;
  paymentMethods?: readonly PaymentMethodFact[];
  /** What the record says of the visitor's country (the caller leaves out those recorded as not available). */
  availability?: 'available' | 'unknown';
}>;

export type TradeInput = Readonly<{
  /** What the visitor puts in, in `fiat` (> 0). */
  size: number;
  /** ISO 4217 code of the currency paid in. */
  fiat: string;
  /** US dollars per unit of `fiat` (1 for USD): places the trade in the schedule's tiers (USD) and values the withdrawal. */
  usdPerUnit: number;
  /** Upper-case symbol of the coin bought and withdrawn. */
  coin: string;
  /** How the fiat is paid in (a `paymentMethods` method). */
  method: string;
  order: OrderKind;
  /** The coin's price in USD, to value its withdrawal fee; null when we have no price. */
  coinPriceUsd: number | null;
  /** The visitor's 30-day volume in USD including this trade; defaults to the trade's size. */
  volume30dUsd?: number;
  /** Taker fees a named feed gave for this pair, by exchange id (the live ranking's). */
  liveFees?: Readonly<Record<string, LiveFee>>;
}>;

/** Why a part has no cost we can use. `fee-unstated`: the method is offered but the record holds no fee for it. */
export type MissingReason = 'absent' | 'unchecked' | 'beyond-tiers' | 'no-price' | 'fee-unstated';

export type KnownPart = Readonly<{
  part: FeePart;
  /** in the trade's currency */
  cost: number;
  /** The percentage applied (deposit, trading, spread), when one is. */
  percent?: number;
  /** The tier used (trading). */
  tier?: TradingTier;
  /** The fee in coin units (withdrawal). */
  coinAmount?: number;
  provenance: Provenance;
}>;

export type MissingPart = Readonly<{
  part: FeePart;
  reason: MissingReason;
  /** The fact we hold but could not use (unchecked, offered without a fee, or confirmed with no price to value it). */
  fact?: CheckedFact<unknown>;
  /** What the unchecked fact would cost, in the trade's currency, shown as "not checked" only. */
  uncheckedCost?: number;
  /** The percentage that figure applies (deposit, trading, spread), likewise unchecked. */
  uncheckedPercent?: number;
}>;

export type ExchangeCost = Readonly<{
  id: string;
  name: string;
  availability: 'available' | 'unknown';
  parts: readonly KnownPart[];
  missing: readonly MissingPart[];
  /** True when the exchange publishes no spread of its own (the total then has no spread part). */
  spreadUnknown: boolean;
  /** The smallest deposit by the method the record states, in the trade's currency, when it is above the trade. */
  depositMinimumAbove: number | null;
  /** The sum of the parts, in the trade's currency; null when anything is missing. */
  total: number | null;
}>;

export type FeeComparison = Readonly<{
  /** Exchanges with every fact known and confirmed: those the record says serve the country first, each cheapest first (ties by name). */
  complete: readonly ExchangeCost[];
  /** Exchanges missing at least one fact: those the record says serve the country first, else in the order given. */
  incomplete: readonly ExchangeCost[];
}>;

const pct = (percent: number, amount: number) => (percent / 100) * amount;

/** The tier of a 30-day volume: the last whose `fromUsd` it reaches; null beyond the schedule we hold. */
export function tierFor(schedule: TradingSchedule, volumeUsd: number): TradingTier | null {
  if (schedule.coversUpToUsd !== null && volumeUsd >= schedule.coversUpToUsd) return null;
  let found: TradingTier | null = null;
  for (const t of schedule.tiers) if (volumeUsd >= t.fromUsd && (!found || t.fromUsd >= found.fromUsd)) found = t;
  return found;
}

const valid = (n: number) => Number.isFinite(n) && n >= 0;
const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** The cost of one trade at one exchange. */
export function costAt(exchange: FeeExchange, input: TradeInput): ExchangeCost {
  const size = input.size;
  const volume = input.volume30dUsd ?? size * input.usdPerUnit;
  const fees = exchange.fees ?? {};
  const parts: KnownPart[] = [];
  const missing: MissingPart[] = [];
  const use = (part: FeePart, fact: CheckedFact<unknown>, cost: number, extra: Partial<KnownPart>) => {
    if (!valid(cost)) missing.push({ part, reason: 'absent' });
    else if (!isConfirmed(fact.provenance))
      missing.push({
        part,
        reason: 'unchecked',
        fact,
        uncheckedCost: cost,
        ...(extra.percent !== undefined ? { uncheckedPercent: extra.percent } : {}),
      });
    else parts.push({ part, cost, provenance: fact.provenance, ...extra });
  };

  const deposit = depositFee(exchange.paymentMethods, input.method, input.fiat, size);
  let depositMinimumAbove: number | null = null;
  if (deposit.state === 'known') {
    use('deposit', { value: deposit.entry.deposit, provenance: deposit.entry.provenance }, deposit.cost, { percent: deposit.percent });
    if (deposit.minimum !== null && deposit.minimum > size) depositMinimumAbove = deposit.minimum;
  } else if (deposit.entry)
    missing.push({
      part: 'deposit',
      reason: 'fee-unstated',
      fact: { value: deposit.entry.deposit ?? null, provenance: deposit.entry.provenance },
    });
  else missing.push({ part: 'deposit', reason: 'absent' });

  const trading = fees.trading;
  if (!trading) missing.push({ part: 'trading', reason: 'absent' });
  else {
    const tier = tierFor(trading.value, volume);
    if (!tier) missing.push({ part: 'trading', reason: 'beyond-tiers', fact: trading });
    else {
      const percent = tier[input.order];
      const live = input.liveFees?.[exchange.id];
      // the first tier's taker fee is what a feed reads as the pair's fee: the same figure, the feed's source
      const fromFeed =
        !isConfirmed(trading.provenance) && live && input.order === 'taker' && tier.fromUsd === 0 && same(live.ratePercent, percent);
      use('trading', fromFeed ? { value: trading.value, provenance: live.provenance } : trading, pct(percent, size), { percent, tier });
    }
  }

  const spread = fees.spread;
  if (spread) use('spread', spread, pct(spread.value.percent, size), { percent: spread.value.percent });

  const withdrawal = fees.withdrawal?.[input.coin.toUpperCase()];
  if (!withdrawal) missing.push({ part: 'withdrawal', reason: 'absent' });
  else if (input.coinPriceUsd === null || !valid(input.coinPriceUsd))
    missing.push({ part: 'withdrawal', reason: isConfirmed(withdrawal.provenance) ? 'no-price' : 'unchecked', fact: withdrawal });
  else
    use('withdrawal', withdrawal, (withdrawal.value.amount * input.coinPriceUsd) / input.usdPerUnit, {
      coinAmount: withdrawal.value.amount,
    });

  const order = (p: { part: FeePart }) => FEE_PARTS.indexOf(p.part);
  parts.sort((a, b) => order(a) - order(b));
  missing.sort((a, b) => order(a) - order(b));
  return {
    id: exchange.id,
    name: exchange.name,
    availability: exchange.availability ?? 'unknown',
    parts,
    missing,
    spreadUnknown: !spread,
    depositMinimumAbove,
    total: missing.length === 0 ? parts.reduce((s, p) => s + p.cost, 0) : null,
  };
}

const knownFirst = (a: ExchangeCost, b: ExchangeCost) => Number(b.availability === 'available') - Number(a.availability === 'available');

/** Every exchange's cost of the trade: the complete ones cheapest first, the others apart. */
export function compareFees(exchanges: readonly FeeExchange[], input: TradeInput): FeeComparison {
  const costs = exchanges.map((e) => costAt(e, input));
  return {
    complete: costs.filter((c) => c.total !== null).sort((a, b) => knownFirst(a, b) || a.total! - b.total! || a.name.localeCompare(b.name)),
    incomplete: costs.filter((c) => c.total === null).sort(knownFirst),
  };
}

/** A trade size the calculator accepts: a finite amount above zero, up to a billion. */
export const MAX_TRADE_SIZE = 1_000_000_000;
export const isTradeSize = (n: number): boolean => Number.isFinite(n) && n > 0 && n <= MAX_TRADE_SIZE;

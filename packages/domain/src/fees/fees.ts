/**
 * The fee calculator's rule: what one trade costs at each exchange, from the exchange's fee facts.
 *
 * A trade here is: put money in with a method (card, bank transfer or a crypto deposit), buy a coin with
 * it, take the coin out to one's own wallet. Its parts are the deposit fee, the trading fee (maker or taker
 * at the volume tier of the visitor's 30-day volume, which is this trade's size unless they say
 * otherwise), the spread where the exchange publishes one, and the withdrawal fee of the coin.
 *
 * Honesty rule: a fact that is absent never counts as zero, and one that is only from our catalogue (nobody
 * checked it, see `@coinatlas/domain/provenance/provenance`) never feeds the ranking. The exchange then goes
 * to `incomplete` with exactly what is missing (and the unchecked fact, so its figure can be shown as such).
 * Only exchanges with every part known and confirmed (checked by an editor, or from a named feed) get a total.
 */

import { isConfirmed, type Provenance, type Sourced } from '../provenance/provenance.js';

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

export type FeeExchange = Readonly<{ id: string; name: string; fees?: FeeFacts }>;

export type TradeInput = Readonly<{
  /** What the visitor puts in, in USD (> 0). */
  sizeUsd: number;
  /** Upper-case symbol of the coin bought and withdrawn. */
  coin: string;
  method: DepositMethod;
  order: OrderKind;
  /** The coin's price in USD, to value its withdrawal fee; null when we have no price. */
  coinPriceUsd: number | null;
  /** The visitor's 30-day volume in USD including this trade; defaults to the trade's size. */
  volume30dUsd?: number;
}>;

/** Why a part has no cost we can use. */
export type MissingReason = 'absent' | 'unchecked' | 'beyond-tiers' | 'no-price';

export type KnownPart = Readonly<{
  part: FeePart;
  costUsd: number;
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
  /** The fact we hold but could not use (unchecked, or confirmed with no price to value it). */
  fact?: CheckedFact<unknown>;
  /** What the unchecked fact would cost, shown as "not checked" only. */
  uncheckedCostUsd?: number;
  /** The percentage that figure applies (deposit, trading, spread), likewise unchecked. */
  uncheckedPercent?: number;
}>;

export type ExchangeCost = Readonly<{
  id: string;
  name: string;
  parts: readonly KnownPart[];
  missing: readonly MissingPart[];
  /** True when the exchange publishes no spread of its own (the total then has no spread part). */
  spreadUnknown: boolean;
  /** The sum of the parts; null when anything is missing. */
  totalUsd: number | null;
}>;

export type FeeComparison = Readonly<{
  /** Exchanges with every fact known and confirmed, cheapest first (ties by name). */
  complete: readonly ExchangeCost[];
  /** Exchanges missing at least one fact, in the order given. */
  incomplete: readonly ExchangeCost[];
}>;

const pct = (percent: number, amount: number) => (percent / 100) * amount;
const chargeCost = (c: Charge, amount: number) => pct(c.percent, amount) + (c.fixedUsd ?? 0);

/** The tier of a 30-day volume: the last whose `fromUsd` it reaches; null beyond the schedule we hold. */
export function tierFor(schedule: TradingSchedule, volumeUsd: number): TradingTier | null {
  if (schedule.coversUpToUsd !== null && volumeUsd >= schedule.coversUpToUsd) return null;
  let found: TradingTier | null = null;
  for (const t of schedule.tiers) if (volumeUsd >= t.fromUsd && (!found || t.fromUsd >= found.fromUsd)) found = t;
  return found;
}

const valid = (n: number) => Number.isFinite(n) && n >= 0;

/** The cost of one trade at one exchange. */
export function costAt(exchange: FeeExchange, input: TradeInput): ExchangeCost {
  const size = input.sizeUsd;
  const volume = input.volume30dUsd ?? size;
  const fees = exchange.fees ?? {};
  const parts: KnownPart[] = [];
  const missing: MissingPart[] = [];
  const use = (part: FeePart, fact: CheckedFact<unknown>, costUsd: number, extra: Partial<KnownPart>) => {
    if (!valid(costUsd)) missing.push({ part, reason: 'absent' });
    else if (!isConfirmed(fact.provenance))
      missing.push({
        part,
        reason: 'unchecked',
        fact,
        uncheckedCostUsd: costUsd,
        ...(extra.percent !== undefined ? { uncheckedPercent: extra.percent } : {}),
      });
    else parts.push({ part, costUsd, provenance: fact.provenance, ...extra });
  };

  const deposit = fees.deposit?.[input.method];
  if (!deposit) missing.push({ part: 'deposit', reason: 'absent' });
  else use('deposit', deposit, chargeCost(deposit.value, size), { percent: deposit.value.percent });

  const trading = fees.trading;
  if (!trading) missing.push({ part: 'trading', reason: 'absent' });
  else {
    const tier = tierFor(trading.value, volume);
    if (!tier) missing.push({ part: 'trading', reason: 'beyond-tiers', fact: trading });
    else {
      const percent = tier[input.order];
      use('trading', trading, pct(percent, size), { percent, tier });
    }
  }

  const spread = fees.spread;
  if (spread) use('spread', spread, pct(spread.value.percent, size), { percent: spread.value.percent });

  const withdrawal = fees.withdrawal?.[input.coin.toUpperCase()];
  if (!withdrawal) missing.push({ part: 'withdrawal', reason: 'absent' });
  else if (input.coinPriceUsd === null || !valid(input.coinPriceUsd))
    missing.push({ part: 'withdrawal', reason: isConfirmed(withdrawal.provenance) ? 'no-price' : 'unchecked', fact: withdrawal });
  else use('withdrawal', withdrawal, withdrawal.value.amount * input.coinPriceUsd, { coinAmount: withdrawal.value.amount });

  const order = (p: { part: FeePart }) => FEE_PARTS.indexOf(p.part);
  parts.sort((a, b) => order(a) - order(b));
  missing.sort((a, b) => order(a) - order(b));
  return {
    id: exchange.id,
    name: exchange.name,
    parts,
    missing,
    spreadUnknown: !spread,
    totalUsd: missing.length === 0 ? parts.reduce((s, p) => s + p.costUsd, 0) : null,
  };
}

/** Every exchange's cost of the trade: the complete ones cheapest first, the others apart. */
export function compareFees(exchanges: readonly FeeExchange[], input: TradeInput): FeeComparison {
  const costs = exchanges.map((e) => costAt(e, input));
  return {
    complete: costs.filter((c) => c.totalUsd !== null).sort((a, b) => a.totalUsd! - b.totalUsd! || a.name.localeCompare(b.name)),
    incomplete: costs.filter((c) => c.totalUsd === null),
  };
}

/** A trade size the calculator accepts: a finite amount above zero, up to a billion. */
export const MAX_TRADE_SIZE = 1_000_000_000;
export const isTradeSize = (n: number): boolean => Number.isFinite(n) && n > 0 && n <= MAX_TRADE_SIZE;

/**
 * What a market buy costs on an exchange's order book, part by part.
 *
 * The visitor hands over `amount` in fiat, all in: the deposit cost of their payment method comes off
 * first, the taker fee is charged on what is traded, and the rest buys the asset from the asks, cheapest
 * first. With a taker fee rate f and D the deposit cost, the traded value N (the fiat that reaches the
 * sellers) is the one that leaves nothing over: D + N + f·N = amount, so N = (amount − D) / (1 + f).
 * (Exchanges take the fee in the fiat or in the asset received; either way it is f times the traded
 * value, so this is the same cost.)
 *
 * Every part is measured against the book's mid price m = (best bid + best ask) / 2, the fair value of
 * the asset at that moment. Receiving q units worth q·m at mid for `amount` costs amount − q·m in total,
 * which splits exactly into:
 *
 * - deposit: D;
 * - fee: f·N;
 * - spread: q · (best ask − m), paying the ask instead of mid (half the quoted spread, per unit);
 * - slippage: N − q · best ask, walking past the best ask into dearer levels.
 *
 * A book that cannot fill the amount is reported as such with its depth, never extrapolated. An empty side
 * (no asks to buy from, or no bids to place a mid) and a crossed or locked book (best bid at or above the
 * best ask: a feed glitch or a book caught mid-update) give no cost at all.
 */

/** One price level: price in fiat per unit of the asset, and the asset amount offered there. */
export type BookLevel = readonly [price: number, amount: number];
export type BookSides = Readonly<{ asks: readonly BookLevel[]; bids: readonly BookLevel[] }>;

export type BuyInput = Readonly<{
  book: BookSides;
  /** Everything the visitor hands over, in fiat (finite, above zero). */
  amount: number;
  /** The taker fee rate in percent of the traded value (0.26 means 0.26 %). */
  takerPercent: number;
  /** The deposit cost of the chosen method in fiat, as counted in the total (0 when none is counted). */
  depositCost: number;
}>;

/** A cost in fiat and as a percentage of the amount. */
export type CostPart = Readonly<{ cost: number; percent: number }>;

export type BuyCost = Readonly<{
  status: 'filled';
  /** The asset received. */
  received: number;
  /** The traded value in fiat (what reached the sellers). */
  traded: number;
  /** traded / received: the average price paid per unit. */
  averagePrice: number;
  bestAsk: number;
  bestBid: number;
  midPrice: number;
  /** How many ask levels the order reached into. */
  levelsUsed: number;
  deposit: CostPart;
  fee: CostPart;
  spread: CostPart;
  slippage: CostPart;
  /** The sum of the four: amount − received × mid. */
  total: CostPart;
}>;

export type BuyFailure =
  | Readonly<{ status: 'empty-book'; side: 'asks' | 'bids' }>
  | Readonly<{ status: 'crossed-book'; bestBid: number; bestAsk: number }>
  /** The asks we hold are worth less than the traded value the amount needs. */
  | Readonly<{ status: 'amount-exceeds-book'; needed: number; available: number; levels: number }>
  /** The deposit cost alone takes the whole amount. */
  | Readonly<{ status: 'deposit-exceeds-amount'; depositCost: number }>;

export type BuyResult = BuyCost | BuyFailure;

const usable = (l: BookLevel): boolean => Number.isFinite(l[0]) && Number.isFinite(l[1]) && l[0] > 0 && l[1] > 0;

/** The usable levels of one side, best first (asks ascending, bids descending). */
export function bestFirst(levels: readonly BookLevel[], side: 'asks' | 'bids'): BookLevel[] {
  const out = levels.filter(usable);
  return out.sort(side === 'asks' ? (a, b) => a[0] - b[0] : (a, b) => b[0] - a[0]);
}

/** How much of `traded` (fiat) is left unfilled below this, to absorb floating-point dust. */
const DUST = 1e-9;

/** The cost of buying with `amount` fiat at the book's asks. Throws a RangeError on invalid numbers. */
export function costToBuy(input: BuyInput): BuyResult {
  const { amount, takerPercent, depositCost } = input;
  if (!Number.isFinite(amount) || amount <= 0) throw new RangeError(`amount must be a finite number above zero, got ${amount}`);
  if (!Number.isFinite(takerPercent) || takerPercent < 0 || takerPercent >= 100)
    throw new RangeError(`takerPercent must be from 0 to below 100, got ${takerPercent}`);
  if (!Number.isFinite(depositCost) || depositCost < 0)
    throw new RangeError(`depositCost must be a finite number of at least zero, got ${depositCost}`);

  const asks = bestFirst(input.book.asks, 'asks');
  const bids = bestFirst(input.book.bids, 'bids');
  if (asks.length === 0) return { status: 'empty-book', side: 'asks' };
  if (bids.length === 0) return { status: 'empty-book', side: 'bids' };
  const bestAsk = asks[0]![0];
  const bestBid = bids[0]![0];
  if (bestBid >= bestAsk) return { status: 'crossed-book', bestBid, bestAsk };
  if (depositCost >= amount) return { status: 'deposit-exceeds-amount', depositCost };

  const rate = takerPercent / 100;
  const traded = (amount - depositCost) / (1 + rate);
  let left = traded;
  let received = 0;
  let levelsUsed = 0;
  for (const [price, size] of asks) {
    if (left <= traded * DUST) break;
    levelsUsed++;
    const value = price * size;
    if (value >= left) {
      received += left / price;
      left = 0;
      break;
    }
    received += size;
    left -= value;
  }
  if (left > traded * DUST) {
    const available = asks.reduce((s, [p, q]) => s + p * q, 0);
    return { status: 'amount-exceeds-book', needed: traded, available, levels: asks.length };
  }

  const mid = (bestAsk + bestBid) / 2;
  const part = (cost: number): CostPart => ({ cost, percent: (cost / amount) * 100 });
  const fee = rate * traded;
  const spread = received * (bestAsk - mid);
  // Never below zero: rounding could otherwise leave a negative dust of slippage on a one-level fill.
  const slippage = Math.max(0, traded - received * bestAsk);
  return {
    status: 'filled',
    received,
    traded,
    averagePrice: traded / received,
    bestAsk,
    bestBid,
    midPrice: mid,
    levelsUsed,
    deposit: part(depositCost),
    fee: part(fee),
    spread: part(spread),
    slippage: part(slippage),
    total: part(depositCost + fee + spread + slippage),
  };
}

/** The smallest and the largest amount the buy cost API accepts, in fiat units. */
/** The amount every tool starts from ("where do I buy 500 of BTC cheapest"), in the visitor's currency. */
export const DEFAULT_COST_AMOUNT = 500;
export const MIN_BUY_AMOUNT = 1;
export const MAX_BUY_AMOUNT = 1_000_000;

/**
 * How the API takes an amount: plain decimal digits, at most 8 after the point. No sign, exponent ('5e-324'),
 * hexadecimal ('0x10') or spelled-out value ('Infinity') that a number parser would take.
 */
export const BUY_AMOUNT_PATTERN = '^\\d{1,7}(\\.\\d{1,8})?$';
const BUY_AMOUNT = new RegExp(BUY_AMOUNT_PATTERN);

/** An amount as the API reads it: text as BUY_AMOUNT_PATTERN says, from MIN_BUY_AMOUNT to MAX_BUY_AMOUNT; else undefined. */
export function parseBuyAmount(text: string): number | undefined {
  if (!BUY_AMOUNT.test(text)) return undefined;
  const amount = Number(text);
  return amount >= MIN_BUY_AMOUNT && amount <= MAX_BUY_AMOUNT ? amount : undefined;
}

/** A number the API takes as an amount once written out (String(amount), as a client sends it). */
export const isBuyAmount = (amount: number): boolean => parseBuyAmount(String(amount)) !== undefined;

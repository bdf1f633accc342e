import { availabilityIn, type AvailabilityFact } from '@coinatlas/domain/availability/availability';
import { depositFee, tierFor, type FeeFacts, type PaymentMethodFact } from '@coinatlas/domain/fees/fees';
import { costToBuy } from '@coinatlas/domain/market/cost-to-buy';
import type { PaymentMethod } from '@coinatlas/domain/payments/methods';
import { isConfirmed, type Provenance } from '@coinatlas/domain/provenance/provenance';
import type { CostToBuyAnswer, ExclusionBody, ExclusionReason, ProvenanceValue, RankedEntryBody } from './answer.js';
import type { Failure } from './failure.js';
import type { Book, Listing } from './types.js';

/**
 * Builds the answer of the cost of a buy from what the service looked up: pure, so every rule below is
 * tested without an exchange. The rules:
 *
 * - A partner recorded as not available in the country is left out (whatever the provenance of that entry).
 * - Fee: a trading schedule an editor checked wins (its first tier: a new customer's rate); otherwise the
 *   spot market's taker fee from the listing, labelled by where it comes from (the exchange's listing, or
 *   the market-data library's own description) with the library's version and fee page. Neither: left out, "fee unknown".
 * - Deposit: the partner record's `paymentMethods` entry for the method and the currency (its percentage and
 *   fixed fee, in that currency). Only a confirmed one (checked, or a feed) is counted in the total; a
 *   catalogue figure is shown as unchecked and left out of the total, and a missing one is unknown (never
 *   zero). The entry then says it is not complete and what its total excludes.
 * - Spread and slippage come from the book, with the book's provenance (the exchange and the time read).
 * - Ranking: the exchanges the record says serve the country first, then those it says nothing of; within
 *   each, complete entries first, then the others, each by total cost, lowest first.
 */

export type QuoteQuery = Readonly<{ asset: string; fiat: string; amount: number; country: string | null; method: PaymentMethod }>;

/** What the quote needs of a partner record. */
export type QuotedPartner = Readonly<{
  id: string;
  name: string;
  marketId: string;
  fees?: FeeFacts;
  availability?: readonly AvailabilityFact[];
  paymentMethods?: readonly PaymentMethodFact[];
}>;

/** A lookup's outcome as the quote reads it (see shared-answers.ts). */
export type Found<A> =
  | Readonly<{ state: 'ok'; answer: A }>
  | Readonly<{ state: 'failing'; failure: Failure; last?: A }>
  | Readonly<{ state: 'pending'; last?: A }>;

export type QuotePolicy = Readonly<{
  bookFreshMs: number;
  bookMaxAgeMs: number;
  /** how long the request waited for what it lacked (named in "pending") */
  answerWaitMs: number;
}>;

const iso = (ms: number) => new Date(ms).toISOString();
const r4 = (n: number) => Math.round(n * 1e4) / 1e4;
const sig = (n: number) => Number(n.toPrecision(10));
const seconds = (ms: number) =>
  ms >= 120_000 ? `${Math.round(ms / 60_000)} min` : ms < 10_000 ? `${Number((ms / 1000).toFixed(1))} s` : `${Math.round(ms / 1000)} s`;

/** Whether the record says the partner is not available in the country: the exclusion, with its fact. */
export function unavailableIn(partner: QuotedPartner, country: string | null): ExclusionBody | undefined {
  const a = availabilityIn(partner.availability, country);
  if (a.state !== 'not-available') return undefined;
  return {
    exchange: ref(partner),
    reason: 'not-available-in-country',
    message: `${partner.name} is recorded as not available in ${country} (${a.fact.reason?.replaceAll('-', ' ')})`,
    at: null,
    provenance: a.fact.provenance as ProvenanceValue,
  };
}

const ref = (p: QuotedPartner) => ({ id: p.id, name: p.name, marketId: p.marketId });

function exclusion(
  p: QuotedPartner,
  reason: ExclusionReason,
  message: string,
  at: number | null = null,
  provenance: Provenance | null = null,
): ExclusionBody {
  return { exchange: ref(p), reason, message, at: at === null ? null : iso(at), provenance: provenance as ProvenanceValue | null };
}

/** The book as a source: the exchange (as the library names it), read through which library, when. */
export const bookProvenance = (listing: Listing, book: Book): Provenance => ({
  kind: 'feed',
  feed: `${listing.exchangeName}'s public order book for ${book.symbol}, read through ${listing.library.name} ${listing.library.version}`,
  version: listing.library.version,
  fetchedAt: iso(book.fetchedAt),
});

type FeeChoice = Readonly<{
  ratePercent: number;
  basis: RankedEntryBody['parts']['fee']['basis'];
  pages: string[];
  provenance: Provenance;
}>;

/** The taker fee that applies, and where it comes from (see the rules above); undefined when none is known. */
export function feeFor(partner: QuotedPartner, listing: Listing, symbol: string): FeeChoice | undefined {
  const trading = partner.fees?.trading;
  if (trading && trading.provenance.kind === 'checked') {
    const tier = tierFor(trading.value, 0);
    if (tier) return { ratePercent: tier.taker, basis: 'editor-checked', pages: [], provenance: trading.provenance };
  }
  const taker = listing.markets[symbol]?.takerPercent;
  if (taker === null || taker === undefined) return undefined;
  const lib = `${listing.library.name} ${listing.library.version}`;
  const feed =
    listing.feeBasis === 'exchange-listing'
      ? `${listing.exchangeName}'s spot market listing, read through ${lib}`
      : `${lib}'s description of ${listing.exchangeName}`;
  const source = listing.feePages[0];
  return {
    ratePercent: taker,
    basis: listing.feeBasis,
    pages: [...listing.feePages],
    provenance: { kind: 'feed', feed, version: listing.library.version, fetchedAt: iso(listing.fetchedAt), ...(source ? { source } : {}) },
  };
}

type DepositChoice = Readonly<{ part: RankedEntryBody['parts']['deposit']; counted: number }>;

/** The deposit part for the method and currency, and what of it the total counts. */
export function depositFor(partner: QuotedPartner, query: QuoteQuery): DepositChoice {
  const fee = depositFee(partner.paymentMethods, query.method, query.fiat, query.amount);
  const entry = fee.entry;
  const base = { method: query.method, offered: entry !== undefined, provenance: entry ? (entry.provenance as ProvenanceValue) : null };
  if (fee.state === 'unknown') {
    const minimum = entry?.deposit?.minimum ?? null;
    return { part: { ...base, status: 'unknown', cost: null, percent: null, minimum }, counted: 0 };
  }
  const confirmed = isConfirmed(fee.entry.provenance);
  return {
    part: { ...base, status: confirmed ? 'counted' : 'unchecked', cost: r4(fee.cost), percent: r4(fee.percent), minimum: fee.minimum },
    counted: confirmed ? fee.cost : 0,
  };
}

/** Why a listing or book lookup gave nothing usable, as an exclusion. */
function notFound<A extends { fetchedAt: number }>(
  p: QuotedPartner,
  what: 'listing' | 'book',
  found: Exclude<Found<A>, { state: 'ok' }>,
  nowMs: number,
  policy: QuotePolicy,
  symbol: string,
): ExclusionBody {
  const last = found.last;
  if (found.state === 'failing') {
    const had = last && what === 'book' ? `; its last ${symbol} book is ${seconds(nowMs - last.fetchedAt)} old, past the limit` : '';
    return exclusion(p, 'upstream-failing', `${p.name}: ${found.failure.message}${had}`, found.failure.at);
  }
  if (what === 'book' && last)
    return exclusion(
      p,
      'book-stale',
      `${p.name}'s latest ${symbol} order book is ${seconds(nowMs - last.fetchedAt)} old, past the ${seconds(policy.bookMaxAgeMs)} limit; a new one is being read`,
      last.fetchedAt,
    );
  return exclusion(
    p,
    'pending',
    `${p.name} has not answered within ${seconds(policy.answerWaitMs)} (its ${what === 'book' ? `${symbol} order book` : 'market listing'} is being read); ask again in a moment`,
  );
}

export type CandidateOutcome = Readonly<{ entry?: Omit<RankedEntryBody, 'rank'>; excluded?: ExclusionBody }>;

/** One exchange's part of the answer: its entry, or why it is left out. */
export function quoteAt(
  partner: QuotedPartner,
  query: QuoteQuery,
  listing: Found<Listing>,
  book: Found<Book> | undefined,
  nowMs: number,
  policy: QuotePolicy,
): CandidateOutcome {
  const symbol = `${query.asset}/${query.fiat}`;
  if (listing.state !== 'ok') return { excluded: notFound(partner, 'listing', listing, nowMs, policy, symbol) };
  const l = listing.answer;
  if (!l.markets[symbol])
    return { excluded: exclusion(partner, 'pair-not-listed', `${partner.name} lists no active ${symbol} spot market`, l.fetchedAt) };
  if (!book) return { excluded: notFound(partner, 'book', { state: 'pending' }, nowMs, policy, symbol) };
  if (book.state !== 'ok') return { excluded: notFound(partner, 'book', book, nowMs, policy, symbol) };
  const b = book.answer;
  const fee = feeFor(partner, l, symbol);
  if (!fee)
    return {
      excluded: exclusion(
        partner,
        'fee-unknown',
        `Neither ${partner.name}'s listing nor ${l.library.name} gives a taker fee for ${symbol}, and no editor has checked one`,
        l.fetchedAt,
      ),
    };
  const deposit = depositFor(partner, query);
  const result = costToBuy({ book: b, amount: query.amount, takerPercent: fee.ratePercent, depositCost: deposit.counted });
  const provenance = bookProvenance(l, b);
  switch (result.status) {
    case 'empty-book':
      return {
        excluded: exclusion(
          partner,
          'book-unusable',
          `${partner.name}'s ${symbol} order book has no ${result.side}`,
          b.fetchedAt,
          provenance,
        ),
      };
    case 'crossed-book':
      return {
        excluded: exclusion(
          partner,
          'book-unusable',
          `${partner.name}'s ${symbol} order book is crossed (best bid ${result.bestBid} at or above best ask ${result.bestAsk})`,
          b.fetchedAt,
          provenance,
        ),
      };
    case 'amount-exceeds-book':
      return {
        excluded: exclusion(
          partner,
          'amount-exceeds-book',
          `The ${result.levels} best asks we hold of ${partner.name}'s ${symbol} book are worth ${r4(result.available)} ${query.fiat}; ` +
            `this buy needs ${r4(result.needed)} ${query.fiat} of them (we never extrapolate past the book)`,
          b.fetchedAt,
          provenance,
        ),
      };
    case 'deposit-exceeds-amount':
      return {
        excluded: exclusion(
          partner,
          'deposit-exceeds-amount',
          `${partner.name}'s deposit fee alone (${r4(result.depositCost)} ${query.fiat}) takes the whole amount`,
        ),
      };
    case 'filled':
      break;
  }
  const ageMs = Math.max(0, nowMs - b.fetchedAt);
  const complete = deposit.part.status === 'counted';
  const availability = availabilityIn(partner.availability, query.country).state === 'available' ? 'available' : 'unknown';
  const bookProv = provenance as ProvenanceValue;
  return {
    entry: {
      exchange: ref(partner),
      symbol,
      complete,
      availability,
      received: sig(result.received),
      averagePrice: sig(result.averagePrice),
      traded: r4(result.traded),
      levelsUsed: result.levelsUsed,
      parts: {
        fee: {
          cost: r4(result.fee.cost),
          percent: r4(result.fee.percent),
          ratePercent: fee.ratePercent,
          basis: fee.basis,
          pages: fee.pages,
          provenance: fee.provenance as ProvenanceValue,
        },
        spread: { cost: r4(result.spread.cost), percent: r4(result.spread.percent), provenance: bookProv },
        slippage: { cost: r4(result.slippage.cost), percent: r4(result.slippage.percent), provenance: bookProv },
        deposit: deposit.part,
      },
      total: { cost: r4(result.total.cost), percent: r4(result.total.percent), excludes: complete ? [] : ['deposit'] },
      book: {
        fetchedAt: iso(b.fetchedAt),
        exchangeTime: b.exchangeTime === null ? null : iso(b.exchangeTime),
        ageSeconds: Math.floor(ageMs / 1000),
        stale: ageMs >= policy.bookFreshMs,
        levels: b.asks.length,
        bestAsk: sig(result.bestAsk),
        bestBid: sig(result.bestBid),
        midPrice: sig(result.midPrice),
        provenance: bookProv,
      },
    },
  };
}

/**
 * The exchanges the record says serve the country first, then those it says nothing of (those recorded as
 * not available never get here); within each, complete entries first, then the others; each by total cost, then name.
 */
export function rank(entries: readonly Omit<RankedEntryBody, 'rank'>[]): RankedEntryBody[] {
  const known = (e: Omit<RankedEntryBody, 'rank'>) => Number(e.availability === 'available');
  return [...entries]
    .sort(
      (a, b) =>
        known(b) - known(a) ||
        Number(b.complete) - Number(a.complete) ||
        a.total.cost - b.total.cost ||
        a.exchange.name.localeCompare(b.exchange.name),
    )
    .map((e, i) => ({ rank: i + 1, ...e }));
}

export function assemble(
  query: QuoteQuery,
  outcomes: readonly CandidateOutcome[],
  nowMs: number,
  library: Readonly<{ name: string; version: string }>,
): CostToBuyAnswer {
  return {
    query: { ...query },
    generatedAt: iso(nowMs),
    orderType: 'market',
    library: { ...library },
    ranked: rank(outcomes.flatMap((o) => (o.entry ? [o.entry] : []))),
    excluded: outcomes.flatMap((o) => (o.excluded ? [o.excluded] : [])).sort((a, b) => a.exchange.name.localeCompare(b.exchange.name)),
  };
}

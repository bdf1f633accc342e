import { Type, type Static, type TSchema } from 'typebox';
import { ProvenanceBody, ProvenanceRef } from '@coinatlas/domain/provenance/provenance-schema';
import { PAYMENT_METHODS } from '@coinatlas/domain/payments/methods';

/**
 * The answer of GET /api/cost-to-buy, as a typebox schema: it documents the operation in the API document,
 * types the builder (quote.ts) and serializes the reply. The parts with an `$id` are registered with the
 * route (`ANSWER_SCHEMAS`) and referenced, so the document and the generated client name each once.
 */

const Nullable = <T extends TSchema>(t: T, description: string) => Type.Union([t, Type.Null()], { description });
const Iso = (description: string) => Type.String({ format: 'date-time', description });

/** Where a figure comes from: a reference to the one Provenance component (`@coinatlas/domain/provenance/provenance-schema`). */
const Provenance = ProvenanceRef;

const Money = (description: string) => Type.Number({ description: `${description}, in the fiat currency asked for` });
const Percent = (description: string) => Type.Number({ description: `${description}, in percent of the amount` });

const BookBody = Type.Object(
  {
    fetchedAt: Iso('When we read the order book from the exchange'),
    exchangeTime: Nullable(Iso('The time the exchange stamped it with'), "The exchange's own time of the book; null when it sends none"),
    ageSeconds: Type.Integer({ minimum: 0, description: 'How old the book was when this answer was made' }),
    stale: Type.Boolean({
      description: 'Older than the refresh window (a new read is under way); books past the age limit are never used',
    }),
    levels: Type.Integer({ minimum: 0, description: 'How many ask levels we hold (the configured depth at most)' }),
    bestAsk: Type.Number({ description: 'Lowest ask price' }),
    bestBid: Type.Number({ description: 'Highest bid price' }),
    midPrice: Type.Number({ description: '(best ask + best bid) / 2: the fair value every part is measured against' }),
    provenance: Provenance,
  },
  { additionalProperties: false, description: 'The order book the buy was walked through' },
);

const FeePart = Type.Object(
  {
    cost: Money('Taker fee on the traded value'),
    percent: Percent('The same'),
    ratePercent: Type.Number({ description: 'The taker fee rate applied, in percent of the traded value' }),
    basis: Type.Enum(['editor-checked', 'exchange-listing', 'library-description'], {
      description:
        "editor-checked: the partner record's fee schedule, checked by an editor (its first tier); exchange-listing: the spot " +
        "market's fee as the exchange's own public market listing gives it, read through the market-data library; library-description: the library's own " +
        "description of the exchange's fees (not read from the exchange; may be out of date)",
    }),
    pages: Type.Array(Type.String(), {
      description: 'Every fee page the market-data library cites for the exchange (feed figures only; often none)',
    }),
    provenance: Provenance,
  },
  { additionalProperties: false },
);

const BookPart = (what: string) =>
  Type.Object({ cost: Money(what), percent: Percent('The same'), provenance: Provenance }, { additionalProperties: false });

/** A payment method as the records name it (which apply to a currency: `methodsForFiat`). */
const Method = (description: string) => Type.Enum([...PAYMENT_METHODS], { description });

const DepositPart = Type.Object(
  {
    status: Type.Enum(['counted', 'unchecked', 'unknown'], {
      description:
        "counted: the record's fee for the method and currency, checked (or from a feed), included in the total; unchecked: a " +
        'catalogue figure nobody has checked, shown but NOT in the total; unknown: the record states no deposit fee for this ' +
        'method and currency (not in the total, never read as zero)',
    }),
    method: Method('The payment method asked for'),
    offered: Type.Boolean({
      description: 'The partner record lists the method for the currency (its `paymentMethods` entry); false: it says nothing of it',
    }),
    cost: Nullable(Money('Deposit fee for the method (its percentage of the amount plus its fixed fee)'), 'null when unknown'),
    percent: Nullable(Percent('The same'), 'null when unknown'),
    minimum: Nullable(Money('The smallest deposit by this method the record states'), 'null when it states none'),
    provenance: Nullable(Provenance, "The record's payment-method entry's provenance; null when the record has no entry"),
  },
  { additionalProperties: false },
);

const ExchangeRef = Type.Object(
  {
    id: Type.String({ description: 'Partner id (its page is /exchanges/<id>)' }),
    name: Type.String(),
    marketId: Type.String({ description: "The exchange's id in the market-data library (`library`)" }),
  },
  { additionalProperties: false },
);

export const RankedEntry = Type.Object(
  {
    rank: Type.Integer({ minimum: 1 }),
    exchange: ExchangeRef,
    symbol: Type.String({ description: 'The market, e.g. BTC/EUR' }),
    complete: Type.Boolean({ description: 'Every part is in the total (false: the deposit is not, see parts.deposit.status)' }),
    availability: Type.Enum(['available', 'unknown'], {
      description: 'What the partner record says about the country asked for (no country: unknown); those recorded as available rank first',
    }),
    received: Type.Number({ description: 'The asset received' }),
    averagePrice: Type.Number({ description: 'Average price paid per unit (traded value / received)' }),
    traded: Money('What reached the sellers (the amount less deposit and fee)'),
    levelsUsed: Type.Integer({ minimum: 1, description: 'How many ask levels the order reached into' }),
    parts: Type.Object(
      {
        fee: FeePart,
        spread: BookPart('Paying the best ask instead of mid: received × (best ask − mid)'),
        slippage: BookPart('Walking past the best ask into dearer levels: traded − received × best ask'),
        deposit: DepositPart,
      },
      { additionalProperties: false },
    ),
    total: Type.Object(
      {
        cost: Money('Sum of the parts counted (fee, spread, slippage, and the deposit when counted)'),
        percent: Percent('The same'),
        excludes: Type.Array(Type.Literal('deposit'), { description: 'Parts shown but left out of the total' }),
      },
      { additionalProperties: false },
    ),
    book: BookBody,
  },
  { $id: 'CostToBuyEntry', additionalProperties: false },
);

export const EXCLUSION_REASONS = [
  'not-available-in-country',
  'pair-not-listed',
  'book-stale',
  'upstream-failing',
  'pending',
  'book-unusable',
  'amount-exceeds-book',
  'fee-unknown',
  'deposit-exceeds-amount',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export const Exclusion = Type.Object(
  {
    exchange: ExchangeRef,
    reason: Type.Enum([...EXCLUSION_REASONS], {
      description:
        'not-available-in-country: the partner record says so (a recorded not-available always hides it); pair-not-listed: the ' +
        'exchange lists no active spot market for the pair; book-stale: the latest book is past the age limit and no newer one ' +
        'has arrived; upstream-failing: the exchange failed or timed out (see message); pending: no answer yet within the wait ' +
        '(ask again shortly); book-unusable: the book is empty or crossed; amount-exceeds-book: the asks we hold cannot fill the ' +
        'amount (never extrapolated); fee-unknown: no taker fee from the exchange, the market-data library or an editor; deposit-exceeds-amount: the ' +
        'counted deposit fee alone takes the whole amount',
    }),
    message: Type.String({ description: 'What happened, in a sentence' }),
    at: Nullable(Iso('When it was seen'), 'When the failure happened or the book was read, where that applies'),
    provenance: Nullable(Provenance, 'The record or book behind the reason (the availability fact, the stale book), where there is one'),
  },
  { $id: 'CostToBuyExclusion', additionalProperties: false },
);

export const CostToBuyBody = Type.Object(
  {
    query: Type.Object(
      {
        asset: Type.String(),
        fiat: Type.String(),
        amount: Type.Number(),
        country: Nullable(Type.String(), 'ISO 3166-1 alpha-2, as asked (upper case); null when not given'),
        method: Method('The payment method priced (the one asked for, else the first of the currency)'),
      },
      { additionalProperties: false },
    ),
    generatedAt: Iso('When this answer was made'),
    orderType: Type.Literal('market', {
      description:
        'A market order on the exchange\'s order book (its trading screen), not the exchange\'s simpler "instant buy", which usually costs more',
    }),
    library: Type.Object(
      { name: Type.String(), version: Type.String() },
      { additionalProperties: false, description: 'What read the markets and books' },
    ),
    ranked: Type.Array(Type.Unsafe<Static<typeof RankedEntry>>(Type.Ref('CostToBuyEntry')), {
      description:
        'Exchanges the record says serve the country first, then those it says nothing of; within each, complete entries first, ' +
        'then the others, each by total cost, lowest first (ties by name)',
    }),
    excluded: Type.Array(Type.Unsafe<Static<typeof Exclusion>>(Type.Ref('CostToBuyExclusion')), {
      description: 'The exchanges left out of this answer, each with its reason, by name',
    }),
  },
  { $id: 'CostToBuy', additionalProperties: false },
);

export type CostToBuyAnswer = Static<typeof CostToBuyBody>;
export type RankedEntryBody = Static<typeof RankedEntry>;
export type ExclusionBody = Static<typeof Exclusion>;
export type ProvenanceValue = Static<typeof ProvenanceRef>;

/** Every schema of the answer, in the order they are registered (referenced ones first). */
export const ANSWER_SCHEMAS = [RankedEntry, Exclusion, CostToBuyBody] as const;
/** The context that resolves the answer's references (for checks with typebox's Value). */
export const ANSWER_CONTEXT = { Provenance: ProvenanceBody, CostToBuyEntry: RankedEntry, CostToBuyExclusion: Exclusion };

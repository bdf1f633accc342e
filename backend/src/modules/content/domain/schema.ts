import { ProvenanceSchema } from '@coinatlas/domain/provenance/provenance-schema';
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { PARTNER_STATUSES, PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import { ratingCriteria } from '@coinatlas/domain/ratings/weights';
import { UNAVAILABILITY_REASONS } from '@coinatlas/domain/availability/availability';
import {
  APP_CAPABILITIES,
  BOT_CAPABILITIES,
  BOT_TYPES,
  CARD_CAPABILITIES,
  TOOL_CAPABILITIES,
  WALLET_BACKUPS,
} from '@coinatlas/domain/recommendations/facts';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { AUTHOR_SLUG_PATTERN } from '@coinatlas/domain/authors/profile';
import { LICENCE_STATUSES, LICENCE_TYPES, METHOD_TIMES, PAYMENT_METHODS } from '@coinatlas/domain/payments/methods';

/**
 * The shapes of the editorial content files (backend/content/**.json) and of the API answers built from
 * them. Every schema is written once as a function of how a per-language text is represented: in a file
 * each text is `{ en, es, de, pt }`, in an answer it is the one language asked for. `fileSchemas` and
 * `answerSchemas` below are the two instances.
 */

export const CONTENT_LANGUAGES = SITE_LANGUAGES;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const isContentLanguage = (v: string): v is ContentLanguage => (CONTENT_LANGUAGES as readonly string[]).includes(v);

/** Badge colours of the catalogue cards; the client maps each to an AA-contrast class pair. */
export const TAG_COLORS = ['blue', 'green', 'purple', 'amber', 'red', 'teal', 'slate'] as const;
/** Icons of the catalogue cards (lucide icon names). */
export const LISTING_ICONS = [
  'bot',
  'workflow',
  'scale',
  'blocks',
  'layers',
  'grid',
  'gauge',
  'send',
  'credit-card',
  'wallet',
  'landmark',
  'chart-candlestick',
  'bar-chart',
  'activity',
  'shield',
  'key',
  'search',
  'book-open',
  'receipt',
  'pie-chart',
  'coins',
  'table',
  'database',
  'flame',
  'line-chart',
] as const;
/**
 * The statuses of the shared domain (see PARTNER_STATUSES there for what each means). Every status but
 * 'active' needs a status note in the partner's text.
 */
export const SERVICE_STATUSES = PARTNER_STATUSES;

export const EXCHANGE_KINDS = ['centralized', 'decentralized'] as const;
export const KYC_POLICIES = ['required', 'none'] as const;
export const EXCHANGE_FEATURES = [
  'futures',
  'options',
  'margin',
  'marginFunding',
  'staking',
  'earn',
  'p2p',
  'launchpad',
  'tradingBots',
  'copyTrading',
  'proofOfReserves',
  'web3Wallet',
  'card',
  'creditCard',
  'publicCompany',
  'nyTrustCompany',
  'usOnly',
  'stocksEtfs',
  'metals',
  'savingsPlans',
  'cardPurchases',
  'concentratedLiquidity',
  'multiChain',
  'hooks',
  'weightedPools',
  'aggregator',
  'limitOrders',
  'dca',
  'crossChain',
  'ibc',
  'mevProtection',
  'batchAuctions',
  'voteEscrow',
  'p2pFiat',
  'desktopApp',
  'tor',
] as const;
export const BOT_CATEGORIES = ['full-suite', 'custom-bots', 'exchange-integrated', 'signal-based'] as const;
export const CARD_NETWORKS = ['visa', 'mastercard', 'amex'] as const;
export const TOOL_CATEGORIES = [
  'analytics',
  'market-data',
  'security',
  'trading',
  'research',
  'taxes',
  'portfolio',
  'defi',
  'tools',
] as const;
export const APP_CATEGORIES = ['Trading', 'DeFi', 'Portfolio', 'News', 'Gaming', 'Staking', 'Calculator', 'NFT'] as const;
export const APP_PLATFORMS = ['ios', 'android', 'web', 'extension', 'windows', 'macos', 'linux'] as const;
export const APP_PRICING = ['free', 'freemium', 'fees'] as const;
export const WALLET_TYPES = ['hardware', 'software'] as const;
export const WALLET_CHAINS = ['bitcoin', 'evm', 'solana'] as const;
export const OPEN_SOURCE_LEVELS = ['yes', 'partial', 'no'] as const;
export const CONNECTIVITY = ['usb-c', 'micro-usb', 'bluetooth', 'nfc', 'qr', 'microsd'] as const;
export const PRICE_BANDS = ['entry', 'mid', 'premium'] as const;

/** The home page's trending tools: filter chips and (lucide) icons. */
export const TRENDING_CATEGORIES = ['analysis', 'trading', 'portfolio', 'tax'] as const;
export const TRENDING_ICONS = [
  'activity',
  'bot',
  'chart-candlestick',
  'chart-no-axes-combined',
  'chart-pie',
  'rabbit',
  'receipt',
  'telescope',
] as const;

/**
 * The sub-scores of a rating breakdown, by partner type, in the order the review page shows them: the
 * criteria of the shared rating weights (`@coinatlas/domain/ratings/weights`), which also make the overall.
 */
export const RATING_CRITERIA: Partial<Record<PartnerType, readonly string[]>> = Object.fromEntries(
  PARTNER_TYPES.flatMap((type) => {
    const criteria = ratingCriteria(type);
    return criteria ? [[type, criteria]] : [];
  }),
);

export const CONCEPT_CATEGORIES = ['core-technology', 'applications', 'economics', 'security'] as const;
export const COMPLEXITIES = ['beginner', 'intermediate', 'advanced'] as const;
export const SECTION_TYPES = ['text', 'code', 'warning', 'tip'] as const;
export const ANALYSIS_CATEGORIES = [
  'charting',
  'market-data',
  'on-chain',
  'research',
  'defi',
  'derivatives',
  'financial-metrics',
  'dex-data',
] as const;
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const PRICING_MODELS = ['free', 'freemium', 'free-paid-api'] as const;

/** Folder of each partner type under backend/content/partners/ and reviews/. */
export const PARTNER_FOLDERS: Record<PartnerType, string> = {
  exchange: 'exchanges',
  trading_bot: 'trading-bots',
  payment_card: 'payment-cards',
  tool: 'tools',
  app: 'apps',
  wallet: 'wallets',
};

export const ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

const Id = Type.String({ pattern: ID_PATTERN, maxLength: 100, description: 'Stable identifier (kebab-case); also the URL anchor' });
const Str = Type.String({ minLength: 1 });
const Strs = Type.Array(Str);
const Https = Type.String({ pattern: '^https://[^\\s]+$', description: 'An https address' });
const IsoDate = Type.String({ pattern: DATE_PATTERN, description: 'ISO date, YYYY-MM-DD' });
const Order = Type.Integer({ minimum: 1, description: 'Position in its list (1 first)' });
const Ref = Type.Object(
  { type: Type.Enum([...PARTNER_TYPES]), id: Id },
  { additionalProperties: false, description: 'The partner this record belongs to' },
);

/** A number inside a sentence ({{name}} in the text), formatted for the reader's language. */
const FactValue = Type.Union([
  Type.Object({ kind: Type.Literal('percent'), value: Type.Number() }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('money'), value: Type.Number(), currency: Type.Enum(['USD', 'EUR', 'GBP']) },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('number'), value: Type.Number() }, { additionalProperties: false }),
]);
const FactValues = Type.Record(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }), FactValue);

/** Where a record comes from: the one provenance schema of `@coinatlas/domain/provenance/provenance-schema`. */
export { ProvenanceSchema };

/** One fact: its value and where it comes from. */
const Fact = <T extends TSchema>(value: T) => Type.Object({ value, provenance: ProvenanceSchema }, { additionalProperties: false });

type Text = <T extends TSchema>(t: T) => TSchema;

const Country = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 country code' });
const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency code' });
/** A country, or "EEA" for every state of the European Economic Area. */
const CountryOrEea = Type.String({
  pattern: '^([A-Z]{2}|EEA)$',
  description: 'ISO 3166-1 alpha-2 country code, or EEA for every state of the European Economic Area',
});
const checkedFields = { provenance: ProvenanceSchema };
/**
 * Where a partner can be used, one entry per country: available (optionally except in some subdivisions),
 * or not available with the reason. A "not available" entry hides the partner in that country whatever its
 * provenance; a country without an entry reads "availability unknown".
 */
export const Availability = Type.Array(
  Type.Union([
    Type.Object(
      {
        country: Country,
        status: Type.Literal('available'),
        except: Type.Optional(
          Type.Array(Type.String({ pattern: '^[A-Z]{2}-[A-Z0-9]{1,3}$', description: 'ISO 3166-2 subdivision code, e.g. US-NY' }), {
            minItems: 1,
            uniqueItems: true,
            description: "The country's subdivisions (ISO 3166-2, e.g. US-NY) where it is not offered; absent: none recorded",
          }),
        ),
        ...checkedFields,
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        country: Country,
        status: Type.Literal('not-available'),
        reason: Type.Enum([...UNAVAILABILITY_REASONS], {
          description:
            'Why: banned (the country bans it), licence-missing (it holds no licence there), service-withdrawn (it left) or ' +
            'excluded-by-terms (its own terms list the country as restricted)',
        }),
        ...checkedFields,
      },
      { additionalProperties: false },
    ),
  ]),
  { description: 'Availability by country, each entry with its provenance' },
);

/**
 * A licence or registration an exchange holds, as its regulator's register (or the exchange's own legal page)
 * states it. `covers` is where it lets the holder serve customers, not where the regulator sits.
 */
export const Licence = Type.Object(
  {
    regulator: Type.String({ minLength: 1, maxLength: 120, description: 'Short name of the authority, e.g. BaFin' }),
    regulatorCountry: Type.String({
      pattern: '^[A-Z]{2}$',
      description: "ISO 3166-1 alpha-2 code of the authority's country (EU for a body of the European Union)",
    }),
    type: Type.Enum([...LICENCE_TYPES], { description: 'The kind of licence or registration' }),
    holder: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The legal entity the register names as its holder' })),
    entryId: Type.Optional(Type.String({ minLength: 1, maxLength: 120, description: "The register's identifier for the entry" })),
    registerUrl: Type.Optional({ ...Https, description: 'The register, or its entry for this licence' }),
    status: Type.Enum([...LICENCE_STATUSES], {
      description: 'authorised or registered (it may serve customers), applied (pending) or withdrawn',
    }),
    covers: Type.Array(CountryOrEea, {
      minItems: 1,
      uniqueItems: true,
      description:
        'The countries whose customers it covers; EEA: every EEA state (only where the register or the exchange says it passports to all)',
    }),
    provenance: ProvenanceSchema,
  },
  { additionalProperties: false },
);
export const Licences = Type.Array(Licence, {
  description: 'Licences and registrations held, each with its provenance (absent or empty: none recorded, not "none held")',
});

const Percent = Type.Number({ minimum: 0, maximum: 100, description: 'Percent of the amount' });
/** What moving money one way by a method costs and takes; a field left out is unknown. */
const MethodTerms = Type.Object(
  {
    feePercent: Type.Optional({ ...Percent, description: 'Fee in percent of the amount (0: the page states it is free)' }),
    feeFixed: Type.Optional(Type.Number({ minimum: 0, description: 'Fixed fee in the entry’s fiat (0: stated free)' })),
    minimum: Type.Optional(Type.Number({ minimum: 0, description: 'Smallest amount, in the entry’s fiat' })),
    time: Type.Optional(Type.Enum([...METHOD_TIMES], { description: 'How long it takes, as the exchange states it' })),
  },
  { additionalProperties: false },
);
/**
 * One way to deposit or withdraw one fiat currency. The entry says the method is offered for that fiat;
 * `deposit`/`withdrawal` carry what is known of each direction (absent: unknown whether it is offered that way).
 */
export const PaymentMethodEntry = Type.Object(
  {
    method: Type.Enum([...PAYMENT_METHODS], { description: 'The payment rail (card covers debit and credit cards)' }),
    fiat: Currency,
    deposit: Type.Optional({
      ...MethodTerms,
      description: 'Deposits by this method: its terms as far as known ({}: offered, terms unknown); absent: unknown',
    }),
    withdrawal: Type.Optional({
      ...MethodTerms,
      description: 'Withdrawals by this method: its terms as far as known ({}: offered, terms unknown); absent: unknown',
    }),
    provenance: ProvenanceSchema,
  },
  { additionalProperties: false },
);
export const PaymentMethods = Type.Array(PaymentMethodEntry, {
  description: 'Fiat payment methods, one entry per method and currency, each with its provenance (absent: none recorded)',
});
const Charge = Type.Object(
  { percent: Percent, fixedUsd: Type.Optional(Type.Number({ minimum: 0, description: 'A fixed amount in USD on top' })) },
  { additionalProperties: false },
);
const TradingTier = Type.Object(
  {
    fromUsd: Type.Number({ minimum: 0, description: '30-day trading volume in USD from which this tier applies' }),
    maker: Percent,
    taker: Percent,
  },
  { additionalProperties: false },
);
/**
 * An exchange's fees, each with its provenance: deposit per method, the spot trading schedule (maker/taker
 * by 30-day volume), the spread it adds where it publishes one, and withdrawal per coin. The trading
 * schedule is the one record of an exchange's spot fee: the directory, compare pages and calculator read it.
 */
export const Fees = Type.Object(
  {
    deposit: Type.Optional(
      Type.Object(
        { card: Type.Optional(Fact(Charge)), bank: Type.Optional(Fact(Charge)), crypto: Type.Optional(Fact(Charge)) },
        { additionalProperties: false, description: 'Deposit fee by method (card, bank transfer, crypto)' },
      ),
    ),
    trading: Type.Optional(
      Fact(
        Type.Object(
          {
            tiers: Type.Array(TradingTier, { minItems: 1, description: 'By ascending fromUsd, the first from 0' }),
            coversUpToUsd: Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.Null()], {
              description: 'Where the tiers we hold stop (a volume at or above it has no known fee); null: the last tier is open-ended',
            }),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    spread: Type.Optional(Fact(Type.Object({ percent: Percent }, { additionalProperties: false }))),
    withdrawal: Type.Optional(
      Type.Record(
        Type.String({ pattern: '^[A-Z0-9]{2,10}$' }),
        Fact(Type.Object({ amount: Type.Number({ minimum: 0, description: 'In units of the coin' }) }, { additionalProperties: false })),
        {
          description: 'Withdrawal fee by coin symbol, in units of that coin',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

/**
 * Builds every schema with `text(x)` as the representation of a per-language text of shape x. `named`
 * gives the shared parts of the answers an id, so the OpenAPI document lists each once.
 */
function build(text: Text, named: boolean) {
  const id = (name: string) => (named ? { $id: `Content${name}` } : {});
  const Offer = Type.Object(
    {
      id: Id,
      values: FactValues,
      text: text(Type.String({ description: 'The offer sentence; {{name}} placeholders take `values`' })),
      summary: Type.Optional(text(Type.String({ description: 'The offer in plain words, as the recommendations show it' }))),
      provenance: ProvenanceSchema,
    },
    { additionalProperties: false, ...id('Offer') },
  );
  const FactNote = Type.Object(
    {
      id: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }),
      values: FactValues,
      text: text(Type.String({ description: 'An editorial fact in one sentence; {{name}} placeholders take `values`' })),
      provenance: ProvenanceSchema,
    },
    { additionalProperties: false, ...id('FactNote') },
  );
  const Rating = Type.Object(
    {
      overall: Type.Number({ minimum: 0, maximum: 5, description: 'Our rating out of 5' }),
      breakdown: Type.Union([Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 5 })), Type.Null()], {
        description: 'Sub-scores in display order (criteria by partner type); null where none is published',
      }),
    },
    { additionalProperties: false, ...id('Rating') },
  );
  const Trending = Type.Object(
    {
      category: Type.Enum([...TRENDING_CATEGORIES]),
      featured: Type.Boolean(),
      icon: Type.Enum([...TRENDING_ICONS]),
      order: Order,
      text: text(Type.Object({ tag: Str, offer: Str, description: Str }, { additionalProperties: false })),
    },
    { additionalProperties: false, description: 'Its card among the home page’s trending tools', ...id('Trending') },
  );
  const EditorsPick = Type.Object(
    {
      by: Type.String({
        pattern: AUTHOR_SLUG_PATTERN,
        minLength: 2,
        maxLength: 60,
        description: "The slug of the editor's author profile (/authors/<slug>) who picked it",
      }),
      since: { ...IsoDate, description: 'The day it was picked' },
      reason: text(Type.String({ minLength: 1, maxLength: 400, description: 'Why it was picked, in one or two sentences' })),
    },
    {
      additionalProperties: false,
      description: 'An editor\'s pick, named and dated with its reason: the only thing that backs a "Top pick" badge',
      ...id('EditorsPick'),
    },
  );
  const CardText = Type.Object(
    { tag: Str, description: Str, features: Strs, status: Type.Optional(Str) },
    { additionalProperties: false, ...id('ListingText') },
  );

  const common = {
    id: Id,
    name: Str,
    officialUrl: Https,
    order: Order,
    updated: { ...IsoDate, description: 'The day the record was last edited (a change of its content, not a check)' },
    rating: Type.Optional(Rating),
    offers: Type.Optional(Type.Array(Offer)),
    editorsPick: Type.Optional(EditorsPick),
  };
  const listing = {
    status: Type.Enum([...SERVICE_STATUSES]),
    icon: Type.Enum([...LISTING_ICONS]),
    tagColor: Type.Enum([...TAG_COLORS]),
  };
  const obj = <P extends TProperties>(props: P, title: string) => Type.Object(props, { additionalProperties: false, title });

  const PoolFee = Type.Object(
    { min: Percent, max: Percent },
    { additionalProperties: false, description: "A decentralized exchange: the range of its pools' swap fees, in percent" },
  );

  const Exchange = obj(
    {
      type: Type.Literal('exchange'),
      ...common,
      category: Type.Enum([...EXCHANGE_KINDS]),
      facts: Type.Object(
        {
          kyc: Fact(Type.Enum([...KYC_POLICIES])),
          founded: Type.Optional(Fact(Type.Integer({ minimum: 1990, maximum: 2100 }))),
          headquarters: Type.Optional(Fact(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' }))),
          poolFee: Type.Optional(Fact(PoolFee)),
          coinsAtLeast: Type.Optional(Fact(Type.Integer({ minimum: 1 }))),
          fiat: Type.Optional(Fact(Type.Array(Type.String({ pattern: '^[A-Z]{3}$' })))),
          chains: Type.Optional(Fact(Strs)),
          features: Fact(Type.Array(Type.Enum([...EXCHANGE_FEATURES]))),
          incidents: Type.Optional(
            Fact(
              Type.Array(
                Type.Object(
                  {
                    year: Type.Integer({ minimum: 2009, maximum: 2100 }),
                    clientsMadeWhole: Type.Boolean({ description: 'Whether clients got back what they lost' }),
                  },
                  { additionalProperties: false },
                ),
                { description: 'Known security incidents in which client funds were lost (an empty list: none known)' },
              ),
            ),
          ),
          spotVolume24hUsd: Type.Optional(Fact(Type.Number({ minimum: 0, description: '24-hour spot trading volume in USD' }))),
        },
        { additionalProperties: false },
      ),
      fees: Type.Optional(Fees),
      availability: Type.Optional(Availability),
      licences: Type.Optional(Licences),
      paymentMethods: Type.Optional(PaymentMethods),
      ccxtId: Type.Optional(
        Type.String({
          pattern: '^[a-z0-9]+$',
          maxLength: 40,
          description:
            "The exchange's id in ccxt (the market-data library, https://docs.ccxt.com), set only where it is in ccxt's own " +
            'list (`ccxt.exchanges`) and ccxt names the same exchange and site; the live cost of a buy reads its markets and ' +
            'order books through it. Absent: ccxt does not cover the exchange (or we have not confirmed that it does).',
          examples: ['kraken'],
        }),
      ),
    },
    'ExchangePartner',
  );
  const TradingBot = obj(
    {
      type: Type.Literal('trading_bot'),
      ...common,
      ...listing,
      category: Type.Enum([...BOT_CATEGORIES]),
      facts: Type.Optional(
        Type.Object(
          {
            capabilities: Type.Optional(
              Fact(Type.Array(Type.Enum([...BOT_CAPABILITIES]), { description: 'What it offers, as far as recorded' })),
            ),
            botTypes: Type.Optional(
              Fact(Type.Array(Type.Enum([...BOT_TYPES]), { description: 'The kinds of bot it runs, as far as recorded' })),
            ),
            exchangeCount: Type.Optional(Fact(Type.Integer({ minimum: 0, description: 'How many exchanges it connects to' }))),
          },
          { additionalProperties: false },
        ),
      ),
      text: text(CardText),
    },
    'TradingBotPartner',
  );
  const PaymentCard = obj(
    {
      type: Type.Literal('payment_card'),
      ...common,
      ...listing,
      facts: Type.Object(
        {
          network: Fact(Type.Enum([...CARD_NETWORKS])),
          cashbackUpToPercent: Type.Optional(
            Fact(Type.Number({ minimum: 0, maximum: 100, description: 'The highest cashback rate it pays now, in percent' })),
          ),
          capabilities: Type.Optional(
            Fact(Type.Array(Type.Enum([...CARD_CAPABILITIES]), { description: 'What it offers, as far as recorded' })),
          ),
          stakingRequired: Type.Optional(Fact(Type.Boolean({ description: 'Whether using the card needs tokens staked or locked' }))),
          issuedIn: Type.Optional(
            Fact(
              Type.Array(CountryOrEea, {
                minItems: 1,
                uniqueItems: true,
                description: 'Where the card is issued to residents (ISO 3166-1 alpha-2, or EEA for every EEA state)',
              }),
            ),
          ),
        },
        { additionalProperties: false },
      ),
      factNotes: Type.Optional(Type.Array(FactNote)),
      availability: Type.Optional(Availability),
      text: text(CardText),
    },
    'PaymentCardPartner',
  );
  const Tool = obj(
    {
      type: Type.Literal('tool'),
      ...common,
      ...listing,
      category: Type.Enum([...TOOL_CATEGORIES]),
      facts: Type.Optional(
        Type.Object(
          {
            capabilities: Type.Optional(
              Fact(Type.Array(Type.Enum([...TOOL_CAPABILITIES]), { description: 'What it offers, as far as recorded' })),
            ),
          },
          { additionalProperties: false },
        ),
      ),
      text: text(CardText),
      trending: Type.Optional(Trending),
    },
    'ToolPartner',
  );
  const App = obj(
    {
      type: Type.Literal('app'),
      ...common,
      category: Type.Enum([...APP_CATEGORIES]),
      facts: Type.Object(
        {
          platforms: Fact(Type.Array(Type.Enum([...APP_PLATFORMS]))),
          pricing: Fact(Type.Enum([...APP_PRICING])),
          capabilities: Type.Optional(
            Fact(Type.Array(Type.Enum([...APP_CAPABILITIES]), { description: 'What it offers, as far as recorded' })),
          ),
        },
        { additionalProperties: false },
      ),
      availability: Type.Optional(Availability),
      text: text(
        Type.Object(
          { description: Str, price: Type.Optional(Str), features: Strs, pros: Strs, cons: Strs },
          { additionalProperties: false },
        ),
      ),
    },
    'AppPartner',
  );
  const Wallet = obj(
    {
      type: Type.Literal('wallet'),
      ...common,
      category: Type.Enum([...WALLET_TYPES]),
      facts: Type.Object(
        {
          chains: Fact(Type.Array(Type.Enum([...WALLET_CHAINS]))),
          moreChains: Fact(Type.Boolean({ description: 'Supports further networks besides `chains`' })),
          openSource: Fact(Type.Enum([...OPEN_SOURCE_LEVELS])),
          priceBand: Type.Optional(Fact(Type.Enum([...PRICE_BANDS]))),
          connectivity: Type.Optional(Fact(Type.Array(Type.Enum([...CONNECTIVITY])))),
          platforms: Type.Optional(Fact(Type.Array(Type.Enum([...APP_PLATFORMS])))),
          backup: Type.Optional(Fact(Type.Array(Type.Enum([...WALLET_BACKUPS]), { description: 'The ways to back it up' }))),
          easeOfUse: Type.Optional(
            Fact(Type.Boolean({ description: "An editor's finding after setting it up and using it: easy for a first wallet" })),
          ),
          prices: Type.Optional(
            Fact(
              Type.Array(
                Type.Object(
                  {
                    model: Type.String({ minLength: 1, maxLength: 120, description: 'The model as the maker names it, e.g. Nano X' }),
                    currency: Currency,
                    amount: Type.Number({ exclusiveMinimum: 0, description: "The maker's list price, in `currency`" }),
                  },
                  { additionalProperties: false },
                ),
                { minItems: 1, description: "List prices by model and currency, from the maker's own shop" },
              ),
            ),
          ),
        },
        { additionalProperties: false },
      ),
      text: text(Type.Object({ summary: Str, securityModel: Str, bestFor: Str }, { additionalProperties: false })),
    },
    'WalletPartner',
  );

  const Review = Type.Object(
    {
      partner: Ref,
      lastUpdated: IsoDate,
      itemType: Type.Optional(Type.Literal('Product', { description: 'schema.org type when not the kind’s default' })),
      text: text(
        Type.Object(
          {
            summary: Str,
            pros: Strs,
            cons: Strs,
            fullReview: Strs,
            expertOpinion: Str,
            bestFor: Strs,
            notRecommendedFor: Strs,
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  );

  const Concept = Type.Object(
    {
      id: Id,
      order: Order,
      category: Type.Enum([...CONCEPT_CATEGORIES]),
      complexity: Type.Enum([...COMPLEXITIES]),
      updated: { ...IsoDate, description: 'The day the text was last edited' },
      sections: Type.Array(Type.Object({ id: Id, type: Type.Enum([...SECTION_TYPES]) }, { additionalProperties: false }), {
        minItems: 1,
      }),
      text: text(
        Type.Object(
          {
            title: Str,
            shortDescription: Str,
            tags: Strs,
            sections: Type.Record(
              Type.String(),
              named
                ? Type.Object(
                    {
                      title: Str,
                      html: Type.String({
                        description: "The section's Markdown rendered by the site's one pipeline (no raw HTML; safe links)",
                      }),
                    },
                    { additionalProperties: false },
                  )
                : Type.Object(
                    { title: Str, content: Type.String({ description: "Markdown (the blog's dialect, GitHub-flavoured)" }) },
                    { additionalProperties: false },
                  ),
              { description: 'Section texts by section id' },
            ),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  );
  const Faq = Type.Object(
    { id: Id, order: Order, text: text(Type.Object({ q: Str, a: Str }, { additionalProperties: false })) },
    { additionalProperties: false },
  );
  const GuideEntry = Type.Object(
    {
      id: Id,
      partner: Ref,
      order: Order,
      category: Type.Enum([...ANALYSIS_CATEGORIES]),
      difficulty: Type.Enum([...DIFFICULTIES]),
      updated: { ...IsoDate, description: 'The day the entry was last edited' },
      facts: Type.Object({ pricing: Fact(Type.Enum([...PRICING_MODELS])) }, { additionalProperties: false }),
      text: text(Type.Object({ description: Str, features: Strs, bestFor: Strs }, { additionalProperties: false })),
    },
    { additionalProperties: false },
  );

  const partners = { exchange: Exchange, trading_bot: TradingBot, payment_card: PaymentCard, tool: Tool, app: App, wallet: Wallet };
  return { partners, Review, Concept, Faq, GuideEntry };
}

/** A per-language text in a file: every language present. */
export const Localized = <T extends TSchema>(t: T) => Type.Object({ en: t, es: t, de: t, pt: t }, { additionalProperties: false });

export const fileSchemas = build(Localized, false);
export const answerSchemas = build((t) => t, true);

export type PartnerFile = Static<(typeof fileSchemas.partners)[PartnerType]>;
export type ReviewFile = Static<typeof fileSchemas.Review>;
export type ConceptFile = Static<typeof fileSchemas.Concept>;
export type FaqFile = Static<typeof fileSchemas.Faq>;
export type GuideFile = Static<typeof fileSchemas.GuideEntry>;

/** Everything under backend/content, validated. */
export type Content = Readonly<{
  partners: readonly PartnerFile[];
  reviews: readonly ReviewFile[];
  concepts: readonly ConceptFile[];
  faq: readonly FaqFile[];
  guide: readonly GuideFile[];
}>;

export { PARTNER_TYPES, type PartnerType };

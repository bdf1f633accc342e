// The schemas of the six partner kinds: exchange, trading bot, payment card, tool, app and wallet.
import { Type } from 'typebox';
import {
  APP_CAPABILITIES,
  BOT_CAPABILITIES,
  BOT_TYPES,
  CARD_CAPABILITIES,
  TOOL_CAPABILITIES,
  WALLET_BACKUPS,
} from '@coinatlas/domain/recommendations/facts';
import { Availability, Licences, PaymentMethods } from './schema-availability.js';
import {
  APP_CATEGORIES,
  APP_PLATFORMS,
  APP_PRICING,
  BOT_CATEGORIES,
  CARD_NETWORKS,
  CONNECTIVITY,
  EXCHANGE_FEATURES,
  EXCHANGE_KINDS,
  KYC_POLICIES,
  OPEN_SOURCE_LEVELS,
  PRICE_BANDS,
  TOOL_CATEGORIES,
  WALLET_CHAINS,
  WALLET_TYPES,
} from './schema-enums.js';
import { Fees } from './schema-fees.js';
import { CountryOrEea, Currency, Fact, Percent, Str, Strs, type Text } from './schema-primitives.js';
import type { SharedParts } from './schema-shared-parts.js';

/** Every partner kind's schema by its type, with `text(x)` as the representation of a per-language text of shape x. */
export function partnerSchemas(text: Text, { FactNote, Trending, CardText, common, listing, obj }: SharedParts) {
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
      marketId: Type.Optional(
        Type.String({
          pattern: '^[a-z0-9]+$',
          maxLength: 40,
          description:
            "The exchange's id in the market-data library the server reads public markets through (the `library` of " +
            "/api/cost-to-buy names it), set only where the id is in that library's own list of exchanges and names the same " +
            'exchange and site; the live cost of a buy reads its markets and order books by it. Absent: the library does not ' +
            'cover the exchange (or we have not confirmed that it does).',
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
  return { exchange: Exchange, trading_bot: TradingBot, payment_card: PaymentCard, tool: Tool, app: App, wallet: Wallet };
}

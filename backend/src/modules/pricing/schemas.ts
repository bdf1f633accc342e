import { Type, type TSchema } from 'typebox';
import { BEAR_MAX_CHANGE_PCT, BULL_MIN_CHANGE_PCT, MARKET_TRENDS, TREND_MAX_AGE_MS, TREND_REASONS } from './domain/market-trend.js';
import { SPARKLINE_POINTS } from './domain/sparkline.js';
import { PROVIDER_NAMES } from './domain/types.js';
import { errorResponse } from '../../platform/error-schema.js';

/** The price routes' schemas (routes/*.ts): the coins, the three lists, the sparklines, the market reading, their headers. */

const Nullable = <T extends TSchema>(t: T, description: string) => Type.Union([t, Type.Null()], { description });

const Cryptocurrency = Type.Object({
  id: Type.String({ description: "The provider's id of the coin, e.g. bitcoin" }),
  name: Type.String({ description: 'e.g. Bitcoin' }),
  symbol: Type.String({ description: 'Ticker symbol as the provider writes it, e.g. btc' }),
  image: Nullable(Type.String(), 'Logo URL (https), or null when the provider has none'),
  market_cap_rank: Nullable(Type.Integer({ minimum: 1 }), 'Position by market capitalisation'),
  current_price: Nullable(Type.Number({ minimum: 0 }), 'Price in USD'),
  price_change_percentage_24h: Nullable(Type.Number(), 'Price change over 24 hours, in percent'),
  market_cap: Nullable(Type.Number({ minimum: 0 }), 'Market capitalisation in USD'),
  total_volume: Nullable(Type.Number({ minimum: 0 }), 'Trading volume over 24 hours in USD'),
});

const TrendingCoin = Type.Object({
  item: Type.Object({
    id: Type.String(),
    name: Type.String(),
    symbol: Type.String(),
    thumb: Nullable(Type.String(), 'Small logo URL (https)'),
    market_cap_rank: Nullable(Type.Integer({ minimum: 1 }), 'Position by market capitalisation'),
    price_btc: Nullable(Type.Number({ minimum: 0 }), 'Price in BTC: what to show when `data.price` is missing'),
    score: Type.Number({ description: 'Position in the trending list, 0 first' }),
    data: Type.Optional(
      Type.Object(
        {
          price: Nullable(Type.Number({ minimum: 0 }), 'Price in USD'),
          price_change_percentage_24h: Type.Object({ usd: Nullable(Type.Number(), '24-hour change in percent') }),
          market_cap: Nullable(Type.Number({ minimum: 0 }), 'Market capitalisation in USD (parsed from the provider\'s "$1,234,567")'),
          total_volume: Nullable(Type.Number({ minimum: 0 }), '24-hour volume in USD (parsed likewise)'),
        },
        { description: 'Market data; absent when the provider sent none' },
      ),
    ),
  }),
});

const EXAMPLE_COINS = [
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    symbol: 'btc',
    image: 'https://coin-images.coingecko.com/coins/images/1/large/bitcoin.png?1696501400',
    market_cap_rank: 1,
    current_price: 94731,
    price_change_percentage_24h: 0.90324,
    market_cap: 1880675601739,
    total_volume: 29604625872,
  },
  {
    id: 'ethereum',
    name: 'Ethereum',
    symbol: 'eth',
    image: 'https://coin-images.coingecko.com/coins/images/279/large/ethereum.png?1696501628',
    market_cap_rank: 2,
    current_price: 1799.79,
    price_change_percentage_24h: 0.99247,
    market_cap: 217237991883,
    total_volume: 14893196586,
  },
];

const SparklineCoin = Type.Object({
  ...Cryptocurrency.properties,
  sparkline_7d: Nullable(
    Type.Array(Type.Number({ minimum: 0 }), { minItems: 2, maxItems: SPARKLINE_POINTS }),
    `USD prices over the last 7 days, oldest first, reduced to at most ${SPARKLINE_POINTS} evenly spaced points (the first and last are the provider's own); null when the provider sent no line`,
  ),
  price_change_percentage_7d: Nullable(
    Type.Number(),
    'Change from the first to the last point of sparkline_7d, in percent; null without a line',
  ),
});

export const SparklinesBody = Type.Object(
  {
    coins: Type.Array(SparklineCoin, { description: 'The coins asked for that the list holds, in the order asked' }),
    missing: Type.Array(Type.String(), { description: 'Ids asked for that are not among the coins we follow (no price, no line)' }),
  },
  {
    $id: 'CoinSparklines',
    description: 'Prices and 7-day lines of the coins asked for',
    examples: [
      {
        coins: [
          {
            ...EXAMPLE_COINS[0],
            sparkline_7d: [91000, 92500.5, 94731],
            price_change_percentage_7d: 4.1,
          },
        ],
        missing: ['example-coin'],
      },
    ],
  },
);

export const FRESHNESS_HEADERS = {
  'cache-control': { type: 'string', description: '`public, max-age=<seconds left fresh>` for live data, else `no-cache`' },
  'x-data-source': {
    type: 'string',
    enum: ['live', 'stale', 'snapshot'],
    description:
      'live: fetched within the freshness window; stale: the last good value while a refresh is due or the provider fails; snapshot: the bundled, dated file (first start with nothing fetched yet)',
  },
  'x-data-fetched-at': { type: 'string', format: 'date-time', description: 'When the provider gave this data' },
  'x-data-provider': { type: 'string', enum: [...PROVIDER_NAMES], description: 'Who gave this data' },
  etag: { type: 'string', description: 'Changes with each refresh; send it back in If-None-Match for a 304' },
};

export const Unavailable = errorResponse(
  503,
  'No data at all yet and the provider cannot be reached (never while a last good value exists)',
  'Live top cryptocurrency prices are temporarily unavailable. Please try again shortly.',
);

const withHeaders = <T extends TSchema>(schema: T): T => Object.assign(schema, { headers: FRESHNESS_HEADERS });

export const FRESHNESS_NOTE = (what: string) =>
  `${what} Served from our cache: one upstream call per refresh however many visitors ask; after the freshness ` +
  'window the last good value is answered at once and refreshed behind it. Provider failures (timeouts, 429, 5xx, ' +
  'malformed answers) never reach the caller while any last good value exists; the headers say what was served.';

/** The ten largest coins (GET /api/cryptocurrencies). */
export const TopCryptocurrencies = withHeaders(
  Type.Array(Cryptocurrency, {
    $id: 'TopCryptocurrencies',
    description: 'The ten largest coins, in market-cap order',
    examples: [EXAMPLE_COINS],
  }),
);

/** The trending coins (GET /api/cryptocurrencies/trending). */
export const TrendingCryptocurrencies = withHeaders(
  Type.Object(
    { coins: Type.Array(TrendingCoin) },
    {
      $id: 'TrendingCryptocurrencies',
      description: 'Trending coins, first by score',
      examples: [
        {
          coins: [
            {
              item: {
                id: 'bitcoin',
                name: 'Bitcoin',
                symbol: 'BTC',
                thumb: 'https://coin-images.coingecko.com/coins/images/1/thumb/bitcoin.png?1696501400',
                market_cap_rank: 1,
                price_btc: 1,
                score: 0,
                data: {
                  price: 94731,
                  price_change_percentage_24h: { usd: 0.90324 },
                  market_cap: 1880675601739,
                  total_volume: 29604625872,
                },
              },
            },
          ],
        },
      ],
    },
  ),
);

/** The newest listings (GET /api/cryptocurrencies/new). */
export const NewCryptocurrencies = withHeaders(
  Type.Array(Cryptocurrency, {
    $id: 'NewCryptocurrencies',
    description: 'Newest listings first; market_cap_rank is often null for them',
    examples: [[{ ...EXAMPLE_COINS[0], id: 'example-coin', name: 'Example Coin', symbol: 'EXC', image: null, market_cap_rank: null }]],
  }),
);

const MARKET_HEADERS = {
  'cache-control': FRESHNESS_HEADERS['cache-control'],
  'x-data-source': { ...FRESHNESS_HEADERS['x-data-source'], description: 'What the Top 10 list read was (absent when there was none)' },
  'x-data-fetched-at': {
    ...FRESHNESS_HEADERS['x-data-fetched-at'],
    description: 'When the provider gave the Top 10 list read (absent when there was none)',
  },
  'x-data-provider': { ...FRESHNESS_HEADERS['x-data-provider'], description: 'Who gave the Top 10 list read (absent when there was none)' },
  etag: { type: 'string', description: 'Changes when the reading changes; send it back in If-None-Match for a 304' },
};

export const MarketBody = Object.assign(
  Type.Object(
    {
      trend: Type.Enum([...MARKET_TRENDS], {
        description: `bull: BTC rose ${BULL_MIN_CHANGE_PCT}% or more in 24 hours; bear: it fell ${-BEAR_MAX_CHANGE_PCT}% or more; stable otherwise`,
      }),
      reason: Type.Enum([...TREND_REASONS], {
        description:
          'btc_change: measured; otherwise why the trend is stable: no_data (no Top 10 list yet), btc_missing (no BTC row), ' +
          `btc_change_unknown (BTC has no 24 h change), snapshot (only the bundled, dated list), too_old (the list is older than ${TREND_MAX_AGE_MS / 60_000} minutes)`,
      }),
      btcChange24h: Nullable(Type.Number(), "BTC's price change over 24 hours in percent, from the Top 10 list read"),
      fetchedAt: Nullable(Type.String({ format: 'date-time' }), 'When the provider gave the Top 10 list read'),
      source: Nullable(Type.Enum(['live', 'stale', 'snapshot']), 'What the Top 10 list read was (see X-Data-Source)'),
    },
    {
      $id: 'MarketTrend',
      description: 'The market trend and what it was read from',
      examples: [{ trend: 'bull', reason: 'btc_change', btcChange24h: 2.41, fetchedAt: '2025-04-29T03:41:09.701Z', source: 'live' }],
    },
  ),
  { headers: MARKET_HEADERS },
);

export const TooManyRequests = errorResponse(
  429,
  'Too many requests from this client in the rate-limit window (as on every /api route); Retry-After says when to try again',
);

export const notModified = Type.Null({ description: 'Not modified: If-None-Match carried the current ETag' });

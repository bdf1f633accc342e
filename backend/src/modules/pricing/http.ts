import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { AppError, isAppError } from '@coinatlas/domain/errors';
import { WATCHLIST_MAX } from '@coinatlas/domain/watchlist/watchlist';
import { parseCoinIds } from '@coinatlas/domain/watchlist/watchlist-file';
import { BEAR_MAX_CHANGE_PCT, BULL_MIN_CHANGE_PCT, MARKET_TRENDS, TREND_MAX_AGE_MS, TREND_REASONS, type MarketReading } from './domain/market-trend.js';
import { secondsLeft } from './domain/policy.js';
import { SPARKLINE_POINTS } from './domain/sparkline.js';
import { PROVIDER_NAMES, type MarketCoin, type PriceList } from './domain/types.js';
import type { Entry, PricingService } from './service.js';
import { errorResponse } from '../../platform/error-schema.js';
import { precompressed, sendPrecompressed, type Precompressed } from '../../platform/precompressed.js';

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
  price_change_percentage_7d: Nullable(Type.Number(), 'Change from the first to the last point of sparkline_7d, in percent; null without a line'),
});

const SparklinesBody = Type.Object(
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

const FRESHNESS_HEADERS = {
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

const Unavailable = errorResponse(
  503,
  'No data at all yet and the provider cannot be reached (never while a last good value exists)',
  'Live top cryptocurrency prices are temporarily unavailable. Please try again shortly.',
);

const withHeaders = <T extends TSchema>(schema: T): T => Object.assign(schema, { headers: FRESHNESS_HEADERS });

type Route = { url: string; list: PriceList; operationId: string; summary: string; description: string; response: TSchema };

const FRESHNESS_NOTE = (what: string) =>
  `${what} Served from our cache: one upstream call per refresh however many visitors ask; after the freshness ` +
  'window the last good value is answered at once and refreshed behind it. Provider failures (timeouts, 429, 5xx, ' +
  'malformed answers) never reach the caller while any last good value exists; the headers say what was served.';

const ROUTES: Route[] = [
  {
    url: '/api/cryptocurrencies',
    list: 'top',
    operationId: 'listTopCryptocurrencies',
    summary: 'Top 10 cryptocurrencies by market cap (USD)',
    description: FRESHNESS_NOTE('The ten largest coins by market capitalisation, largest first. Fresh for 60 seconds by default.'),
    response: withHeaders(
      Type.Array(Cryptocurrency, {
        $id: 'TopCryptocurrencies',
        description: 'The ten largest coins, in market-cap order',
        examples: [EXAMPLE_COINS],
      }),
    ),
  },
  {
    url: '/api/cryptocurrencies/trending',
    list: 'trending',
    operationId: 'listTrendingCryptocurrencies',
    summary: 'Trending cryptocurrencies (most searched on CoinGecko)',
    description: FRESHNESS_NOTE('Coins people search for most, in trending order. Fresh for 5 minutes by default.'),
    response: withHeaders(
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
    ),
  },
  {
    url: '/api/cryptocurrencies/new',
    list: 'new',
    operationId: 'listNewCryptocurrencies',
    summary: 'Newly listed cryptocurrencies (USD)',
    description: FRESHNESS_NOTE(
      'The ten coins most recently listed by the provider (CoinPaprika by default, CoinGecko on a paid plan), newest first. Fresh for 10 minutes by default.',
    ),
    response: withHeaders(
      Type.Array(Cryptocurrency, {
        $id: 'NewCryptocurrencies',
        description: 'Newest listings first; market_cap_rank is often null for them',
        examples: [[{ ...EXAMPLE_COINS[0], id: 'example-coin', name: 'Example Coin', symbol: 'EXC', image: null, market_cap_rank: null }]],
      }),
    ),
  },
];

const MARKET_HEADERS = {
  'cache-control': FRESHNESS_HEADERS['cache-control'],
  'x-data-source': { ...FRESHNESS_HEADERS['x-data-source'], description: 'What the Top 10 list read was (absent when there was none)' },
  'x-data-fetched-at': { ...FRESHNESS_HEADERS['x-data-fetched-at'], description: 'When the provider gave the Top 10 list read (absent when there was none)' },
  'x-data-provider': { ...FRESHNESS_HEADERS['x-data-provider'], description: 'Who gave the Top 10 list read (absent when there was none)' },
  etag: { type: 'string', description: 'Changes when the reading changes; send it back in If-None-Match for a 304' },
};

const MarketBody = Object.assign(
  Type.Object(
    {
      trend: Type.Enum([...MARKET_TRENDS], {
        description: `bull: BTC rose ${BULL_MIN_CHANGE_PCT}% or more in 24 hours; bear: it fell ${-BEAR_MAX_CHANGE_PCT}% or more; stable otherwise`,
      }),
      reason: Type.Enum(
        [...TREND_REASONS],
        {
          description:
            'btc_change: measured; otherwise why the trend is stable: no_data (no Top 10 list yet), btc_missing (no BTC row), ' +
            `btc_change_unknown (BTC has no 24 h change), snapshot (only the bundled, dated list), too_old (the list is older than ${TREND_MAX_AGE_MS / 60_000} minutes)`,
        },
      ),
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

/**
 * What this route sends for one answer, made once per answer: the body as bytes with its compressed copies
 * (platform/precompressed.ts: made the first time a client asks for each) and the live Cache-Control value
 * (again only when the seconds left change). A route holds one at a time; a new answer replaces it.
 */
type Prepared = { readonly entry: Entry; readonly body: Precompressed; left: number; liveCacheControl: string };

const prepare = (entry: Entry): Prepared => ({ entry, body: precompressed(entry.body), left: Number.NaN, liveCacheControl: '' });

/** `public, max-age=<seconds left>` while live (browsers and shared caches may keep it that long), else no-cache. */
function cacheControlOf(p: Prepared, live: boolean, nowMs: number): string {
  if (!live) return 'no-cache';
  const left = secondsLeft(p.entry.freshUntil, nowMs);
  if (left !== p.left) {
    p.left = left;
    p.liveCacheControl = left > 0 ? `public, max-age=${left}` : 'no-cache';
  }
  return p.liveCacheControl;
}

function send(req: FastifyRequest, reply: FastifyReply, p: Prepared, source: string, cacheControl: string) {
  const { entry } = p;
  reply
    .header('cache-control', cacheControl)
    .header('x-data-source', source)
    .header('x-data-fetched-at', entry.fetchedAtIso)
    .header('x-data-provider', entry.provider)
    .header('etag', entry.etag);
  if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return sendPrecompressed(req, reply.type('application/json; charset=utf-8'), p.body);
}

const TooManyRequests = errorResponse(
  429,
  'Too many requests from this client in the rate-limit window (as on every /api route); Retry-After says when to try again',
);

const notModified = Type.Null({ description: 'Not modified: If-None-Match carried the current ETag' });

export type PricingRoutesOptions = { now: () => number };

export function registerPricingRoutes(app: FastifyInstance, service: PricingService, opts: PricingRoutesOptions): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { now } = opts;
  for (const route of ROUTES) {
    let prepared: Prepared | undefined;
    const preparedFor = (entry: Entry) => (prepared?.entry === entry ? prepared : (prepared = prepare(entry)));
    const serveFromService = async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        const { entry, source } = await service.serve(route.list);
        const p = preparedFor(entry);
        return send(req, reply, p, source, cacheControlOf(p, source === 'live', now()));
      } catch (err) {
        if (isAppError(err) && err.code === 'UNAVAILABLE') reply.header('retry-after', '30').header('cache-control', 'no-store');
        throw err;
      }
    };
    typed.get(
      route.url,
      {
        // The answer is compressed once per refresh (platform/precompressed.ts, with the measurement).
        compress: false,
        schema: {
          tags: ['Prices'],
          summary: route.summary,
          description: route.description,
          operationId: route.operationId,
          response: { 200: route.response, 304: notModified, 503: Unavailable },
        },
      },
      (req, reply) => {
        // A cache hit reads what was made when the answer arrived, allocates nothing of its own, and answers
        // before the handler returns: no promise for Fastify to wait on.
        const fresh = service.peekFresh(route.list);
        if (fresh) {
          const p = preparedFor(fresh);
          send(req, reply, p, 'live', cacheControlOf(p, true, now()));
          return;
        }
        return serveFromService(req, reply);
      },
    );
  }

  registerSparklinesRoute(typed, service, now);

  // The market reading is small and changes only with the Top 10 answer (or as that answer ages):
  // its body is serialized again only when the reading changes.
  let market: { reading: MarketReading; body: string; etag: string } | undefined;
  const sameReading = (a: MarketReading, b: MarketReading) =>
    a.trend === b.trend && a.reason === b.reason && a.btcChange24h === b.btcChange24h && a.fetchedAt === b.fetchedAt && a.source === b.source;

  typed.get(
    '/api/market',
    {
      schema: {
        tags: ['Prices'],
        summary: 'Market trend (bull, bear or stable) from BTC over 24 hours',
        description:
          `bull when BTC's 24-hour change in the Top 10 list is ${BULL_MIN_CHANGE_PCT}% or more, bear at ${BEAR_MAX_CHANGE_PCT}% or less, ` +
          'stable in between. Read from the Top 10 list we already hold (never a provider call of its own); stable, with the ' +
          'reason, when there is no list yet, no BTC in it, only the bundled snapshot, or a list too old to say. Cached like ' +
          'the price lists: the headers say what the reading is based on.',
        operationId: 'getMarketTrend',
        response: { 200: MarketBody, 304: notModified, 429: TooManyRequests },
      },
    },
    async (req, reply) => sendMarket(req, reply, await service.marketTrend()),
  );

  function sendMarket(req: FastifyRequest, reply: FastifyReply, { basis, ...reading }: Awaited<ReturnType<PricingService['marketTrend']>>) {
    if (!market || !sameReading(market.reading, reading)) {
      const body = JSON.stringify({ ...reading, fetchedAt: basis ? basis.fetchedAtIso : null });
      market = { reading, body, etag: `W/"market-${reading.source ?? 'none'}-${reading.fetchedAt ?? 0}-${reading.reason}"` };
    }
    const live = basis !== undefined && reading.source === 'live';
    const left = basis ? secondsLeft(basis.freshUntil, now()) : 0;
    reply.header('cache-control', live && left > 0 ? `public, max-age=${left}` : 'no-cache').header('etag', market.etag);
    if (basis && reading.source) {
      reply.header('x-data-source', reading.source).header('x-data-fetched-at', basis.fetchedAtIso).header('x-data-provider', basis.provider);
    }
    if (req.headers['if-none-match'] === market.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(market.body);
  }
}

/** The sparklines list by coin id, made once per answer (the route reads it on every request). */
type SparkIndex = { entry: Entry; byId: Map<string, MarketCoin> };

function registerSparklinesRoute(typed: ReturnType<FastifyInstance['withTypeProvider']>, service: PricingService, now: () => number) {
  let index: SparkIndex | undefined;
  const indexOf = (entry: Entry): SparkIndex => {
    if (index?.entry !== entry) {
      let coins: MarketCoin[] = [];
      try {
        coins = JSON.parse(entry.body) as MarketCoin[];
      } catch {
        // our own serialized list: cannot happen, and reads as "no coins" if it did
      }
      index = { entry, byId: new Map(coins.map((c) => [c.id, c])) };
    }
    return index;
  };

  typed.get(
    '/api/cryptocurrencies/sparklines',
    {
      schema: {
        tags: ['Prices'],
        summary: 'Prices and 7-day sparklines of chosen coins (the watchlist)',
        description: FRESHNESS_NOTE(
          `Price, 24-hour change and a 7-day price line for each coin asked for, from one list of the 250 largest coins ` +
            `(fetched in one call per refresh, fresh for 10 minutes by default). Lines come from CoinGecko; with CoinPaprika as ` +
            'the source every line is null. Coins outside that list are named in `missing`.',
        ),
        operationId: 'listCoinSparklines',
        querystring: Type.Object({
          ids: Type.String({
            minLength: 1,
            maxLength: WATCHLIST_MAX * 101,
            description: `Comma-separated coin ids as the price lists give them (e.g. bitcoin,ethereum), at most ${WATCHLIST_MAX}`,
            examples: ['bitcoin,ethereum'],
          }),
        }),
        response: {
          200: Object.assign(SparklinesBody, { headers: FRESHNESS_HEADERS }),
          304: notModified,
          400: errorResponse(400, 'The ids are missing, malformed or too many', "ids has an invalid coin id 'Bitcoin!' (lower-case letters, digits, '.', '_' and '-', at most 100 characters)"),
          503: Unavailable,
        },
      },
    },
    async (req, reply) => {
      const { ids: raw } = req.query as { ids: string };
      const parsed = parseCoinIds(raw);
      if ('error' in parsed) throw new AppError('BAD_REQUEST', parsed.error);
      let served: Awaited<ReturnType<PricingService['serve']>>;
      try {
        served = await service.serve('sparklines');
      } catch (err) {
        if (isAppError(err) && err.code === 'UNAVAILABLE') reply.header('retry-after', '30').header('cache-control', 'no-store');
        throw err;
      }
      const { entry, source } = served;
      const left = secondsLeft(entry.freshUntil, now());
      reply
        .header('cache-control', source === 'live' && left > 0 ? `public, max-age=${left}` : 'no-cache')
        .header('x-data-source', source)
        .header('x-data-fetched-at', entry.fetchedAtIso)
        .header('x-data-provider', entry.provider)
        .header('etag', entry.etag);
      if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      const { byId } = indexOf(entry);
      const coins = parsed.ids.flatMap((id) => byId.get(id) ?? []);
      const missing = parsed.ids.filter((id) => !byId.has(id));
      return reply.send({ coins, missing });
    },
  );
}

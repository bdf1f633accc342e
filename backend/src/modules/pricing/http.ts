import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { isAppError } from '@coinatlas/domain/errors';
import type { PriceList } from './domain/types.js';
import type { Entry, PricingService, Served } from './service.js';

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

const FRESHNESS_HEADERS = {
  'cache-control': { type: 'string', description: '`public, max-age=<seconds left fresh>` for live data, else `no-cache`' },
  'x-data-source': {
    type: 'string',
    enum: ['live', 'stale', 'snapshot'],
    description:
      'live: fetched within the freshness window; stale: the last good value while a refresh is due or the provider fails; snapshot: the bundled, dated file (first start with nothing fetched yet)',
  },
  'x-data-fetched-at': { type: 'string', format: 'date-time', description: 'When the provider gave this data' },
  'x-data-provider': { type: 'string', enum: ['coingecko', 'coinpaprika'], description: 'Who gave this data' },
  etag: { type: 'string', description: 'Changes with each refresh; send it back in If-None-Match for a 304' },
};

const ErrorBody = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  {
    description: 'No data at all yet and the provider cannot be reached (never while a last good value exists)',
    examples: [
      {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Live top cryptocurrency prices are temporarily unavailable. Please try again shortly.',
      },
    ],
  },
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

const COMPRESS_MIN_BYTES = 1024;

/** br or gzip when the client accepts it (q > 0), br first; identity otherwise. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  let br = -1;
  let gzip = -1;
  let star = -1;
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (name === 'br') br = weight;
    else if (name === 'gzip' || name === 'x-gzip') gzip = weight;
    else if (name === '*') star = weight;
  }
  if (br < 0) br = star;
  if (gzip < 0) gzip = star;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return br > 0 ? 'br' : undefined;
}

function compressed(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(entry.body) },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body, { level: 9 });
  return entry.gzip;
}

// Clients send few distinct Accept-Encoding values: remember the answer for each.
const encodingMemo = new Map<string, 'br' | 'gzip' | undefined>();
function encodingFor(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  if (encodingMemo.has(accept)) return encodingMemo.get(accept);
  const picked = pickEncoding(accept);
  if (encodingMemo.size < 64 && accept.length < 200) encodingMemo.set(accept, picked);
  return picked;
}

function send(req: FastifyRequest, reply: FastifyReply, served: Served) {
  const { entry } = served;
  const { etag } = entry;
  reply
    .header('cache-control', served.cacheControl)
    .header('x-data-source', served.source)
    .header('x-data-fetched-at', entry.fetchedAtIso)
    .header('x-data-provider', entry.provider)
    .header('etag', etag)
    .header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = entry.body.length >= COMPRESS_MIN_BYTES ? encodingFor(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(entry.body); // already serialized: Fastify sends strings as they are
  return reply.header('content-encoding', encoding).send(compressed(entry, encoding));
}

export function registerPricingRoutes(app: FastifyInstance, service: PricingService): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const route of ROUTES) {
    typed.get(
      route.url,
      {
        // The answer is compressed once per refresh below, not on every request.
        compress: false,
        schema: {
          tags: ['Prices'],
          summary: route.summary,
          description: route.description,
          operationId: route.operationId,
          response: {
            200: route.response,
            304: Type.Null({ description: 'Not modified: If-None-Match carried the current ETag' }),
            503: ErrorBody,
          },
        },
      },
      async (req, reply) => {
        const fresh = service.peekFresh(route.list);
        if (fresh) return send(req, reply, fresh);
        try {
          return send(req, reply, await service.serve(route.list));
        } catch (err) {
          if (isAppError(err) && err.code === 'UNAVAILABLE') reply.header('retry-after', '30').header('cache-control', 'no-store');
          throw err;
        }
      },
    );
  }
}

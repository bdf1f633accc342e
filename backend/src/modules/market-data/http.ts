import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '@coinatlas/domain/errors';
import { MAX_BUY_AMOUNT } from '@coinatlas/domain/market/cost-to-buy';
import type { MarketDataConfig } from '../../config.js';
import { errorResponse } from '../../platform/error-schema.js';
import type { PartnerDirectory } from '../../platform/module.js';
import { ANSWER_SCHEMAS, DEPOSIT_METHOD_PARAMS } from './domain/answer.js';
import { COST_TO_BUY_EXAMPLE } from './domain/example.js';
import type { QuotedPartner } from './domain/quote.js';
import type { MarketDataService } from './service.js';

export type MarketDataRouteOptions = {
  config: Pick<MarketDataConfig, 'exchanges' | 'assets' | 'fiats' | 'answerWaitMs' | 'bookFreshMs' | 'bookMaxAgeMs' | 'rateLimit'>;
  /** The partner records, read on every request (the directory may be reloaded). */
  partners: () => PartnerDirectory;
  now: () => number;
};

const Query = Type.Object(
  {
    asset: Type.String({
      pattern: '^[A-Za-z0-9]{2,10}$',
      description: 'The asset to buy (one of the configured assets; BTC, ETH, SOL, USDT by default)',
      examples: ['BTC'],
    }),
    fiat: Type.String({
      pattern: '^[A-Za-z]{3}$',
      description: 'The currency paid with (one of the configured ones; EUR, USD, GBP, BRL by default)',
      examples: ['EUR'],
    }),
    amount: Type.Number({
      exclusiveMinimum: 0,
      maximum: MAX_BUY_AMOUNT,
      // the repeated type refuses 'Infinity' and '1e400', which ajv coerces to a number and would let past `maximum`
      allOf: [{ type: 'number', maximum: MAX_BUY_AMOUNT }],
      description: `Everything the buyer hands over, in the fiat currency (deposit fee and trading fee included), above 0 and at most ${MAX_BUY_AMOUNT.toLocaleString('en')}`,
      examples: [500],
    }),
    country: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{2}$',
        description: 'ISO 3166-1 alpha-2 country of the buyer: exchanges recorded as not available there are left out',
        examples: ['DE'],
      }),
    ),
    method: Type.Optional(
      Type.Enum([...DEPOSIT_METHOD_PARAMS], {
        default: 'bank_transfer',
        description: 'How the fiat is paid in (its deposit fee is a part of the cost)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** GET /api/cost-to-buy: the ranking, its parts and sources, and the exchanges left out. */
export function registerMarketDataRoutes(app: FastifyInstance, service: MarketDataService, opts: MarketDataRouteOptions): void {
  for (const schema of ANSWER_SCHEMAS) app.addSchema(schema);
  const { config } = opts;
  const quoted = new Set(config.exchanges);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/cost-to-buy',
    {
      schema: {
        tags: ['Market data'],
        operationId: 'getCostToBuy',
        summary: 'What buying an amount of an asset costs right now, exchange by exchange',
        description:
          "A market buy walked through each exchange's live order book (read through ccxt, public data only): the asset received, " +
          'and the cost in parts (taker fee, spread and slippage against the mid price, the deposit fee of the payment method), each ' +
          'with where it comes from and when. This is a market order on the order book, not the exchange\'s simpler "instant buy", which ' +
          'usually costs more. Exchanges recorded as not available in the country, without the pair, failing, still being read, with a ' +
          "stale or unusable book, or whose book cannot fill the amount are listed in `excluded` with the reason. Each exchange's book " +
          'is read at most once per refresh window however many ask; a request waits a bounded time for what it lacks and answers with ' +
          "the rest (never a 5xx for an exchange's sake).",
        querystring: Query,
        response: {
          // Cache-Control (`public, max-age=<seconds until the first book used turns stale>` for a settled answer, `no-cache`
          // while any exchange is pending, failing or stale) and ETag are documented by the platform for every such route.
          200: Type.Ref('CostToBuy', { description: 'The ranking', examples: [COST_TO_BUY_EXAMPLE] }),
          304: Type.Null({ description: 'Not modified: the ETag sent in If-None-Match still holds' }),
          400: errorResponse(
            400,
            'A parameter that is missing, malformed, out of range or not quoted',
            'asset must be one of: BTC, ETH, SOL, USDT',
          ),
        },
      },
      config: { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } },
    },
    async (req, reply) => {
      const q = req.query;
      const asset = q.asset.toUpperCase();
      const fiat = q.fiat.toUpperCase();
      if (!config.assets.includes(asset)) throw new AppError('BAD_REQUEST', `asset must be one of: ${config.assets.join(', ')}`);
      if (!config.fiats.includes(fiat)) throw new AppError('BAD_REQUEST', `fiat must be one of: ${config.fiats.join(', ')}`);
      const directory = opts.partners();
      const partnersOf = (): QuotedPartner[] => {
        const out: QuotedPartner[] = [];
        for (const p of directory.all) {
          if (p.type !== 'exchange' || !p.ccxtId || !quoted.has(p.ccxtId)) continue;
          out.push({
            id: p.id,
            name: p.name,
            ccxtId: p.ccxtId,
            ...(p.fees ? { fees: p.fees } : {}),
            ...(p.availability ? { availability: p.availability } : {}),
          });
        }
        return out;
      };
      const out = await service.quote(
        { asset, fiat, amount: q.amount, country: q.country ? q.country.toUpperCase() : null, method: q.method ?? 'bank_transfer' },
        partnersOf,
        directory.all,
      );
      const left = Math.floor((out.freshUntil - opts.now()) / 1000);
      reply.header('cache-control', left > 0 ? `public, max-age=${left}` : 'no-cache').header('etag', out.etag);
      if (req.headers['if-none-match'] === out.etag) return reply.code(304).send(null);
      return reply.type('application/json; charset=utf-8').send(out.body);
    },
  );
}

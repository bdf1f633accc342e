import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createHash } from 'node:crypto';
import { AppError } from '@coinatlas/domain/errors';
import { BUY_AMOUNT_PATTERN, MAX_BUY_AMOUNT, MIN_BUY_AMOUNT } from '@coinatlas/domain/market/cost-to-buy';
import { methodsForFiat, PAYMENT_METHODS, type PaymentMethod } from '@coinatlas/domain/payments/methods';
import { parseCountryCode } from '@coinatlas/domain/region/region';
import type { MarketDataConfig } from '../../config.js';
import { errorResponse } from '../../platform/error-schema.js';
import type { PartnerDirectory } from '../content/contract.js';
import { ANSWER_SCHEMAS } from './domain/answer.js';
import { COST_TO_BUY_EXAMPLE } from './domain/example.js';
import { FeeSchedulesBody, schedulesFor } from './domain/schedules.js';
import type { QuotedPartner } from './domain/quote.js';
import type { MarketDataService } from './service.js';

export type MarketDataRouteOptions = {
  config: Pick<MarketDataConfig, 'exchanges' | 'assets' | 'fiats' | 'answerWaitMs' | 'bookFreshMs' | 'bookMaxAgeMs' | 'rateLimit'>;
  /** The partner records, read on every request (the directory may be reloaded). */
  partners: () => PartnerDirectory;
  now: () => number;
};

/** Codes often taken for ISO ones (the EU writes EL for Greece), with the code meant. */
const MISTAKEN_CODES: Readonly<Record<string, { name: string; code: string }>> = {
  UK: { name: 'the United Kingdom', code: 'GB' },
  EL: { name: 'Greece', code: 'GR' },
};

const Country = Type.Optional(
  Type.String({
    pattern: '^[A-Za-z]{2}$',
    description:
      "ISO 3166-1 alpha-2 code of the buyer's country, in any letter case (the United Kingdom is GB): exchanges recorded as " +
      'not available there are left out, and those recorded as available there come first',
    examples: ['DE'],
  }),
);
const Method = Type.Optional(
  Type.String({
    pattern: '^[A-Za-z-]{1,30}$',
    description:
      'How the fiat is paid in (its deposit fee is a part of the cost): one of the methods of the currency, EUR: sepa, ' +
      'sepa-instant, card; BRL: pix, ted, card; USD: ach, wire, card; GBP: faster-payments, card. Left out: the first of them',
    examples: ['sepa'],
  }),
);

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
    // Text, not a number: a number parser takes '5e-324', '0x10' and 'Infinity', which no one means as an amount.
    amount: Type.String({
      pattern: BUY_AMOUNT_PATTERN,
      description:
        'Everything the buyer hands over, in the fiat currency (deposit fee and trading fee included): a decimal number with at ' +
        `most 8 decimals, from ${MIN_BUY_AMOUNT} to ${MAX_BUY_AMOUNT.toLocaleString('en')}`,
      examples: ['500'],
    }),
    country: Country,
    method: Method,
  },
  { additionalProperties: false },
);

/** The country asked for (null: none), which must be an ISO 3166-1 alpha-2 code. */
function countryOf(asked: string | undefined): string | null {
  if (asked === undefined) return null;
  const country = parseCountryCode(asked);
  if (country !== null) return country;
  const meant = MISTAKEN_CODES[asked.toUpperCase()];
  throw new AppError(
    'BAD_REQUEST',
    `country '${asked}' is not an ISO 3166-1 alpha-2 country code${meant ? ` (${meant.name} is ${meant.code})` : ''}`,
  );
}

/** The payment method asked for, which must be one of the currency's (the first of them when none is asked). */
function methodOf(fiat: string, asked: string | undefined): PaymentMethod {
  const methods = methodsForFiat(fiat);
  if (asked === undefined) return methods[0]!;
  const found = methods.find((m) => m === asked.toLowerCase());
  if (found) return found;
  const known = (PAYMENT_METHODS as readonly string[]).includes(asked.toLowerCase());
  throw new AppError(
    'BAD_REQUEST',
    `method '${asked}' is ${known ? `not a way to pay ${fiat} in` : 'not a payment method we know'}; for ${fiat} use one of: ${methods.join(', ')}`,
  );
}

/** GET /api/cost-to-buy: the ranking, its parts and sources, and the exchanges left out. */
export function registerMarketDataRoutes(app: FastifyInstance, service: MarketDataService, opts: MarketDataRouteOptions): void {
  for (const schema of [...ANSWER_SCHEMAS, FeeSchedulesBody]) app.addSchema(schema);
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
          "A market buy walked through each exchange's live order book (read through the market-data library named in `library`, public data only): the asset received, " +
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
            'A parameter that is missing, malformed, out of range, not quoted, not an ISO country code or not a payment method of the currency',
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
      const amount = Number(q.amount);
      if (amount < MIN_BUY_AMOUNT || amount > MAX_BUY_AMOUNT)
        throw new AppError('BAD_REQUEST', `amount must be from ${MIN_BUY_AMOUNT} to ${MAX_BUY_AMOUNT.toLocaleString('en')}`);
      const country = countryOf(q.country);
      const method = methodOf(fiat, q.method);
      const directory = opts.partners();
      const partnersOf = (): QuotedPartner[] => {
        const out: QuotedPartner[] = [];
        for (const p of directory.all) {
          if (p.type !== 'exchange' || !p.marketId || !quoted.has(p.marketId)) continue;
          out.push({
            id: p.id,
            name: p.name,
            marketId: p.marketId,
            ...(p.fees ? { fees: p.fees } : {}),
            ...(p.availability ? { availability: p.availability } : {}),
            ...(p.paymentMethods ? { paymentMethods: p.paymentMethods } : {}),
          });
        }
        return out;
      };
      const out = await service.quote({ asset, fiat, amount, country, method }, partnersOf, directory.all);
      const left = Math.floor((out.freshUntil - opts.now()) / 1000);
      reply.header('cache-control', left > 0 ? `public, max-age=${left}` : 'no-cache').header('etag', out.etag);
      if (req.headers['if-none-match'] === out.etag) return reply.code(304).send(null);
      return reply.type('application/json; charset=utf-8').send(out.body);
    },
  );

  r.get(
    '/api/fee-schedules',
    {
      schema: {
        tags: ['Market data'],
        operationId: 'getFeeSchedules',
        summary: "The exchanges' published fee facts for a trade in one currency, by one payment method, from one country",
        description:
          "What the fee calculator's published-schedule table compares: every centralized exchange's trading-fee schedule, spread " +
          'and withdrawal fees, and its payment methods for the currency (the deposit fee of the method asked for is the same ' +
          'figure, with the same provenance, as the deposit part of GET /api/cost-to-buy), each with its provenance. Exchanges ' +
          'recorded as not available in the country are listed in `excluded` with that record. Revalidated on every use ' +
          '(`Cache-Control: public, no-cache` and an ETag).',
        querystring: Type.Object(
          {
            fiat: Type.String({
              pattern: '^[A-Za-z]{3}$',
              description: 'The currency paid with (one of the configured ones; EUR, USD, GBP, BRL by default)',
              examples: ['EUR'],
            }),
            country: Country,
            method: Method,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Ref('FeeSchedules', { description: 'The facts' }),
          304: Type.Null({ description: 'Not modified: the ETag sent in If-None-Match still holds' }),
          400: errorResponse(
            400,
            'A parameter that is missing, malformed, not quoted, not an ISO country code or not a payment method of the currency',
            "method 'pix' is not a way to pay EUR in; for EUR use one of: sepa, sepa-instant, card",
          ),
        },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const fiat = q.fiat.toUpperCase();
      if (!config.fiats.includes(fiat)) throw new AppError('BAD_REQUEST', `fiat must be one of: ${config.fiats.join(', ')}`);
      const country = countryOf(q.country);
      const method = methodOf(fiat, q.method);
      const body = JSON.stringify(schedulesFor(opts.partners().all, { fiat, method, country }));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}

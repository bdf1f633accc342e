import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Cache } from '../../platform/cache/cache.js';
import { backoffMs } from '../../platform/refresh/backoff.js';
import { NO_FIAT_RATES, type FiatRates } from './domain/fiat-rates.js';
import type { FiatRatesSource } from './ports.js';

/** A rate is read again after an hour; a last good one is served for a day, then the rates are unknown. */
export const FIAT_RATES_FRESH_MS = 60 * 60_000;
export const FIAT_RATES_MAX_AGE_MS = 24 * 60 * 60_000;
/** After a failed read the provider is left alone this long, doubled per failure in a row (platform/refresh/backoff.ts); the last good rates, or none, are served meanwhile. */
const BACKOFF_BASE_MS = 60_000;
const KEY = 'pricing:fiat-rates';

type Options = {
  source: FiatRatesSource;
  cache: Cache;
  now: () => number;
  log: FastifyInstance['log'];
};

/**
 * The fiat rates the fee calculator converts with: one CoinGecko call an hour at most per instance, the last
 * good answer kept in the shared cache (every instance serves it), and plainly none when there is none.
 */
export function createFiatRates(opts: Options) {
  let inflight: Promise<FiatRates> | undefined;
  let failures = 0;
  let backoffUntil = -Infinity;

  const stored = async (): Promise<FiatRates | null> => {
    try {
      const raw = await opts.cache.get(KEY);
      return raw ? (JSON.parse(raw) as FiatRates) : null;
    } catch {
      return null;
    }
  };
  const ageOf = (r: FiatRates) => (r.fetchedAt ? opts.now() - Date.parse(r.fetchedAt) : Infinity);

  async function refresh(last: FiatRates | null): Promise<FiatRates> {
    try {
      const usdPer = await opts.source.read();
      failures = 0;
      const answer: FiatRates = { fetchedAt: new Date(opts.now()).toISOString(), provider: opts.source.provider, usdPer };
      await opts.cache.set(KEY, JSON.stringify(answer), FIAT_RATES_MAX_AGE_MS).catch(() => {});
      return answer;
    } catch (err) {
      failures += 1;
      backoffUntil = opts.now() + backoffMs(failures, { baseMs: BACKOFF_BASE_MS });
      opts.log.warn({ err: (err as Error).message }, 'fiat rates: provider read failed');
      return last && ageOf(last) < FIAT_RATES_MAX_AGE_MS ? last : NO_FIAT_RATES;
    }
  }

  return {
    async get(): Promise<FiatRates> {
      const last = await stored();
      if (last && ageOf(last) < FIAT_RATES_FRESH_MS) return last;
      if (opts.now() < backoffUntil) return last && ageOf(last) < FIAT_RATES_MAX_AGE_MS ? last : NO_FIAT_RATES;
      inflight ??= refresh(last).finally(() => (inflight = undefined));
      return inflight;
    },
  };
}

const FiatRatesBody = Type.Object(
  {
    fetchedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: "When the provider's rates were fetched; null when there are none",
    }),
    provider: Type.Union([Type.Literal('coingecko'), Type.Null()], { description: 'Where the rates come from; null when there are none' }),
    usdPer: Type.Record(Type.String({ pattern: '^[A-Z]{3}$' }), Type.Number({ exclusiveMinimum: 0 }), {
      description:
        'US dollars one unit of each fiat currency buys, by ISO 4217 code (USD is 1). A currency missing here has no known rate.',
    }),
  },
  { $id: 'FiatRates', additionalProperties: false },
);

export function registerFiatRatesRoute(app: FastifyInstance, rates: ReturnType<typeof createFiatRates>) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/fiat-rates',
    {
      config: { showsPartnerRecords: false },
      schema: {
        tags: ['Prices'],
        summary: 'Fiat exchange rates against the US dollar',
        description:
          "US dollars per unit of each fiat currency, from CoinGecko's exchange rates (bitcoin's price in each currency). " +
          'Read at most once an hour; the last good rates are served for up to a day, then none: a currency without a rate ' +
          'is left out, never estimated. The fee calculator converts its USD fee schedules with these.',
        operationId: 'getFiatRates',
        response: { 200: FiatRatesBody },
      },
    },
    async (_req, reply) => {
      const answer = await rates.get();
      reply.header('cache-control', answer.fetchedAt ? 'public, max-age=300' : 'no-cache');
      return answer;
    },
  );
}

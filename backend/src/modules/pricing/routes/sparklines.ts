import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AppError, isAppError } from '@coinatlas/domain/errors';
import { WATCHLIST_MAX } from '@coinatlas/domain/watchlist/watchlist';
import { parseCoinIds } from '@coinatlas/domain/watchlist/watchlist-file';
import { secondsLeft } from '../domain/policy.js';
import type { MarketCoin } from '../domain/types.js';
import type { Entry, PricingService } from '../service.js';
import { errorResponse } from '../../../platform/error-schema.js';
import { FRESHNESS_HEADERS, FRESHNESS_NOTE, notModified, SparklinesBody, Unavailable } from '../schemas.js';

/** The sparklines list by coin id, made once per answer (the route reads it on every request). */
type SparkIndex = { entry: Entry; byId: Map<string, MarketCoin> };

/** The watchlist's coins: prices and 7-day lines of the ids asked for, from the one sparklines list. */
export function registerSparklinesRoute(app: FastifyInstance, service: PricingService, now: () => number): void {
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

  // Plain app.get: the typebox provider's types would not accept the bodiless 304 (`send()`).
  app.get(
    '/api/cryptocurrencies/sparklines',
    {
      config: { showsPartnerRecords: false },
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
          400: errorResponse(
            400,
            'The ids are missing, malformed or too many',
            "ids has an invalid coin id 'Bitcoin!' (lower-case letters, digits, '.', '_' and '-', at most 100 characters)",
          ),
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

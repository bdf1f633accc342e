import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { isAppError } from '@coinatlas/domain/errors';
import { secondsLeft } from '../domain/policy.js';
import type { PriceList } from '../domain/types.js';
import type { Entry, PricingService } from '../service.js';
import { precompressed, sendPrecompressed, type Precompressed } from '../../../platform/precompressed.js';
import {
  FRESHNESS_NOTE,
  NewCryptocurrencies,
  notModified,
  TopCryptocurrencies,
  TrendingCryptocurrencies,
  Unavailable,
} from '../schemas.js';

type Route = { url: string; list: PriceList; operationId: string; summary: string; description: string; response: TSchema };

/** The three price lists, one route each, served alike. */
const ROUTES: Route[] = [
  {
    url: '/api/cryptocurrencies',
    list: 'top',
    operationId: 'listTopCryptocurrencies',
    summary: 'Top 10 cryptocurrencies by market cap (USD)',
    description: FRESHNESS_NOTE('The ten largest coins by market capitalisation, largest first. Fresh for 60 seconds by default.'),
    response: TopCryptocurrencies,
  },
  {
    url: '/api/cryptocurrencies/trending',
    list: 'trending',
    operationId: 'listTrendingCryptocurrencies',
    summary: 'Trending cryptocurrencies (most searched on CoinGecko)',
    description: FRESHNESS_NOTE('Coins people search for most, in trending order. Fresh for 5 minutes by default.'),
    response: TrendingCryptocurrencies,
  },
  {
    url: '/api/cryptocurrencies/new',
    list: 'new',
    operationId: 'listNewCryptocurrencies',
    summary: 'Newly listed cryptocurrencies (USD)',
    description: FRESHNESS_NOTE(
      'The ten coins most recently listed by the provider (CoinPaprika by default, CoinGecko on a paid plan), newest first. Fresh for 10 minutes by default.',
    ),
    response: NewCryptocurrencies,
  },
];

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

/** The Top 10, trending and new lists: a fresh answer straight from what was prepared, else through the service. */
export function registerPriceListRoutes(app: FastifyInstance, service: PricingService, now: () => number): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
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
        config: { showsPartnerRecords: false },
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
}

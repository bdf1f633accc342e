import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BEAR_MAX_CHANGE_PCT, BULL_MIN_CHANGE_PCT, type MarketReading } from '../domain/market-trend.js';
import { secondsLeft } from '../domain/policy.js';
import type { PricingService } from '../service.js';
import { MarketBody, notModified, TooManyRequests } from '../schemas.js';

/** The market trend read from the Top 10 list we hold (never a provider call of its own). */
export function registerMarketRoute(app: FastifyInstance, service: PricingService, now: () => number): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  // The market reading is small and changes only with the Top 10 answer (or as that answer ages):
  // its body is serialized again only when the reading changes.
  let market: { reading: MarketReading; body: string; etag: string } | undefined;
  const sameReading = (a: MarketReading, b: MarketReading) =>
    a.trend === b.trend &&
    a.reason === b.reason &&
    a.btcChange24h === b.btcChange24h &&
    a.fetchedAt === b.fetchedAt &&
    a.source === b.source;

  typed.get(
    '/api/market',
    {
      config: { showsPartnerRecords: false },
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
      reply
        .header('x-data-source', reading.source)
        .header('x-data-fetched-at', basis.fetchedAtIso)
        .header('x-data-provider', basis.provider);
    }
    if (req.headers['if-none-match'] === market.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(market.body);
  }
}

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TARGETABLE_PAGES, type PromotionLanguage } from '@coinatlas/domain/promotions/promotion';
import type { PromotionService } from '../service.js';
import { PromotionList, Query } from '../schemas.js';

/** Browsers and shared caches may keep the list for a minute; the server caches it too. */
export const PROMOTIONS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** The promotions live now, for the banner (cached by browsers, shared caches and the server). */
export function registerPromotionRoutes(app: FastifyInstance, service: PromotionService): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/promotions',
    {
      schema: {
        tags: ['Promotions'],
        summary: 'Active promotions',
        operationId: 'listPromotions',
        description:
          'The partner promotions live now (active, inside their schedule, and backed by an active referral code or ' +
          'affiliate link of their partner: a promotion speaks of our link), highest priority first, texts in the ' +
          'language asked for. The client ranks them for the visitor with the shared scoring rules (base priority, ' +
          `target page, interests, market key, time of day, device, engagement). Cacheable: \`${PROMOTIONS_CACHE_CONTROL}\` ` +
          'with an ETag (If-None-Match answers 304). Targetable pages: ' +
          TARGETABLE_PAGES.join(', ') +
          '.',
        querystring: Query,
        response: { 200: PromotionList, 304: Type.Null({ description: 'Not modified' }) },
      },
    },
    async (req, reply) => {
      const lang = (req.query.lang ?? 'en') as PromotionLanguage;
      const body = JSON.stringify({ promotions: await service.listActive(lang) });
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('cache-control', PROMOTIONS_CACHE_CONTROL).header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send(null as never);
      return reply.type('application/json').send(body as never); // already serialized
    },
  );
}

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PARTNER_TYPES } from '@coinatlas/domain/partners/partner';
import {
  MARKET_KEYS,
  PROMOTION_CATEGORIES,
  PROMOTION_LANGUAGES,
  PROMOTION_THEMES,
  TARGETABLE_PAGES,
  USER_INTERESTS,
  type PromotionLanguage,
} from '@coinatlas/domain/promotions/promotion';
import type { AdminAuth } from '../../platform/module.js';
import type { PromotionService } from './service.js';

const EXAMPLE = {
  id: 'trezor-first-purchase',
  title: 'Trezor: 10% off your first purchase',
  description:
    'Keep your keys offline with an open-source hardware wallet. Our link takes 10% off your first Trezor order.',
  ctaText: 'Shop Trezor',
  ctaUrl: '/go/tool/trezor',
  discount: '10% off',
  partner: { type: 'tool', id: 'trezor' },
  categories: ['wallet', 'security'],
  targetPages: ['/', '/wallets', '/wallets/hardware'],
  userTypes: ['security_focused', 'learner'],
  marketConditions: ['stable_market', 'bear_market'],
  priority: 9,
  bgColor: 'emerald',
  startsAt: null,
  endsAt: null,
};

const Promotion = Type.Object(
  {
    id: Type.String({ description: 'Stable identifier', examples: ['trezor-first-purchase'] }),
    title: Type.String(),
    description: Type.String(),
    ctaText: Type.String({ description: 'Label of the call-to-action link' }),
    ctaUrl: Type.String({
      description: 'Our tracked redirect to the partner, /go/{type}/{id}; open it in a new tab with rel="sponsored noopener"',
      pattern: '^/go/[a-z_]+/[^/]+$',
      examples: ['/go/tool/trezor'],
    }),
    discount: Type.String({ description: 'Short label of the offer', examples: ['10% off'] }),
    partner: Type.Object({ type: Type.Enum([...PARTNER_TYPES]), id: Type.String() }),
    categories: Type.Array(Type.Enum([...PROMOTION_CATEGORIES]), { description: 'What the promotion is about' }),
    targetPages: Type.Array(Type.String(), { description: 'Site routes where it is most relevant (+3 when the visitor is there)' }),
    userTypes: Type.Array(Type.Enum([...USER_INTERESTS]), { description: 'Visitor interests it suits (+2 each)' }),
    marketConditions: Type.Array(Type.Enum([...MARKET_KEYS]), { description: 'Market keys `<btcTrend>_market` it suits (+2)' }),
    priority: Type.Integer({ description: 'Base score', minimum: 0, maximum: 20 }),
    bgColor: Type.Enum([...PROMOTION_THEMES], { description: 'Colour theme of the banner' }),
    startsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Shown from this instant (null: already started)' }),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Shown until this instant, exclusive (null: no end)' }),
  },
  { $id: 'Promotion' },
);

const PromotionList = Type.Object(
  { promotions: Type.Array(Promotion) },
  { $id: 'PromotionList', examples: [{ promotions: [EXAMPLE] }] },
);

const Query = Type.Object(
  {
    lang: Type.Optional(
      Type.Enum([...PROMOTION_LANGUAGES], { default: 'en', description: 'Language of the texts; English when a translation is missing' }),
    ),
  },
  { additionalProperties: false },
);

/** Browsers and shared caches may keep the list for a minute; the server caches it too. */
export const PROMOTIONS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export function registerPromotionRoutes(app: FastifyInstance, service: PromotionService): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/promotions',
    {
      schema: {
        tags: ['Promotions'],
        summary: 'Active promotions',
        operationId: 'listPromotions',
        description:
          'The partner promotions live now (active, inside their schedule), highest priority first, texts in the ' +
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

const LocalizedText = Type.Object(
  {
    en: Type.String({ minLength: 1, description: 'English text (required: the fallback for every language)' }),
    es: Type.Optional(Type.String()),
    de: Type.Optional(Type.String()),
    pt: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const storedFields = {
  title: LocalizedText,
  description: LocalizedText,
  ctaText: LocalizedText,
  discount: LocalizedText,
  partnerType: Type.Enum([...PARTNER_TYPES]),
  partnerId: Type.String({ description: 'A partner the site lists, of partnerType' }),
  categories: Type.Array(Type.Enum([...PROMOTION_CATEGORIES])),
  targetPages: Type.Array(Type.String(), { description: 'Targetable pages: ' + TARGETABLE_PAGES.join(', ') }),
  userTypes: Type.Array(Type.Enum([...USER_INTERESTS])),
  marketConditions: Type.Array(Type.Enum([...MARKET_KEYS])),
  priority: Type.Integer({ minimum: 0, maximum: 20 }),
  bgColor: Type.Enum([...PROMOTION_THEMES]),
  active: Type.Boolean({ description: 'false pauses the promotion' }),
  startsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
};

const StoredPromotion = Type.Object(
  { id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,62}$' }), ...storedFields },
  { $id: 'StoredPromotion', additionalProperties: false, description: 'A promotion with its texts in every language' },
);
const PromotionPatch = Type.Partial(Type.Object(storedFields, { additionalProperties: false }), {
  additionalProperties: false,
  description: 'The fields to change; the result is validated as a whole',
});
const IdParams = Type.Object({ id: Type.String({ maxLength: 63 }) });
const Err = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() });

/** Admin-only management of promotions; every change clears the public list's cache. */
export function registerPromotionAdminRoutes(app: FastifyInstance, service: PromotionService, auth: AdminAuth): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAdmin({ mutation: false });
  const write = auth.requireAdmin({ mutation: true });
  const noStore = { 'cache-control': 'no-store' };

  r.get(
    '/api/admin/promotions',
    {
      onRequest: read,
      schema: {
        tags: ['Promotions'],
        summary: 'Every promotion, paused and scheduled ones included (admin)',
        operationId: 'adminListPromotions',
        response: { 200: Type.Object({ promotions: Type.Array(StoredPromotion) }) },
      },
    },
    async (_req, reply) => reply.headers(noStore).send({ promotions: (await service.listAll()) as never }),
  );
  r.post(
    '/api/admin/promotions',
    {
      onRequest: write,
      schema: {
        tags: ['Promotions'],
        summary: 'Create a promotion (admin)',
        operationId: 'adminCreatePromotion',
        body: StoredPromotion,
        response: { 201: StoredPromotion, 400: Err, 409: Err },
      },
    },
    async (req, reply) => reply.status(201).headers(noStore).send((await service.create(req.body)) as never),
  );
  r.put(
    '/api/admin/promotions/:id',
    {
      onRequest: write,
      schema: {
        tags: ['Promotions'],
        summary: 'Change a promotion: texts, schedule, targeting, pause or resume (admin)',
        operationId: 'adminUpdatePromotion',
        params: IdParams,
        body: PromotionPatch,
        response: { 200: StoredPromotion, 400: Err, 404: Err },
      },
    },
    async (req, reply) => reply.headers(noStore).send((await service.update(req.params.id, req.body)) as never),
  );
  r.delete(
    '/api/admin/promotions/:id',
    {
      onRequest: write,
      schema: {
        tags: ['Promotions'],
        summary: 'Delete a promotion (admin)',
        operationId: 'adminDeletePromotion',
        params: IdParams,
        response: { 204: Type.Null(), 404: Err },
      },
    },
    async (req, reply) => {
      await service.delete(req.params.id);
      return reply.status(204).headers(noStore).send(null);
    },
  );
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { PARTNER_TYPES } from '@coinatlas/domain/partners/partner';
import {
  BTC_TRENDS,
  MARKET_KEYS,
  PROMOTION_CATEGORIES,
  PROMOTION_STATES,
  PROMOTION_LANGUAGES,
  PROMOTION_THEMES,
  TARGETABLE_PAGES,
  USER_INTERESTS,
  type PromotionLanguage,
} from '@coinatlas/domain/promotions/promotion';
import type { AdminAuth } from '../../platform/module.js';
import { BoundedInteger, RowId } from '../../platform/schemas.js';
import { BANNER_TOP_N, REASON_KEYS } from '@coinatlas/domain/promotions/scoring';
import { TYPICAL_VISITORS } from '@coinatlas/domain/promotions/simulation';
import { REVISION_ACTIONS, type ManagedPromotion } from './ports.js';
import { PromotionConflict, STATE_ACTION_NAMES, type PromotionService, type SimulationInput, type StateAction } from './service.js';
import { errorResponse, errorResponseWith } from '../../platform/error-schema.js';

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

const NewPromotion = Type.Object(
  {
    // checked by the domain's validator, whose message says what an id may hold
    id: Type.String({ maxLength: 63, description: '2 to 63 lowercase letters, digits or dashes, starting with a letter or digit' }),
    ...storedFields,
    draft: Type.Optional(Type.Boolean({ description: 'true saves it without publishing (visitors never see a draft)' })),
  },
  { additionalProperties: false, description: 'A new promotion' },
);
const AdminPromotion = Type.Object(
  {
    id: Type.String(),
    ...storedFields,
    version: Type.Integer({ minimum: 1, description: 'Edit version: send it back with a change (a stale one answers 409)' }),
    draft: Type.Boolean({ description: 'Saved, not published' }),
    archived: Type.Boolean(),
    state: Type.Enum([...PROMOTION_STATES], { description: 'Where it stands now: only live promotions reach visitors' }),
    claimBacked: Type.Boolean({
      description:
        'Whether its partner has an active referral code or affiliate link now. A promotion speaks of our link; while ' +
        'this is false it is hidden from visitors whatever its state, and the admin flags it',
    }),
  },
  { $id: 'AdminPromotion', description: 'A promotion as editors manage it' },
);
const optionalFields = Object.fromEntries(Object.entries(storedFields).map(([k, v]) => [k, Type.Optional(v)])) as {
  [K in keyof typeof storedFields]: ReturnType<typeof Type.Optional<(typeof storedFields)[K]>>;
};
const PromotionPatch = Type.Object(
  { version: RowId({ description: 'The version the change was made from' }), ...optionalFields },
  { additionalProperties: false, description: 'The fields to change and the version they were changed from; the result is validated as a whole' },
);
const VersionBody = Type.Object({ version: RowId() }, { additionalProperties: false });
const IdParams = Type.Object({ id: Type.String({ maxLength: 63 }) });
const ActionParams = Type.Object({ id: Type.String({ maxLength: 63 }), action: Type.Enum(STATE_ACTION_NAMES) });
const E400 = errorResponse(400, 'A field is missing, unknown or invalid');
const E401 = errorResponse(401, 'Not signed in as an admin');
const E403 = errorResponse(403, 'Cross-site request, or a missing or wrong CSRF token');
const E404 = errorResponse(404, 'No promotion has this id');
const Conflict = errorResponseWith(
  'Nothing was saved. With `current`: the promotion changed since that version, and this is the stored one. Without: the id is taken',
  { current: Type.Optional(AdminPromotion) },
);

const Reason = Type.Object({
  key: Type.Enum([...REASON_KEYS]),
  params: Type.Optional(
    Type.Object({
      priority: Type.Optional(Type.Integer()),
      page: Type.Optional(Type.String()),
      interest: Type.Optional(Type.Enum([...USER_INTERESTS])),
      market: Type.Optional(Type.Enum([...MARKET_KEYS])),
    }),
  ),
});
const Revision = Type.Object({
  version: Type.Integer(),
  action: Type.Enum([...REVISION_ACTIONS]),
  actor: Type.String({ description: 'The admin who made the change' }),
  at: Type.String({ format: 'date-time' }),
  changedFields: Type.Array(Type.String()),
});
const Visitor = Type.Object(
  {
    currentPage: Type.String({ pattern: '^/', maxLength: 200 }),
    visitedPages: Type.Array(Type.String({ pattern: '^/', maxLength: 200 }), { maxItems: 10 }),
    language: Type.Enum([...PROMOTION_LANGUAGES]),
    country: Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), Type.Null()], { description: 'ISO 3166 code of the visitor, or null' }),
    btcTrend: Type.Enum([...BTC_TRENDS]),
    hour: BoundedInteger(0, 23, { description: "The visitor's local hour" }),
    weekday: BoundedInteger(0, 6, { description: '0 Sunday … 6 Saturday' }),
    device: Type.Enum(['mobile', 'tablet', 'desktop']),
    timeOnSite: BoundedInteger(0, 86_400, { description: 'Seconds since the session started' }),
    interests: Type.Array(Type.Enum([...USER_INTERESTS]), { description: 'Interests beside those the pages give' }),
    scope: Type.Enum(['live', 'all'], { description: "'live': what the site serves now; 'all': every promotion not archived, as if live" }),
  },
  { additionalProperties: false },
);
const Simulation = Type.Object({
  context: Type.Object({
    interests: Type.Array(Type.Enum([...USER_INTERESTS])),
    timeOfDay: Type.String(),
    device: Type.String(),
    marketKey: Type.String(),
  }),
  ranked: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      state: Type.Enum([...PROMOTION_STATES]),
      rank: Type.Integer(),
      score: Type.Integer(),
      urgency: Type.Enum(['low', 'medium', 'high']),
      inBanner: Type.Boolean(),
      parts: Type.Array(Type.Object({ reason: Reason, points: Type.Integer() })),
    }),
  ),
  unavailableInCountry: Type.Array(Type.String(), { description: "Promotions left out: their partner is verified as not available in the visitor's country" }),
});
const Coverage = Type.Object({
  topN: Type.Integer(),
  cells: Type.Array(
    Type.Object({
      visitor: Type.Enum(TYPICAL_VISITORS.map((v) => v.key)),
      btcTrend: Type.Enum([...BTC_TRENDS]),
      rank: Type.Integer({ description: '1 is first; 0 when the promotion is not ranked' }),
      score: Type.Integer(),
      inBanner: Type.Boolean(),
    }),
  ),
});

/** Admin-only management of promotions; every change clears the public list's cache. */
export function registerPromotionAdminRoutes(app: FastifyInstance, service: PromotionService, auth: AdminAuth): void {
  app.addSchema(AdminPromotion);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAdmin({ mutation: false });
  const write = auth.requireAdmin({ mutation: true });
  const noStore = { 'cache-control': 'no-store' };
  const tags = ['Promotions admin'];
  const editor = async (req: FastifyRequest) => (await auth.adminOf(req))?.email ?? 'unknown';
  const withState = async (p: ManagedPromotion) => ({ ...p, state: service.stateOf(p), claimBacked: await service.claimBacked(p) });
  const AdminRef = Type.Unsafe<Static<typeof AdminPromotion>>({ $ref: 'AdminPromotion' });

  /** A stale save answers 409 with the stored promotion; every other error goes to the one error handler. */
  const conflictAware = async (reply: FastifyReply, fn: () => Promise<ManagedPromotion>, status = 200): Promise<never> => {
    try {
      return reply.status(status).headers(noStore).send((await withState(await fn())) as never) as never;
    } catch (err) {
      if (err instanceof PromotionConflict)
        return reply.status(409).send({ statusCode: 409, error: 'Conflict', message: err.message, current: await withState(err.current) } as never) as never;
      throw err;
    }
  };

  r.get(
    '/api/admin/promotions',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Every promotion with its state: draft, scheduled, live, paused, ended or archived (admin)',
        operationId: 'adminListPromotions',
        response: { 200: Type.Object({ promotions: Type.Array(AdminRef) }), 401: E401 },
      },
    },
    async (_req, reply) => reply.headers(noStore).send({ promotions: (await service.listAll()) as never }),
  );
  r.get(
    '/api/admin/promotions/:id',
    {
      onRequest: read,
      schema: { tags, summary: 'One promotion (admin)', operationId: 'adminGetPromotion', params: IdParams, response: { 200: AdminRef, 401: E401, 404: E404 } },
    },
    async (req, reply) => reply.headers(noStore).send((await withState(await service.get(req.params.id))) as never),
  );
  r.post(
    '/api/admin/promotions',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Create a promotion, published or as a draft (admin)',
        operationId: 'adminCreatePromotion',
        body: NewPromotion,
        response: { 201: AdminRef, 400: E400, 401: E401, 403: E403, 409: Conflict },
      },
    },
    async (req, reply) => {
      const { draft, ...fields } = req.body;
      return conflictAware(reply, async () => service.create(fields, await editor(req), { draft }), 201);
    },
  );
  r.put(
    '/api/admin/promotions/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Change a promotion: texts, partner, targeting, schedule (admin)',
        operationId: 'adminUpdatePromotion',
        params: IdParams,
        body: PromotionPatch,
        response: { 200: AdminRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) => {
      const { version, ...patch } = req.body;
      return conflictAware(reply, async () => service.update(req.params.id, patch, { version, actor: await editor(req) }));
    },
  );
  r.post(
    '/api/admin/promotions/:id/:action',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Pause, resume, publish, archive or restore a promotion (admin)',
        operationId: 'adminChangePromotionState',
        params: ActionParams,
        body: VersionBody,
        response: { 200: AdminRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) =>
      conflictAware(reply, async () => service.changeState(req.params.id, req.params.action as StateAction, req.body.version, await editor(req))),
  );
  r.post(
    '/api/admin/promotions/:id/undo',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Undo the latest change: the promotion as it was before it, saved as a new version (admin)',
        operationId: 'adminUndoPromotion',
        params: IdParams,
        body: VersionBody,
        response: { 200: AdminRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) => conflictAware(reply, async () => service.undo(req.params.id, req.body.version, await editor(req))),
  );
  r.get(
    '/api/admin/promotions/:id/history',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Every recorded change of a promotion, newest first: who, when, what (admin)',
        operationId: 'adminPromotionHistory',
        params: IdParams,
        response: { 200: Type.Object({ revisions: Type.Array(Revision) }), 401: E401, 404: E404 },
      },
    },
    async (req, reply) =>
      reply.headers(noStore).send({ revisions: (await service.history(req.params.id)).map(({ previous: _p, promotionId: _i, ...r }) => r) as never }),
  );
  r.get(
    '/api/admin/promotions/:id/coverage',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Which typical visitors would see this promotion in the banner, under each market trend (admin)',
        operationId: 'adminPromotionCoverage',
        params: IdParams,
        response: { 200: Coverage, 401: E401, 404: E404 },
      },
    },
    async (req, reply) => reply.headers(noStore).send({ topN: BANNER_TOP_N, cells: (await service.coverage(req.params.id)) as never }),
  );
  r.post(
    '/api/admin/promotions/simulate',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Rank the promotions for a visitor described by hand, with the banner’s scoring and each score’s parts (admin)',
        operationId: 'adminSimulatePromotions',
        body: Visitor,
        response: { 200: Simulation, 400: E400, 401: E401, 403: E403 },
      },
    },
    async (req, reply) => {
      const result = await service.simulate(req.body as SimulationInput);
      return reply.headers(noStore).send({
        context: result.context,
        unavailableInCountry: result.unavailableInCountry,
        ranked: result.ranked.map((x) => ({
          id: x.promotion.id,
          title: x.promotion.title,
          state: x.state,
          rank: x.rank,
          score: x.score,
          urgency: x.urgency,
          inBanner: x.inBanner,
          parts: x.parts,
        })),
      } as never);
    },
  );
  r.delete(
    '/api/admin/promotions/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Delete a promotion and its history (admin; archiving keeps both)',
        operationId: 'adminDeletePromotion',
        params: IdParams,
        response: { 204: Type.Null(), 401: E401, 403: E403, 404: E404 },
      },
    },
    async (req, reply) => {
      await service.delete(req.params.id);
      return reply.status(204).headers(noStore).send(null);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, isAppError } from '@coinatlas/domain/errors';
import type { AdminAuth } from '../../platform/module.js';
import { BoundedInteger, RowId } from '../../platform/schemas.js';
import { MAX_CLICK_WINDOW_DAYS, referringPath } from './domain/clicks.js';
import { isPartnerType, PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import { CODE_PATTERN, ENTITY_ID_PATTERN, EXAMPLE_CODE, isHeaderSafe, LIMITS, normalizeUrl } from '@coinatlas/domain/referrals/referral-code';
import type { ReferralService } from './service.js';
import { CSV_COLUMNS } from './adapters/csv-codes.js';
import { errorResponse } from '../../platform/error-schema.js';

/** Largest CSV import accepted (about a thousand codes). */
const CSV_BODY_LIMIT = 256 * 1024;

const EntityType = Type.Enum([...PARTNER_TYPES], { description: 'The kind of partner the code belongs to' });

const EXAMPLE = {
  id: 12,
  entityType: 'exchange',
  entityId: 'kraken',
  name: 'Kraken',
  description: 'Sign up through our link and Kraken credits the welcome offer in its terms.',
  code: 'COINATLAS',
  url: 'https://www.kraken.com/sign-up?ref=coinatlas',
  discount: 'Welcome offer per Kraken’s terms',
  isActive: true,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-21T14:02:11.000Z',
};

export const ReferralCodeSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Use it with PUT and DELETE' }),
    entityType: EntityType,
    entityId: Type.String({ description: 'The partner id, as in /go/{type}/{id} and the page anchors' }),
    name: Type.String(),
    description: Type.String(),
    code: Type.String({ description: `The code visitors copy (seeded rows hold the placeholder ${EXAMPLE_CODE})` }),
    url: Type.String({ description: 'The https sign-up address carrying the referral' }),
    discount: Type.String({ description: 'What the visitor gets, in the operator’s words; may be empty' }),
    isActive: Type.Boolean({ description: 'Only active codes are ever shown to visitors' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ReferralCode', examples: [EXAMPLE] },
);

const ReferralCodeList = Type.Array(ReferralCodeSchema, { examples: [[EXAMPLE]] });

const E401 = errorResponse(401, 'Not signed in as an admin', 'Sign in as an admin to use this endpoint.');
const E403 = errorResponse(
  403,
  'Not same-origin, or the CSRF token is missing or wrong',
  'Missing or invalid CSRF token: send the x-csrf-token header with the token from GET /api/admin/session.',
);

const text = (max: number, extra: object = {}) => Type.String({ maxLength: max, ...extra });
const Name = text(LIMITS.name, { minLength: 1, examples: ['Kraken'] });
const Description = text(LIMITS.description, { examples: ['Sign up through our link and Kraken credits the welcome offer.'] });
const Code = text(LIMITS.code, { minLength: 1, pattern: CODE_PATTERN, examples: ['COINATLAS'] });
const Url = text(LIMITS.url, {
  minLength: 9,
  pattern: '^https://',
  description: 'Must be an https address',
  examples: ['https://www.kraken.com/sign-up?ref=coinatlas'],
});
const Discount = text(LIMITS.discount, { examples: ['10% off trading fees for 30 days'] });

const CreateBody = Type.Object(
  {
    entityType: EntityType,
    entityId: Type.String({ minLength: 1, maxLength: LIMITS.entityId, pattern: ENTITY_ID_PATTERN, examples: ['kraken'] }),
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    code: Code,
    url: Url,
    discount: Type.Optional(Discount),
    isActive: Type.Optional(Type.Boolean({ default: false })),
  },
  {
    additionalProperties: false,
    description: 'The partner must be listed on the site. name defaults to the partner’s name.',
    examples: [
      {
        entityType: 'exchange',
        entityId: 'kraken',
        code: 'COINATLAS',
        url: 'https://www.kraken.com/sign-up?ref=coinatlas',
        discount: 'Welcome offer per Kraken’s terms',
        isActive: true,
      },
    ],
  },
);

const UpdateBody = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    code: Type.Optional(Code),
    url: Type.Optional(Url),
    discount: Type.Optional(Discount),
    isActive: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'Fields left out keep their value. The partner (type and id) cannot change: delete and create instead.',
    examples: [{ isActive: false }, { code: 'COINATLAS2027', discount: '20% off fees for 30 days' }],
  },
);

const IdParams = Type.Object({ id: RowId({ examples: [12] }) });

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

export type OutboundRouteDeps = {
  service: ReferralService;
  auth: AdminAuth;
  /** Records the click as a first-party event on the page it was made on (blog analytics). */
  recordOutbound: (type: PartnerType, id: string, fromPath: string) => Promise<void>;
  /** The site's public origin (PUBLIC_SITE_URL), besides the request's own, for same-origin referers. */
  siteOrigin: string | undefined;
};

export function registerReferralRoutes(app: FastifyInstance, { service, auth, recordOutbound, siteOrigin }: OutboundRouteDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const admin = auth.requireAdmin({ mutation: false });
  const mutation = auth.requireAdmin({ mutation: true });
  const publicRead = 'no-cache';

  r.get(
    '/api/referral-codes',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'List referral codes',
        operationId: 'listReferralCodes',
        description:
          'The active codes visitors may see, ordered by type and name. With includeInactive=true (signed-in admins ' +
          'only, 401 otherwise) every code, including the inactive example codes the seeds create.',
        querystring: Type.Object(
          { includeInactive: Type.Optional(Type.Boolean({ default: false })) },
          { additionalProperties: false },
        ),
        response: { 200: ReferralCodeList, 401: E401 },
      },
      onRequest: async (req, reply) => {
        const q = req.query as { includeInactive?: unknown };
        if (q.includeInactive === 'true' || q.includeInactive === true) await admin.call(app, req, reply);
      },
    },
    async (req, reply) => {
      if (req.query.includeInactive) {
        reply.header('cache-control', 'no-store');
        return service.listAll();
      }
      reply.header('cache-control', publicRead);
      return service.listActive();
    },
  );

  r.get(
    '/api/referral-codes/entity/:entityId',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'The active referral code of one partner',
        operationId: 'getReferralCodeByEntity',
        description:
          '404 "No referral code found" when the partner has no active code (clients treat it as no code). Ids are ' +
          'unique within a type; pass type to pick one (3commas is both a tool and a trading bot).',
        params: Type.Object({ entityId: Type.String({ maxLength: LIMITS.entityId, examples: ['kraken'] }) }),
        querystring: Type.Object({ type: Type.Optional(EntityType) }, { additionalProperties: false }),
        response: {
          200: ReferralCodeSchema,
          404: errorResponse(404, 'No active code for this partner', 'No referral code found'),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', publicRead);
      return service.findActiveForEntity(req.params.entityId, req.query.type);
    },
  );

  r.get(
    '/api/referral-codes/type/:type',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Active referral codes of one type',
        operationId: 'listReferralCodesByType',
        description: `type is one of ${PARTNER_TYPES.join(', ')}; any other value answers 400.`,
        params: Type.Object({ type: Type.String({ maxLength: 40, examples: ['exchange'] }) }),
        response: {
          200: ReferralCodeList,
          400: errorResponse(
            400,
            'Unknown type',
            `Unknown entity type 'exchanges'. Expected one of: ${PARTNER_TYPES.join(', ')}`,
          ),
        },
      },
    },
    async (req, reply) => {
      const { type } = req.params;
      if (!isPartnerType(type)) {
        throw new AppError('BAD_REQUEST', `Unknown entity type '${type}'. Expected one of: ${PARTNER_TYPES.join(', ')}`);
      }
      reply.header('cache-control', publicRead);
      return service.listActive(type);
    },
  );

  r.post(
    '/api/referral-codes',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Create a referral code (admin)',
        operationId: 'createReferralCode',
        description:
          'Signed-in admins only (401), same-origin with the x-csrf-token header (403). 400 names the field that ' +
          `is wrong; 409 when the partner already has a code. An example code (${EXAMPLE_CODE}) cannot be active.`,
        body: CreateBody,
        response: {
          201: ReferralCodeSchema,
          400: errorResponse(400, 'Invalid field', 'url must start with https://'),
          401: E401,
          403: E403,
          409: errorResponse(409, 'The partner already has a code', "A referral code for exchange 'kraken' already exists; edit it instead"),
        },
      },
      onRequest: mutation,
    },
    async (req, reply) => {
      const created = await service.create(req.body);
      req.log.info({ id: created.id, entity: `${created.entityType}/${created.entityId}` }, 'referral code created');
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  r.put(
    '/api/referral-codes/:id',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Update a referral code (admin)',
        operationId: 'updateReferralCode',
        description: 'Signed-in admins only (401), same-origin with the x-csrf-token header (403). 404 for an unknown id.',
        params: IdParams,
        body: UpdateBody,
        response: {
          200: ReferralCodeSchema,
          400: errorResponse(400, 'Invalid field', 'code must be at most 64 characters'),
          401: E401,
          403: E403,
          404: errorResponse(404, 'Unknown id', 'No referral code with id 12'),
        },
      },
      onRequest: mutation,
    },
    async (req, reply) => {
      const updated = await service.update(req.params.id, req.body);
      req.log.info({ id: updated.id, isActive: updated.isActive }, 'referral code updated');
      reply.header('cache-control', 'no-store');
      return updated;
    },
  );

  r.delete(
    '/api/referral-codes/:id',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Delete a referral code (admin)',
        operationId: 'deleteReferralCode',
        description:
          'Signed-in admins only (401), same-origin with the x-csrf-token header (403). Links to the partner then go ' +
          'to its official site. The start-up seed does not bring a deleted code back.',
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          401: E401,
          403: E403,
          404: errorResponse(404, 'Unknown id', 'No referral code with id 12'),
        },
      },
      onRequest: mutation,
    },
    async (req, reply) => {
      await service.remove(req.params.id);
      req.log.info({ id: req.params.id }, 'referral code deleted');
      return reply.status(204).send(null);
    },
  );

  // The import takes the CSV file as it is: a text/csv body, read as a string (larger than a JSON body may be).
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_req, body, done) => done(null, body));

  r.post(
    '/api/referral-codes/import',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Import referral codes from CSV (admin)',
        operationId: 'importReferralCodes',
        description:
          'Signed-in admins only (401), same-origin with the x-csrf-token header (403). The body is a CSV file ' +
          `(Content-Type: text/csv, at most ${CSV_BODY_LIMIT / 1024} KB) whose header names the columns: ` +
          `${CSV_COLUMNS.join(', ')} (entityType, entityId, code and url are required; isActive is true or false, ` +
          'false when empty). A row for a partner that has a code replaces that code; other rows create one. Every ' +
          'row is checked first: with any invalid row nothing is stored, and the 400 names each problem with its ' +
          'line number (line 1 is the header).',
        body: {
          content: {
            'text/csv': {
              schema: Type.String({
                minLength: 1,
                maxLength: CSV_BODY_LIMIT,
                examples: ['entityType,entityId,code,url,discount,isActive\nexchange,kraken,COINATLAS,https://www.kraken.com/sign-up?ref=coinatlas,,true\n'],
              }),
            },
          },
        } as never,
        response: {
          200: Type.Object(
            {
              created: Type.Integer({ minimum: 0, description: 'Rows that created a code' }),
              updated: Type.Integer({ minimum: 0, description: 'Rows that replaced an existing code' }),
            },
            { $id: 'ReferralImportResult', examples: [{ created: 2, updated: 5 }] },
          ),
          400: errorResponse(
            400,
            'Invalid file: nothing was imported',
            "Nothing was imported: 2 lines have problems. line 3: url must start with https://. line 5: entityId 'nope' is not a listed exchange",
          ),
          401: E401,
          403: E403,
          415: errorResponse(415, 'Not a CSV body', 'Send the file as text/csv'),
        },
      },
      onRequest: mutation,
    },
    async (req, reply) => {
      if (typeof req.body !== 'string')
        return reply.status(415).send({ statusCode: 415, error: 'Unsupported Media Type', message: 'Send the file as text/csv' });
      const result = await service.importCsv(req.body);
      req.log.info(result, 'referral codes imported');
      reply.header('cache-control', 'no-store');
      return result;
    },
  );

  r.get(
    '/api/referral-codes/export',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Export every referral code as CSV (admin)',
        operationId: 'exportReferralCodes',
        description:
          `Signed-in admins only (401). Every code, active or not, with the columns ${CSV_COLUMNS.join(', ')}: ` +
          'the import reads the same file back.',
        response: {
          200: {
            description: 'The codes as CSV, header first',
            content: { 'text/csv': { schema: Type.String() } },
          },
          401: E401,
        } as never,
      },
      onRequest: admin,
    },
    async (_req, reply) => {
      const csv = await service.exportCsv();
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="referral-codes.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  r.get(
    '/api/admin/referral-clicks',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Outbound clicks per partner (admin)',
        operationId: 'getReferralClicks',
        description: 'Totals of /go clicks per partner over the last `days` days (UTC, today included). No visitor data is kept.',
        querystring: Type.Object(
          { days: Type.Optional(BoundedInteger(1, MAX_CLICK_WINDOW_DAYS, { default: 30 })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            {
              since: Type.String({ format: 'date', description: 'First day counted (UTC)' }),
              until: Type.String({ format: 'date', description: 'Last day counted (today, UTC)' }),
              totals: Type.Array(
                Type.Object({ entityType: EntityType, entityId: Type.String(), clicks: Type.Integer({ minimum: 0 }) }),
              ),
            },
            {
              $id: 'ReferralClicks',
              examples: [{ since: '2026-10-24', until: '2026-11-22', totals: [{ entityType: 'exchange', entityId: 'kraken', clicks: 42 }] }],
            },
          ),
          401: E401,
        },
      },
      onRequest: admin,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.clickTotals(req.query.days ?? 30);
    },
  );

  r.get(
    '/go/:type/:id',
    {
      schema: {
        tags: ['Outbound links'],
        summary: 'Tracked outbound link to a partner',
        operationId: 'goToPartner',
        description:
          '302 to the partner’s active referral URL, else to its official site, and counts the click for the partner ' +
          'and day (no IP address, no cookie). When the Referer is a page of this site, the click is also recorded as an ' +
          '`outbound_click` analytics event on that page’s path (query and hash dropped), which blog analytics counts. 404 for a partner the site does not list. Every outbound partner link ' +
          'on the site uses this path.',
        params: Type.Object({
          type: Type.String({ maxLength: 40, examples: ['exchange'] }),
          id: Type.String({ maxLength: LIMITS.entityId, examples: ['kraken'] }),
        }),
        response: {
          302: Type.Null({ description: 'Redirect; the Location header holds the destination' }),
          404: errorResponse(404, 'Unknown partner', "No exchange with id 'nope' is listed"),
        },
      },
      config: { rateLimit: { max: 120, timeWindow: 60_000, allowList: () => false } },
    },
    async (req, reply) => {
      const { type, id } = req.params;
      // A visitor following a stale link in a browser gets the site's 404 page, API clients the JSON error.
      const wantsPage = (req.headers.accept ?? '').includes('text/html');
      if (!isPartnerType(type) || !service.officialUrl(type, id)) {
        if (wantsPage) return reply.callNotFound();
        throw new AppError('NOT_FOUND', isPartnerType(type) ? `No ${type.replace('_', ' ')} with id '${id}' is listed` : `No partner type '${type}' exists`);
      }
      let url: string;
      try {
        url = (await service.outboundUrl(type as PartnerType, id)).url;
      } catch (e) {
        if (isAppError(e)) throw e;
        // The database is away: the visitor still reaches the partner's official site.
        req.log.error({ err: e }, 'referral lookup failed; sending the official URL');
        url = service.officialUrl(type, id)!;
      }
      // Rows stored before URLs were normalised may hold raw non-ASCII text, which no header may carry.
      if (!isHeaderSafe(url)) url = normalizeUrl(url);
      if (!isHeaderSafe(url)) {
        req.log.warn({ entity: `${type}/${id}` }, 'referral URL cannot be sent in a header; sending the official URL');
        url = service.officialUrl(type, id)!;
      }
      if (req.method === 'GET') {
        await service.recordClick(type, id).catch((e: unknown) => req.log.error({ err: e }, 'click not counted'));
        const own = [siteOrigin, originOf(`${req.protocol}://${req.host}`)].filter((o): o is string => Boolean(o));
        const from = referringPath(req.headers.referer, own);
        if (from) await recordOutbound(type, id, from).catch((e: unknown) => req.log.error({ err: e }, 'outbound event not recorded'));
      }
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .redirect(url, 302);
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '@coinatlas/domain/errors';
import { AUTHOR_LIMITS, AUTHOR_SLUG_PATTERN, LINK_KINDS } from '@coinatlas/domain/authors/profile';
import { PARTNER_TYPES } from '@coinatlas/domain/partners/partner';
import { SiteLanguageSchema } from '../../platform/schemas.js';
import { errorResponse, errorResponseWith } from '../../platform/error-schema.js';
import type { AdminAuth } from '../admin/contract.js';
import type { AdminAuthorProfile as AdminProfileType, AuthorService } from './service.js';

const PG_INT_MAX = 2_147_483_647;
// The repeated integer type refuses what ajv's coercion of a path turns into Infinity ('1e309').
const RowId = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: PG_INT_MAX, allOf: [{ type: 'integer' }], ...(description ? { description } : {}) });

const Lang = SiteLanguageSchema({ description: 'The page language: en, es, de or pt' });
const Slug = Type.String({
  pattern: AUTHOR_SLUG_PATTERN,
  maxLength: AUTHOR_LIMITS.slug.max,
  description: 'The profile’s address: /authors/{slug}',
});
const PartnerTypeSchema = Type.Union(
  PARTNER_TYPES.map((t) => Type.Literal(t)),
  { description: 'The kind of partner' },
);

const BioText = Type.String({ maxLength: AUTHOR_LIMITS.bio.max });
const Bio = Type.Object(
  { en: BioText, es: Type.Optional(BioText), de: Type.Optional(BioText), pt: Type.Optional(BioText) },
  {
    additionalProperties: false,
    description: `A short bio, ${AUTHOR_LIMITS.bio.min} to ${AUTHOR_LIMITS.bio.max} characters: English required, the other languages optional (an empty one is no translation; the page then shows the English text)`,
  },
);
const Link = Type.Object(
  {
    kind: Type.Union(LINK_KINDS.map((k) => Type.Literal(k))),
    url: Type.String({
      maxLength: AUTHOR_LIMITS.url,
      description: 'An https address; a service link must be a profile on that service (e.g. https://x.com/<name>)',
    }),
  },
  { additionalProperties: false },
);
const profileFields = {
  name: Type.String({
    maxLength: AUTHOR_LIMITS.name.max,
    description: `The name the byline shows, ${AUTHOR_LIMITS.name.min} to ${AUTHOR_LIMITS.name.max} characters`,
  }),
  bio: Bio,
  links: Type.Array(Link, {
    maxItems: AUTHOR_LIMITS.links,
    description: `At most ${AUTHOR_LIMITS.links}; shown on the author page with rel="me"`,
  }),
};
const ProfileInput = Type.Object(profileFields, { $id: 'AuthorProfileInput', additionalProperties: false });
const NewProfile = Type.Object(
  { ...profileFields, slug: Slug },
  { additionalProperties: false, description: 'A new profile for the signed-in admin’s account; the slug cannot change later' },
);
const AdminProfile = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    bio: Bio,
    links: Type.Array(Link),
    version: Type.Integer({ minimum: 1, description: 'Send it back with the next save or delete: a stale one gets 409' }),
    own: Type.Boolean({ description: 'Whether it belongs to the signed-in admin’s account' }),
    updatedBy: Type.String({ description: 'The admin who saved it last' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'AdminAuthorProfile' },
);
const AdminProfileRef = Type.Unsafe<AdminProfileType>(Type.Ref('AdminAuthorProfile'));
const Conflict = errorResponseWith(
  'Nothing was saved. With `current`: the profile changed since the editor loaded it, and this is the stored version. Without: the slug is taken, or the account already has a profile',
  { current: Type.Optional(AdminProfileRef) },
);
const ReviewBylineSchema = Type.Object(
  {
    type: PartnerTypeSchema,
    id: Type.String(),
    name: Type.String({ description: 'The partner’s name' }),
    authorId: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The profile named as the review’s author; null: the organization',
    }),
  },
  { $id: 'ReviewByline' },
);
const PublicAuthor = Type.Object(
  {
    slug: Type.String(),
    name: Type.String(),
    bio: Type.String(),
    bioLang: SiteLanguageSchema({
      description: 'The language the bio is written in: the asked one, or en where the profile has no translation',
    }),
    links: Type.Array(Link),
    updatedAt: Type.String({ format: 'date-time' }),
    posts: Type.Array(
      Type.Object({ slug: Type.String(), title: Type.String(), summary: Type.String(), publishedAt: Type.String({ format: 'date-time' }) }),
      { description: 'Their published posts that have a version in the asked language, newest first' },
    ),
    reviews: Type.Array(Type.Object({ type: PartnerTypeSchema, id: Type.String(), name: Type.String() }), {
      description: 'The written reviews an editor named them as the author of, by partner name',
    }),
  },
  { $id: 'PublicAuthor' },
);

const E400 = errorResponse(
  400,
  'Invalid input: the message names each bad field',
  'name: must be 2 to 80 characters (it has 1); links[0].url: must be an https:// address',
);
const E401 = errorResponse(401, 'Not signed in as an admin', 'Sign in as an admin to use this endpoint.');
const E403 = errorResponse(403, 'A cross-site write, or without the CSRF token');
const E404 = errorResponse(404, 'No author profile has this id');
const IdParams = Type.Object({ id: RowId() });

export function registerAuthorRoutes(app: FastifyInstance, service: AuthorService): void {
  app.addSchema(PublicAuthor);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/authors/:slug',
    {
      schema: {
        tags: ['Authors'],
        operationId: 'getAuthor',
        summary: 'An author’s page: name, bio in one language, links, and the posts and reviews they wrote',
        params: Type.Object({ slug: Slug }),
        querystring: Type.Object({ lang: Type.Optional(Lang) }, { additionalProperties: false }),
        response: {
          200: Type.Unsafe(Type.Ref('PublicAuthor')),
          400: errorResponse(400, 'A malformed slug or an unknown language'),
          404: errorResponse(404, 'No author has this slug'),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.page(req.params.slug, req.query.lang ?? 'en');
    },
  );
}

export function registerAuthorAdminRoutes(app: FastifyInstance, service: AuthorService, auth: AdminAuth): void {
  app.addSchema(ProfileInput);
  app.addSchema(AdminProfile);
  app.addSchema(ReviewBylineSchema);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAdmin({ mutation: false });
  const write = auth.requireAdmin({ mutation: true });
  const tags = ['Authors admin'];
  const noStore = { 'cache-control': 'no-store' };
  const admin = async (req: FastifyRequest) => {
    const who = await auth.adminOf(req);
    if (!who) throw new AppError('UNAUTHORIZED', 'Sign in as an admin to use this endpoint.');
    return who;
  };

  r.get(
    '/api/admin/authors',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminListAuthors',
        summary: 'Every author profile, by name (admin)',
        response: { 200: Type.Object({ profiles: Type.Array(AdminProfileRef) }), 401: E401 },
      },
    },
    async (req, reply) => reply.headers(noStore).send({ profiles: await service.list((await auth.adminOf(req))?.accountId) }),
  );
  r.post(
    '/api/admin/authors',
    {
      onRequest: write,
      schema: {
        tags,
        operationId: 'adminCreateAuthor',
        summary: 'Create the signed-in admin’s author profile (admin; one per account)',
        body: NewProfile,
        response: {
          201: AdminProfileRef,
          400: E400,
          401: E401,
          403: E403,
          409: errorResponse(409, 'The slug is taken, or the account already has a profile'),
        },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .headers(noStore)
        .send(await service.create(req.body, await admin(req))),
  );
  r.get(
    '/api/admin/authors/:id',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminGetAuthor',
        summary: 'One author profile (admin)',
        params: IdParams,
        response: { 200: AdminProfileRef, 401: E401, 404: E404 },
      },
    },
    async (req, reply) => reply.headers(noStore).send(await service.get(req.params.id, (await auth.adminOf(req))?.accountId)),
  );
  r.put(
    '/api/admin/authors/:id',
    {
      onRequest: write,
      schema: {
        tags,
        operationId: 'adminUpdateAuthor',
        summary: 'Save an author profile (admin); a save from a stale version is refused with 409 and the stored version',
        params: IdParams,
        body: Type.Object(
          { version: RowId('The version the editor started from'), profile: Type.Unsafe(Type.Ref('AuthorProfileInput')) },
          { additionalProperties: false },
        ),
        response: { 200: AdminProfileRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await service.update(req.params.id, req.body.version, req.body.profile as never, await admin(req))),
  );
  r.delete(
    '/api/admin/authors/:id',
    {
      onRequest: write,
      schema: {
        tags,
        operationId: 'adminDeleteAuthor',
        summary: 'Delete an author profile (admin): its page goes, its posts and reviews carry the organization’s byline again',
        params: IdParams,
        querystring: Type.Object({ version: RowId('The version the editor saw') }, { additionalProperties: false }),
        response: { 204: Type.Null(), 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) => {
      // set first: a stale delete (409, the error handler) is not kept either
      reply.headers(noStore);
      await service.remove(req.params.id, req.query.version, (await admin(req)).accountId);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/api/admin/review-bylines',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminListReviewBylines',
        summary: 'Every written review with the profile named as its author (admin)',
        response: { 200: Type.Object({ reviews: Type.Array(Type.Unsafe(Type.Ref('ReviewByline'))) }), 401: E401 },
      },
    },
    async (_req, reply) => reply.headers(noStore).send({ reviews: await service.reviewBylines() }),
  );
  r.put(
    '/api/admin/review-bylines/:type/:id',
    {
      onRequest: write,
      schema: {
        tags,
        operationId: 'adminSetReviewByline',
        summary: 'Name the profile that wrote a review, or (null) give it back to the organization (admin)',
        params: Type.Object({ type: PartnerTypeSchema, id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 }) }),
        body: Type.Object({ authorId: Type.Union([RowId(), Type.Null()]) }, { additionalProperties: false }),
        response: {
          200: Type.Unsafe(Type.Ref('ReviewByline')),
          400: E400,
          401: E401,
          403: E403,
          404: errorResponse(404, 'The partner has no written review', "There is no review of the tool 'robo'."),
        },
      },
    },
    async (req, reply) =>
      reply
        .headers(noStore)
        .send(await service.setReviewByline(req.params.type, req.params.id, req.body.authorId, (await admin(req)).email)),
  );
}

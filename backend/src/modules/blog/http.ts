import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { acceptImageUploads } from '../../platform/media/http.js';
import { MAX_IMAGE_BYTES } from '../../platform/media/images.js';
import { SLUG_PATTERN, type CoverImage as CoverImageType, type PostContent } from './domain/post.js';
import type { AdminPost as AdminPostType } from './service.js';
import { errorResponse, errorResponseWith } from '../../platform/error-schema.js';
import { BoundedInteger, RowId, SiteLanguageSchema } from '../../platform/schemas.js';
import type { AdminAuth } from '../../platform/module.js';
import { EditConflict, type BlogService } from './service.js';

const Lang = SiteLanguageSchema({ description: 'A post language: en, es, de or pt' });
const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 100 });

const CoverVariant = Type.Object(
  {
    url: Type.String({ pattern: '^/media/blog/[a-z0-9-]+\\.(webp|avif|jpg)$' }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    type: Type.String(),
  },
  { additionalProperties: false },
);
const CoverImage = Type.Object(
  {
    id: Type.String({ pattern: '^[a-f0-9]{8,64}$' }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    variants: Type.Array(CoverVariant, { minItems: 1, maxItems: 8 }),
  },
  { $id: 'BlogCoverImage', additionalProperties: false, description: 'An uploaded cover image in web sizes (smallest first)' },
);
const CoverRef = Type.Unsafe<CoverImageType>(Type.Ref('BlogCoverImage'));

const summaryProps = {
  slug: Type.String({ pattern: SLUG_PATTERN }),
  lang: Lang,
  title: Type.String(),
  summary: Type.String(),
  cover: Type.Union([CoverRef, Type.Null()], { description: 'The cover image, or null' }),
  coverAlt: Type.String({ description: "The cover's alternative text in this language" }),
  tags: Type.Array(Type.String()),
  authorName: Type.String({ description: 'The byline’s name: the author profile’s, or “CoinAtlas editors” for the editorial team' }),
  author: Type.Union([Type.Object({ name: Type.String(), slug: Type.String({ description: 'Their page: /authors/{slug}' }) }), Type.Null()], {
    description: 'The person the byline names (an author profile an editor picked), or null: the editorial team, which is the organization',
  }),
  readingMinutes: Type.Integer({ minimum: 1 }),
  publishedAt: Type.String({ format: 'date-time' }),
  languages: Type.Array(Lang, { description: 'Every language the post has a version in' }),
};

const PostSummary = Type.Object(summaryProps, { $id: 'BlogPostSummary' });
const PostPage = Type.Object(
  {
    items: Type.Array(Type.Ref('BlogPostSummary')),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50 }),
    total: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 1 }),
  },
  { $id: 'BlogPostPage' },
);
const PostDetail = Type.Object(
  {
    ...summaryProps,
    html: Type.String({ description: 'The body rendered from Markdown; raw HTML in the source is escaped' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'BlogPost' },
);

// ---- editors ----
const Translation = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    summary: Type.String({ maxLength: 400 }),
    body: Type.String({ maxLength: 100_000 }),
    coverAlt: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
const PostContentSchema = Type.Object(
  {
    slug: Slug,
    status: Type.Union([Type.Literal('draft'), Type.Literal('scheduled'), Type.Literal('published'), Type.Literal('archived')]),
    scheduledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When a scheduled post goes public' }),
    authorId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647, allOf: [{ type: 'integer' }] }), Type.Null()], {
        description: 'The author profile the byline names (GET /api/admin/authors); null or absent: the editorial team',
      }),
    ),
    authorName: Type.Optional(
      Type.String({ maxLength: 120, description: 'Ignored, and not stored (older clients send it): the byline is the profile `authorId` names' }),
    ),
    tags: Type.Array(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 40 }), { maxItems: 8 }),
    cover: Type.Union([CoverRef, Type.Null()]),
    translations: Type.Object(
      { en: Type.Optional(Translation), es: Type.Optional(Translation), de: Type.Optional(Translation), pt: Type.Optional(Translation) },
      { additionalProperties: false, description: 'A version per language; a post may lack some' },
    ),
  },
  { $id: 'BlogPostContent', additionalProperties: false },
);
const ContentRef = Type.Unsafe<PostContent>(Type.Ref('BlogPostContent'));
// What the editor reads back: the stored content, with the byline's profile id always present.
const { authorName: _ignoredOnRead, ...storedContent } = PostContentSchema.properties;
const AdminPost = Type.Object(
  {
    ...storedContent,
    authorId: Type.Union([Type.Integer(), Type.Null()], { description: 'The author profile the byline names; null: the editorial team' }),
    id: Type.Integer(),
    version: Type.Integer({ minimum: 1, description: 'Send it back with the next save: a stale one gets 409' }),
    publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    languages: Type.Array(Lang),
  },
  { $id: 'BlogAdminPost' },
);
const AdminPostRef = Type.Unsafe<AdminPostType>(Type.Ref('BlogAdminPost'));
const Conflict = errorResponseWith(
  'Nothing was saved. With `current`: the post changed since the editor loaded it, and this is the stored version. Without: the slug is taken, or the post is not in a state for this change',
  { current: Type.Optional(AdminPostRef) },
);
const Revision = Type.Object({
  version: Type.Integer(),
  editor: Type.String({ description: "The admin's email, or 'scheduler'" }),
  action: Type.String({ description: 'create, edit, autosave, reschedule, restore-<version> or publish-scheduled' }),
  changed: Type.Array(Type.String(), { description: 'The fields that changed, e.g. slug, es.title' }),
  at: Type.String({ format: 'date-time' }),
  snapshot: ContentRef,
});
const IdParams = Type.Object({ id: RowId() });
const E400 = errorResponse(400, 'Invalid input: the message names the field');
const E401 = errorResponse(401, 'Not signed in as an admin', 'Sign in as an admin to use this endpoint.');
const E403 = errorResponse(403, 'A cross-site write, or without the CSRF token');
const E404 = errorResponse(404, 'No post has this id');
/** A post save in four languages is larger than the site's default body limit. */
const POST_BODY_LIMIT = 1_048_576;

export function registerBlogRoutes(app: FastifyInstance, service: BlogService): void {
  app.addSchema(PostSummary);
  app.addSchema(CoverImage);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/blog/posts',
    {
      schema: {
        tags: ['Blog'],
        operationId: 'listBlogPosts',
        summary: 'Published blog posts in one language, newest first',
        querystring: Type.Object(
          {
            lang: Type.Optional(Lang),
            page: BoundedInteger(1, 10_000, { default: 1 }),
            pageSize: BoundedInteger(1, 50, { default: 9 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: PostPage },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.list(req.query.lang ?? 'en', req.query.page, req.query.pageSize);
    },
  );
  r.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        tags: ['Blog'],
        operationId: 'getBlogPost',
        summary: "One published blog post's version in one language, with its body rendered to safe HTML",
        params: Type.Object({ slug: Type.String({ pattern: SLUG_PATTERN, maxLength: 100 }) }),
        querystring: Type.Object({ lang: Type.Optional(Lang) }, { additionalProperties: false }),
        response: { 200: PostDetail, 404: errorResponse(404, 'No published post has this slug in this language') },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.get(req.params.slug, req.query.lang ?? 'en');
    },
  );

}

export function registerBlogAdminRoutes(app: FastifyInstance, service: BlogService, auth: AdminAuth, opts: { testHooks: boolean; advanceClock: (ms: number) => void }): void {
  app.addSchema(PostContentSchema);
  app.addSchema(AdminPost);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAdmin({ mutation: false });
  const write = auth.requireAdmin({ mutation: true });
  const editor = async (req: FastifyRequest) => (await auth.adminOf(req))?.email ?? 'unknown';
  const tags = ['Blog admin'];

  /** A stale save answers 409 with the stored post; every other error goes to the one error handler. */
  const conflictAware = async (reply: { status(n: number): { send(b: unknown): unknown } }, fn: () => Promise<unknown>): Promise<never> => {
    try {
      return (await fn()) as never;
    } catch (err) {
      if (err instanceof EditConflict) return reply.status(409).send({ statusCode: 409, error: 'Conflict', message: err.message, current: err.current }) as never;
      throw err;
    }
  };

  r.get(
    '/api/admin/blog/posts',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminListBlogPosts',
        summary: 'Every post in every state, with its languages and dates (admin)',
        response: { 200: Type.Object({ posts: Type.Array(AdminPostRef) }), 401: E401 },
      },
    },
    async (_req, reply) => reply.header('cache-control', 'no-store').send({ posts: await service.adminList() }),
  );
  r.post(
    '/api/admin/blog/posts',
    {
      onRequest: write,
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'adminCreateBlogPost',
        summary: 'Create a post (admin)',
        body: ContentRef,
        response: { 201: AdminPostRef, 400: E400, 401: E401, 403: E403, 409: errorResponse(409, 'Another post already uses this slug') },
      },
    },
    async (req, reply) => reply.status(201).header('cache-control', 'no-store').send(await service.create(req.body, await editor(req))),
  );
  r.get(
    '/api/admin/blog/posts/:id',
    {
      onRequest: read,
      schema: { tags, operationId: 'adminGetBlogPost', summary: 'One post with every language version (admin)', params: IdParams, response: { 200: AdminPostRef, 401: E401, 404: E404 } },
    },
    async (req, reply) => reply.header('cache-control', 'no-store').send(await service.adminGet(req.params.id)),
  );
  r.put(
    '/api/admin/blog/posts/:id',
    {
      onRequest: write,
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'adminUpdateBlogPost',
        summary: 'Save a post (admin); a save from a stale version is refused with 409 and the stored version',
        params: IdParams,
        body: Type.Object(
          {
            version: RowId({ description: 'The version the editor started from' }),
            autosave: Type.Optional(Type.Boolean({ description: 'true for the editor’s automatic draft saves (recorded as such)' })),
            post: ContentRef,
          },
          { additionalProperties: false },
        ),
        response: { 200: AdminPostRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) =>
      conflictAware(reply, async () =>
        reply
          .header('cache-control', 'no-store')
          .send(await service.update(req.params.id, req.body.version, req.body.post, await editor(req), req.body.autosave ? 'autosave' : 'edit')),
      ),
  );
  r.post(
    '/api/admin/blog/posts/:id/schedule',
    {
      onRequest: write,
      schema: {
        tags,
        operationId: 'adminRescheduleBlogPost',
        summary: 'Move a scheduled post to another publication time (admin; the content calendar)',
        params: IdParams,
        body: Type.Object({ version: RowId(), scheduledAt: Type.String({ format: 'date-time' }) }, { additionalProperties: false }),
        response: { 200: AdminPostRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) =>
      conflictAware(reply, async () => reply.header('cache-control', 'no-store').send(await service.reschedule(req.params.id, req.body.version, req.body.scheduledAt, await editor(req)))),
  );
  r.get(
    '/api/admin/blog/posts/:id/history',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminBlogPostHistory',
        summary: "A post's recorded changes, newest first: who, when, which fields (admin)",
        params: IdParams,
        response: { 200: Type.Object({ revisions: Type.Array(Revision) }), 401: E401, 404: E404 },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send({ revisions: (await service.history(req.params.id)).map((v) => ({ ...v, at: v.at.toISOString() })) }),
  );
  r.post(
    '/api/admin/blog/posts/:id/restore',
    {
      onRequest: write,
      schema: {
        tags,
        operationId: 'adminRestoreBlogPost',
        summary: "Restore an older version's texts, slug, tags, cover and author as a new version (admin)",
        params: IdParams,
        body: Type.Object({ version: RowId(), fromVersion: RowId() }, { additionalProperties: false }),
        response: { 200: AdminPostRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) =>
      conflictAware(reply, async () => reply.header('cache-control', 'no-store').send(await service.restore(req.params.id, req.body.version, req.body.fromVersion, await editor(req)))),
  );
  r.post(
    '/api/admin/blog/preview',
    {
      onRequest: write,
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'adminPreviewBlogMarkdown',
        summary: 'Markdown rendered by the public pages’ renderer (raw HTML escaped), for the live preview (admin)',
        body: Type.Object({ markdown: Type.String({ maxLength: 100_000 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ html: Type.String() }), 400: E400, 401: E401, 403: E403 },
      },
    },
    async (req, reply) => reply.header('cache-control', 'no-store').send(service.preview(req.body.markdown)),
  );

  // The upload is the file's bytes as they are (read losslessly as latin1 text so the schema can describe it).
  acceptImageUploads(app);
  r.post(
    '/api/admin/blog/images',
    {
      onRequest: write,
      config: { binaryBody: true },
      bodyLimit: MAX_IMAGE_BYTES + 1024,
      schema: {
        tags,
        operationId: 'adminUploadBlogImage',
        summary: 'Upload a cover image (admin)',
        description:
          'The body is the image file (JPEG, PNG, WebP, AVIF or GIF, checked by its content, not its name), at most 5 MB. ' +
          'It is stored as WebP in web sizes (480, 960 and 1600 px wide, never wider than the original), served under /media/blog/ for a year.',
        body: { content: { 'application/octet-stream': { schema: Type.String({ description: 'The file bytes' }) } } } as never,
        response: {
          201: Type.Unsafe(Type.Ref('BlogCoverImage')),
          400: errorResponse(400, 'Not an image we take, or damaged', 'file: not a JPEG, PNG, WebP, AVIF or GIF image (checked by its content)'),
          401: E401,
          403: E403,
          413: errorResponse(413, 'Larger than 5 MB', 'file: the image is larger than 5 MB'),
          415: errorResponse(415, 'Not sent as a file', 'Send the image as application/octet-stream or its image/* type'),
        },
      },
    },
    async (req, reply) => {
      if (typeof req.body !== 'string')
        return reply.status(415).send({ statusCode: 415, error: 'Unsupported Media Type', message: 'Send the image as application/octet-stream or its image/* type' });
      return reply.status(201).header('cache-control', 'no-store').send(await service.uploadCover(Buffer.from(req.body, 'latin1')));
    },
  );

  if (opts.testHooks) {
    // Test harness only (BLOG_TEST_HOOKS, refused in production): moves this instance's blog clock and runs the job.
    r.post(
      '/api/admin/blog/test/run-scheduler',
      {
        onRequest: write,
        schema: { hide: true, body: Type.Object({ advanceMs: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }) },
      },
      async (req) => {
        opts.advanceClock(req.body.advanceMs);
        return { published: (await service.publishDue()).map((p) => p.id) };
      },
    );
  }
}

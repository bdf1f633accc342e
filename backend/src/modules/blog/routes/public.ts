import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SLUG_PATTERN } from '../domain/post.js';
import type { BlogService } from '../service.js';
import { errorResponse } from '../../../platform/error-schema.js';
import { BoundedInteger } from '../../../platform/schemas.js';
import { CoverImage, Lang, PostDetail, PostPage, PostSummary } from '../schemas.js';

/** What visitors read: the published posts of a language, a page at a time, and one post with its body as HTML. */
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

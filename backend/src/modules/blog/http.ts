import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SLUG_PATTERN } from './domain/post.js';
import { errorResponse } from '../../platform/error-schema.js';
import type { BlogService } from './service.js';

const summaryProps = {
  slug: Type.String({ pattern: SLUG_PATTERN }),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.Union([Type.String(), Type.Null()], { description: 'Site-relative image path, or null' }),
  tags: Type.Array(Type.String()),
  readingMinutes: Type.Integer({ minimum: 1 }),
  publishedAt: Type.String({ format: 'date-time' }),
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

export function registerBlogRoutes(app: FastifyInstance, service: BlogService): void {
  app.addSchema(PostSummary);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/blog/posts',
    {
      schema: {
        tags: ['Blog'],
        operationId: 'listBlogPosts',
        summary: 'Published blog posts, newest first',
        querystring: Type.Object(
          {
            page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
            pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 9 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: PostPage },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.list(req.query.page, req.query.pageSize);
    },
  );
  r.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        tags: ['Blog'],
        operationId: 'getBlogPost',
        summary: 'One published blog post, with its body rendered to safe HTML',
        params: Type.Object({ slug: Type.String({ pattern: SLUG_PATTERN, maxLength: 100 }) }),
        response: { 200: PostDetail, 404: errorResponse(404, 'No published post has this slug') },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.get(req.params.slug);
    },
  );
}

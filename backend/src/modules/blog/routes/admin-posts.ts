import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AdminAuth } from '../../admin/contract.js';
import { errorResponse } from '../../../platform/error-schema.js';
import { RowId } from '../../../platform/schemas.js';
import type { BlogService } from '../service.js';
import {
  AdminPost,
  AdminPostRef,
  Conflict,
  ContentRef,
  E400,
  E401,
  E403,
  E404,
  IdParams,
  POST_BODY_LIMIT,
  PostContentSchema,
  Revision,
} from '../schemas.js';

/**
 * Editors' work on posts (admin): the list, create, one post, save (409 from a stale version), reschedule,
 * the history, restore an older version, and the Markdown preview.
 */
export function registerPostEditRoutes(app: FastifyInstance, service: BlogService, auth: AdminAuth): void {
  app.addSchema(PostContentSchema);
  app.addSchema(AdminPost);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAdmin({ mutation: false });
  const write = auth.requireAdmin({ mutation: true });
  const editor = async (req: FastifyRequest) => (await auth.adminOf(req))?.email ?? 'unknown';
  const tags = ['Blog admin'];

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
    async (req, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await service.create(req.body, await editor(req))),
  );
  r.get(
    '/api/admin/blog/posts/:id',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminGetBlogPost',
        summary: 'One post with every language version (admin)',
        params: IdParams,
        response: { 200: AdminPostRef, 401: E401, 404: E404 },
      },
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
      reply
        .header('cache-control', 'no-store')
        .send(
          await service.update(req.params.id, req.body.version, req.body.post, await editor(req), req.body.autosave ? 'autosave' : 'edit'),
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
      reply
        .header('cache-control', 'no-store')
        .send(await service.reschedule(req.params.id, req.body.version, req.body.scheduledAt, await editor(req))),
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
      reply
        .header('cache-control', 'no-store')
        .send({ revisions: (await service.history(req.params.id)).map((v) => ({ ...v, at: v.at.toISOString() })) }),
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
      reply
        .header('cache-control', 'no-store')
        .send(await service.restore(req.params.id, req.body.version, req.body.fromVersion, await editor(req))),
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
}

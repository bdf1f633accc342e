import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AdminAuth } from '../../admin/contract.js';
import type { BlogService } from '../service.js';

/**
 * Test harness only (BLOG_TEST_HOOKS, refused in production; registered only then): moves this instance's
 * blog clock and runs the scheduled-post job. Hidden from the API document.
 */
export function registerBlogTestHooks(
  app: FastifyInstance,
  service: BlogService,
  auth: AdminAuth,
  advanceClock: (ms: number) => void,
): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const write = auth.requireAdmin({ mutation: true });
  r.post(
    '/api/admin/blog/test/run-scheduler',
    {
      onRequest: write,
      schema: { hide: true, body: Type.Object({ advanceMs: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }) },
    },
    async (req) => {
      advanceClock(req.body.advanceMs);
      return { published: (await service.publishDue()).map((p) => p.id) };
    },
  );
}

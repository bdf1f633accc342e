import type { FastifyInstance } from 'fastify';
import type { AdminAuth } from '../admin/contract.js';
import type { BlogService } from './service.js';
import { registerCoverUploadRoute } from './routes/admin-images.js';
import { registerPostEditRoutes } from './routes/admin-posts.js';
import { registerBlogTestHooks } from './routes/test-hooks.js';

export { registerBlogRoutes } from './routes/public.js';

/**
 * The blog routes, one file each by audience (routes/), their schemas in schemas.ts: what visitors read
 * (routes/public.ts, registerBlogRoutes) and, admin-only, the editing of posts, the cover upload and, with
 * BLOG_TEST_HOOKS, the test harness's clock. Registered in this order (the API document lists them so).
 */
export function registerBlogAdminRoutes(
  app: FastifyInstance,
  service: BlogService,
  auth: AdminAuth,
  opts: { testHooks: boolean; advanceClock: (ms: number) => void },
): void {
  registerPostEditRoutes(app, service, auth);
  registerCoverUploadRoute(app, service, auth);
  if (opts.testHooks) registerBlogTestHooks(app, service, auth, opts.advanceClock);
}

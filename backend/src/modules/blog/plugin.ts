import { defineModule } from '../../platform/module.js';
import { createKnexPostRepository } from './adapters/knex-post-repository.js';
import { renderMarkdown } from './adapters/markdown.js';
import { registerBlogRoutes } from './http.js';
import { createBlogService } from './service.js';

/** The blog: its routes, and the resolver that makes an unknown /blog/{id} answer 404. */
export const blogModule = defineModule('blog', async (app, deps) => {
  const service = createBlogService({
    repo: createKnexPostRepository(deps.db),
    now: deps.now,
    render: renderMarkdown,
  });
  registerBlogRoutes(app, service);
  app.routeResolvers.set('blog-post', (slug) => service.exists(slug));
});

import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app.js';
import { createKnexPostRepository } from './adapters/knex-post-repository.js';
import { renderMarkdown } from './adapters/markdown.js';
import { registerBlogRoutes } from './http.js';
import { createBlogService } from './service.js';

/** Wires the blog: its routes, and the lookup the site uses to answer 404 for an unknown /blog/{id}. */
export function createBlogModule(deps: ModuleDeps) {
  const service = createBlogService({
    repo: createKnexPostRepository(deps.db),
    now: deps.now ?? Date.now,
    render: renderMarkdown,
  });
  const plugin: FastifyPluginAsync = async (app) => registerBlogRoutes(app, service);
  return { plugin, postExists: (slug: string) => service.exists(slug) };
}

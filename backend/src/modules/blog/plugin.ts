import fp from 'fastify-plugin';
import { defineModule, routeResolver } from '../../platform/module.js';
import { createKnexPostRepository } from './adapters/knex-post-repository.js';
import { renderMarkdown } from './adapters/markdown.js';
import { registerBlogRoutes } from './http.js';
import { createBlogService } from './service.js';

/** The most posts one sitemap lists (the protocol's limit per file). */
const SITEMAP_MAX = 50_000;

/**
 * The blog: its routes, the resolver that makes an unknown /blog/{id} answer 404 (and lists the posts for
 * the sitemap), `app.blogPosts` (the published posts, for the feeds) and the `blog` source of site search. Registered without encapsulation
 * so that decorator reaches the modules after it; its routes keep a scope of their own.
 */
export const blogModule = fp(
  defineModule('blog', async (app, deps) => {
    const service = createBlogService({
      repo: createKnexPostRepository(deps.db),
      now: deps.now,
      render: renderMarkdown,
    });
    await app.register(async (scope) => registerBlogRoutes(scope, service));
    app.routeResolvers.set(
      'blog-post',
      routeResolver(
        (slug) => service.exists(slug),
        async () => (await service.published(SITEMAP_MAX)).map((p) => ({ id: p.slug, lastmod: p.updatedAt })),
      ),
    );
    app.decorate('blogPosts', { latest: (limit: number) => service.published(limit) });
    // Site search indexes the public posts. Whatever changes a post (an editor's save, a scheduled post
    // going public) calls `app.siteSearch.reindex('blog')`, which reads this source again.
    app.siteSearch.sources.set('blog', { documents: () => service.searchDocuments() });
  }),
  { name: 'module:blog' },
);

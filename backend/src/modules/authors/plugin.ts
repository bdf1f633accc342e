import { AUTHOR_SLUG_PATTERN } from '@coinatlas/domain/authors/profile';
import { defineModule, routeResolver } from '../../platform/module.js';
import { createKnexAuthorRepository } from './adapters/knex-author-repository.js';
import { registerAuthorAdminRoutes, registerAuthorRoutes } from './http.js';
import { createAuthorService } from './service.js';
import type { AuthorDirectory } from './contract.js';

const slugRe = new RegExp(AUTHOR_SLUG_PATTERN);

/**
 * Author profiles: the people a byline may name, each with a page at /authors/{slug}. Editors create them
 * (nothing is seeded), pick one on a post (the blog stores its id) or a review (`review_bylines`). Offers
 * `app.authors` (bylines by id, a review's byline) to the blog and the content API, so it is registered
 * without encapsulation, after admin (its guard) and before the modules that read it; its routes keep a
 * scope of their own. The partners and the blog's posts are read through their decorators when a request
 * asks, so the order of those modules does not matter.
 */
export const authorsModule = defineModule(
  'authors',
  async (app, deps) => {
    const service = createAuthorService({
      repo: createKnexAuthorRepository(deps.db),
      now: deps.now,
      partners: () => app.partners,
      postsBy: (authorId, lang, limit) => app.blogPosts.byAuthor(authorId, lang, limit),
      // Bylines show on posts, reviews, author pages and the sitemap.
      onPublicChange: () => deps.pages.invalidate(),
    });
    app.decorate<AuthorDirectory>('authors', {
      bylines: (ids) => service.bylines(ids),
      reviewByline: (type, id) => service.reviewByline(type, id),
    });
    await app.register(async (scope) => {
      registerAuthorRoutes(scope, service);
      registerAuthorAdminRoutes(scope, service, app.adminAuth);
    });
    app.routeResolvers.set(
      'author',
      routeResolver(
        (slug) => slugRe.test(slug) && service.exists(slug),
        () => service.listed(),
      ),
    );
  },
  { shared: true, uses: ['admin'], usesLater: ['content', 'blog'], provides: ['authors'] },
);

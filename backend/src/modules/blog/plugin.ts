import { join } from 'node:path';
import { isSiteLanguage } from '@coinatlas/domain/routes/localized';
import { AppError } from '@coinatlas/domain/errors';
import { defineModule, routeResolver } from '../../platform/module.js';
import { createDiskMediaStore } from '../../platform/media/disk-media-store.js';
import { storeCover } from '../../platform/media/sharp-images.js';
import { seedWhenReady } from '../../platform/db/seed-ledger.js';
import { loadBlogSeeds } from './adapters/fs-seeds.js';
import { seedBlog } from './adapters/knex-blog-seeds.js';
import { createKnexPostRepository } from './adapters/knex-post-repository.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { isPostLanguage } from './domain/post.js';
import { registerBlogAdminRoutes, registerBlogRoutes } from './http.js';
import { createBlogService } from './service.js';
import type { BlogPosts } from './contract.js';

/** How long one run of the scheduled-post job may take (publishing, re-rendering pages, re-indexing search). */
const PUBLISH_TIMEOUT_MS = 2 * 60_000;

/**
 * The blog: public and editors' routes, the resolver that makes an unknown /blog/{id} answer 404 (and a
 * former slug 301; it lists the posts with their languages for the sitemap), `app.blogPosts` (the
 * published posts per language, for the feeds), the `blog` source of site search, and the job that
 * publishes scheduled posts. Registered without encapsulation so the decorator reaches the modules after
 * it; its routes keep a scope of their own. The blog starts with the posts of the content folder
 * (`seed/blog`, with their translations), validated when the app is built and inserted when it is ready,
 * each once ever (the seed ledger), so an editor's change or deletion stays.
 */
export const blogModule = defineModule(
  'blog',
  async (app, deps) => {
    // The blog's clock: the app's, moved forward only by the test harness hook (BLOG_TEST_HOOKS).
    let offsetMs = 0;
    const now = () => deps.now() + offsetMs;
    const service = createBlogService({
      repo: createKnexPostRepository(deps.db),
      media: createDiskMediaStore(join(deps.config.dataDir, 'media')),
      now,
      render: renderMarkdown,
      storeCover,
      bylines: (ids) => app.authors.bylines(ids),
      // Pages, the sitemap, the feeds and search all show public posts.
      onPublicChange: async () => {
        await deps.pages.invalidate();
        await app.siteSearch.reindex('blog');
      },
    });
    if (deps.config.blog.testHooks) app.log.warn('BLOG_TEST_HOOKS is on: admins can move the blog clock (test harness only)');
    await app.register(async (scope) => {
      registerBlogRoutes(scope, service);
      registerBlogAdminRoutes(scope, service, app.adminAuth, {
        testHooks: deps.config.blog.testHooks,
        advanceClock: (ms) => {
          offsetMs += ms;
        },
      });
    });
    const seeds = loadBlogSeeds(deps.config.contentDir);
    seedWhenReady(app, deps.db, 'blog posts', (ledger) => seedBlog(ledger, seeds));
    app.routeResolvers.set(
      'blog-post',
      routeResolver(
        (slug, lang) => (lang && isPostLanguage(lang) ? service.resolve(slug, lang) : service.resolve(slug, 'en')),
        () => service.listed(),
      ),
    );
    const postLanguage = (lang: string) => (isSiteLanguage(lang) && isPostLanguage(lang) ? lang : 'en');
    app.decorate<BlogPosts>('blogPosts', {
      latest: (limit: number, lang: string) => service.published(limit, postLanguage(lang)),
      byAuthor: (authorId: number, lang: string, limit: number) => service.published(limit, postLanguage(lang), authorId),
      title: (slug: string, lang: string) =>
        service.get(slug, postLanguage(lang)).then(
          (post) => post.title,
          (err: unknown) => {
            if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
            throw err;
          },
        ),
    });
    app.siteSearch.sources.set('blog', { documents: () => service.searchDocuments() });

    // Scheduled posts: the schedule is in the database, so a restart loses nothing; the job runs before the
    // app answers (catching up on what fell due while no instance ran) and then every BLOG_PUBLISH_POLL_MS,
    // on one instance at a time. Each due post is claimed with FOR UPDATE SKIP LOCKED, so even two runs at
    // once publish it once.
    deps.jobs.add({
      name: 'blog-scheduled-posts',
      intervalMs: deps.config.blog.publishPollMs,
      timeoutMs: PUBLISH_TIMEOUT_MS,
      firstRun: 'before-ready',
      // not migrated (OpenAPI generation): no job
      enabled: () => deps.db.schema.hasTable('blog_post_revisions'),
      run: async () => {
        const posts = await service.publishDue();
        return posts.length ? { posts: posts.map((p) => p.id) } : undefined;
      },
    });
  },
  { shared: true, uses: ['admin', 'authors'], provides: ['blogPosts'] },
);

import { AppError } from '@coinatlas/domain/errors';
import type { PublishedPost, SearchDocument, TextLanguage } from '../../platform/module.js';
import { lastModified, markdownToText, pageWindow, type Post } from './domain/post.js';
import type { PostRepository } from './ports.js';

export type PostSummary = Omit<Post, 'body' | 'status' | 'updatedAt' | 'publishedAt'> & { publishedAt: string };
export type PostDetail = PostSummary & { html: string; updatedAt: string };

const summary = (p: Post): PostSummary => ({
  slug: p.slug,
  title: p.title,
  summary: p.summary,
  cover: p.cover,
  tags: p.tags,
  readingMinutes: p.readingMinutes,
  publishedAt: p.publishedAt!.toISOString(),
});

const LANGUAGES: readonly TextLanguage[] = ['en', 'es', 'de', 'pt'];
/** The most posts the search index holds (far above what the blog has). */
const SEARCH_MAX = 5_000;

export function createBlogService(deps: { repo: PostRepository; now: () => number; render: (md: string) => string }) {
  // Rendering is pure per (slug, updatedAt); keep the last few results.
  const rendered = new Map<string, string>();
  return {
    async list(page: number, pageSize: number) {
      const window = pageWindow(page, pageSize);
      const { items, total } = await deps.repo.listPublic(new Date(deps.now()), window);
      return {
        items: items.map(summary),
        page: Math.floor(window.offset / window.limit) + 1,
        pageSize: window.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / window.limit)),
      };
    },
    async get(slug: string): Promise<PostDetail> {
      const post = await deps.repo.findPublicBySlug(slug, new Date(deps.now()));
      if (!post) throw new AppError('NOT_FOUND', `No published post has the slug '${slug}'`);
      const key = `${post.slug}@${post.updatedAt.getTime()}`;
      let html = rendered.get(key);
      if (!html) {
        html = deps.render(post.body);
        if (rendered.size > 200) rendered.clear();
        rendered.set(key, html);
      }
      return { ...summary(post), html, updatedAt: post.updatedAt.toISOString() };
    },
    async exists(slug: string): Promise<boolean> {
      return Boolean(await deps.repo.findPublicBySlug(slug, new Date(deps.now())));
    },
    /** The newest public posts, at most `limit`, with when each last changed. */
    async published(limit: number): Promise<PublishedPost[]> {
      const posts = await deps.repo.listPublicMeta(new Date(deps.now()), limit);
      return posts.map((p) => ({
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        publishedAt: p.publishedAt.toISOString(),
        updatedAt: lastModified(p).toISOString(),
      }));
    },
    /**
     * Every public post as a site-search document in each visitor language; the text stays English (posts
     * are written in English only), so it is indexed with English stemming everywhere.
     */
    async searchDocuments(): Promise<SearchDocument[]> {
      const { items } = await deps.repo.listPublic(new Date(deps.now()), { offset: 0, limit: SEARCH_MAX });
      return LANGUAGES.flatMap((lang) =>
        items.map<SearchDocument>((p) => ({
          kind: 'blog',
          id: p.slug,
          lang,
          textLanguage: 'en',
          category: 'blog',
          title: p.title,
          description: p.summary,
          keywords: p.tags.join(' '),
          body: markdownToText(p.body),
          url: `/blog/${p.slug}`,
        })),
      );
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

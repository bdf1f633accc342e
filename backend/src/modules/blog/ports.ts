import type { Post } from './domain/post.js';

/** What feeds and the sitemap need of a post, without its body. */
export type PostMeta = Pick<Post, 'slug' | 'title' | 'summary' | 'updatedAt'> & { publishedAt: Date };

export type PostRepository = {
  listPublic(now: Date, window: { offset: number; limit: number }): Promise<{ items: Post[]; total: number }>;
  /** Public posts, newest first, at most `limit`. */
  listPublicMeta(now: Date, limit: number): Promise<PostMeta[]>;
  findPublicBySlug(slug: string, now: Date): Promise<Post | undefined>;
};

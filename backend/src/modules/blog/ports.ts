import type { Post } from './domain/post.js';

export type PostRepository = {
  listPublic(now: Date, window: { offset: number; limit: number }): Promise<{ items: Post[]; total: number }>;
  findPublicBySlug(slug: string, now: Date): Promise<Post | undefined>;
};

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export type Post = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  cover: string | null;
  tags: string[];
  status: PostStatus;
  publishedAt: Date | null;
  readingMinutes: number;
  updatedAt: Date;
};

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** Visible to the public: published, or scheduled with its time come; never drafts or future posts. */
export function isPublic(p: Pick<Post, 'status' | 'publishedAt'>, now: Date): boolean {
  if (p.status === 'draft' || !p.publishedAt) return false;
  return p.publishedAt.getTime() <= now.getTime();
}

/** Page numbers from 1; the size is clamped so a caller cannot ask for the whole table at once. */
export function pageWindow(page: number, pageSize: number): { offset: number; limit: number } {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), 50);
  const p = Math.max(1, Math.floor(page));
  return { offset: (p - 1) * size, limit: size };
}

/**
 * When a public post last changed: its last edit, or its publication when that came later (a scheduled post
 * goes public after its last edit).
 */
export function lastModified(p: { publishedAt: Date; updatedAt: Date }): Date {
  return p.updatedAt.getTime() > p.publishedAt.getTime() ? p.updatedAt : p.publishedAt;
}

/**
 * A post's markdown as plain words for the search index: link targets, images, code fences and markup
 * characters go; the words stay.
 */
export function markdownToText(md: string): string {
  return md
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

import { AppError } from '@coinatlas/domain/errors';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';

export const POST_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The languages a post can have a version in; a post may lack some. */
export const POST_LANGUAGES = SITE_LANGUAGES;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

/** One language version of a post. */
export type Translation = {
  title: string;
  summary: string;
  body: string;
  /** the cover image's alternative text in this language */
  coverAlt: string;
};

/** One stored size of an uploaded cover image. */
export type CoverVariant = { url: string; width: number; height: number; type: string };
/** An uploaded cover image: its id and the sizes made of it, smallest first. */
export type CoverImage = { id: string; width: number; height: number; variants: CoverVariant[] };

/** What an editor sets: the post and its language versions. */
export type PostContent = {
  slug: string;
  status: PostStatus;
  /** when a scheduled post goes public (ISO instant); ignored in other states */
  scheduledAt: string | null;
  /** the author profile the byline names; null: the editorial team (the organization) */
  authorId: number | null;
  tags: string[];
  cover: CoverImage | null;
  translations: Partial<Record<PostLanguage, Translation>>;
};

/** A stored post. */
export type Post = PostContent & {
  id: number;
  version: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** The byline of a post without an author profile: the editorial team, which search engines see as the organization. */
export const EDITORIAL_TEAM = 'CoinAtlas editors';

export const isPostLanguage = (s: string): s is PostLanguage => (POST_LANGUAGES as readonly string[]).includes(s);

/** The languages a post has a version in, in site order. */
export const postLanguages = (p: Pick<PostContent, 'translations'>): PostLanguage[] =>
  POST_LANGUAGES.filter((l) => p.translations[l] !== undefined);

/** Visible to the public: published, with its publication time come. Drafts, scheduled and archived posts are not. */
export function isPublic(p: Pick<Post, 'status' | 'publishedAt'>, now: Date): boolean {
  return p.status === 'published' && p.publishedAt !== null && p.publishedAt.getTime() <= now.getTime();
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

/** Minutes to read a body at 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdownToText(markdown).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/**
 * Checks what an editor saves against the rules the schema cannot say: at least one language, a scheduled
 * post needs a publication time in the future, a post to publish or schedule needs a body in every
 * language it has. Each message names the field.
 */
export function checkContent(c: PostContent, now: Date): void {
  const langs = postLanguages(c);
  if (langs.length === 0) throw new AppError('BAD_REQUEST', 'translations: a post needs a version in at least one language');
  if (c.status === 'scheduled') {
    if (!c.scheduledAt) throw new AppError('BAD_REQUEST', 'scheduledAt: a scheduled post needs a publication date and time');
    const at = Date.parse(c.scheduledAt);
    if (Number.isNaN(at)) throw new AppError('BAD_REQUEST', 'scheduledAt: not a valid date-time');
    if (at <= now.getTime()) throw new AppError('BAD_REQUEST', 'scheduledAt: must be in the future (publish it now instead)');
  }
  if (c.status === 'scheduled' || c.status === 'published') {
    for (const l of langs) {
      const t = c.translations[l]!;
      for (const field of ['title', 'summary', 'body'] as const) {
        if (!t[field].trim()) throw new AppError('BAD_REQUEST', `translations.${l}.${field}: must not be empty to publish or schedule`);
      }
      if (c.cover && !t.coverAlt.trim()) throw new AppError('BAD_REQUEST', `translations.${l}.coverAlt: describe the cover image`);
    }
  }
}

/**
 * The publication time a save leaves: publishing keeps the first publication (a post republished from
 * the archive keeps its date), or takes now; other states keep what there was.
 */
export function publishedAtAfter(before: Date | null, status: PostStatus, now: Date): Date | null {
  if (status === 'published') return before ?? now;
  return before;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two versions, named as the editor sees them (`slug`, `es.title`, `de` for a language added or removed). */
export function changedFields(before: PostContent | undefined, after: PostContent): string[] {
  if (!before) return ['created'];
  const out: string[] = [];
  for (const f of ['slug', 'status', 'scheduledAt', 'authorId', 'tags', 'cover'] as const) {
    if (!same(before[f], after[f])) out.push(f);
  }
  for (const l of POST_LANGUAGES) {
    const a = before.translations[l];
    const b = after.translations[l];
    if (!a && !b) continue;
    if (!a || !b) {
      out.push(l);
      continue;
    }
    for (const f of ['title', 'summary', 'body', 'coverAlt'] as const) if (a[f] !== b[f]) out.push(`${l}.${f}`);
  }
  return out;
}

/** The editable part of a stored post (what a revision keeps and a restore brings back). */
export const contentOf = (p: Post): PostContent => ({
  slug: p.slug,
  status: p.status,
  scheduledAt: p.scheduledAt,
  authorId: p.authorId,
  tags: p.tags,
  cover: p.cover,
  translations: p.translations,
});

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

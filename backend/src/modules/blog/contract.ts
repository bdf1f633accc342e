// The blog module's contract: what it offers the other modules (`app.blogPosts`).
import type { TextLanguage } from '../../platform/module.js';

/** A published blog post's version in one language as other modules see it (feeds). */
export type PublishedPost = Readonly<{
  slug: string;
  /** the language of its text */
  lang: TextLanguage;
  title: string;
  summary: string;
  /** its body as the post page shows it (HTML from the blog's Markdown, no raw HTML of the source) */
  html: string;
  /** ISO date-time it went public */
  publishedAt: string;
  /** ISO date-time it last changed: its last edit, or its publication when that came later */
  updatedAt: string;
}>;

/** The blog's published posts, offered by the blog module as `app.blogPosts`. */
export type BlogPosts = Readonly<{
  /** The newest published posts in one language first (posts without that language left out), at most `limit`. */
  latest(limit: number, lang: TextLanguage): Promise<readonly PublishedPost[]>;
  /** The same, of the posts whose byline is the author profile `authorId` (its author page). */
  byAuthor(authorId: number, lang: TextLanguage, limit: number): Promise<readonly PublishedPost[]>;
  /** A published post's title in one language (its share image), or undefined when it has no public version there. */
  title(slug: string, lang: TextLanguage): Promise<string | undefined>;
}>;

declare module 'fastify' {
  interface FastifyInstance {
    blogPosts: BlogPosts;
  }
}

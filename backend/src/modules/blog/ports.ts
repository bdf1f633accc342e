import type { CoverImage, Post, PostContent, PostLanguage } from './domain/post.js';

/** One language version of a public post, as the site shows it. */
export type PublicPost = {
  slug: string;
  lang: PostLanguage;
  title: string;
  summary: string;
  body: string;
  coverAlt: string;
  cover: CoverImage | null;
  tags: string[];
  /** the author profile the byline names; null: the editorial team */
  authorId: number | null;
  readingMinutes: number;
  publishedAt: Date;
  updatedAt: Date;
  /** every language the post has */
  languages: PostLanguage[];
};

/** One recorded change of a post. */
export type Revision = {
  version: number;
  editor: string;
  action: string;
  changed: string[];
  at: Date;
  snapshot: PostContent;
};

export type SaveResult = { ok: true; post: Post } | { ok: false; current: Post };

export type PostRepository = {
  /** Public posts in one language, newest first (only those whose byline is `authorId`, when given). */
  listPublic(
    lang: PostLanguage,
    now: Date,
    window: { offset: number; limit: number; authorId?: number },
  ): Promise<{ items: PublicPost[]; total: number }>;
  findPublic(slug: string, lang: PostLanguage, now: Date): Promise<PublicPost | undefined>;
  /** The current slug of the post that once had `slug`, if there is one. */
  renamedTo(slug: string): Promise<string | undefined>;
  all(): Promise<Post[]>;
  get(id: number): Promise<Post | undefined>;
  /**
   * Creates (id undefined) or changes a post in one transaction: `build` gets the current post (locked) and
   * says what to store; a change whose expected version is not the stored one is refused with the current
   * post. Records the revision and keeps the old slug as a redirect.
   */
  save(
    id: number | undefined,
    expectedVersion: number | undefined,
    build: (current: Post | undefined) => { content: PostContent; publishedAt: Date | null },
    meta: { editor: string; action: string; now: Date },
  ): Promise<SaveResult>;
  revisions(id: number): Promise<Revision[]>;
  /**
   * Publishes every scheduled post whose time has come, each by exactly one caller even when several
   * instances call at once (rows claimed with FOR UPDATE SKIP LOCKED); returns the posts it published.
   */
  publishDue(now: Date): Promise<Post[]>;
};

export type { MediaStore } from '../../platform/media/ports.js';

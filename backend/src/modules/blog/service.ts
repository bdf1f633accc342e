import { AppError } from '@coinatlas/domain/errors';
import type { SearchDocument } from '../../platform/module.js';
import type { AuthorByline } from '../authors/contract.js';
import type { PublishedPost } from './contract.js';
import {
  checkContent,
  EDITORIAL_TEAM,
  contentOf,
  isPublic,
  lastModified,
  markdownToText,
  pageWindow,
  POST_LANGUAGES,
  postLanguages,
  publishedAtAfter,
  type CoverImage,
  type Post,
  type PostContent,
  type PostLanguage,
} from './domain/post.js';
import type { MediaStore, PostRepository, PublicPost, Revision } from './ports.js';

export type PostSummary = {
  slug: string;
  lang: PostLanguage;
  title: string;
  summary: string;
  cover: CoverImage | null;
  coverAlt: string;
  tags: string[];
  /** the byline's name: the author profile's, or the editorial team's */
  authorName: string;
  /** the author profile the byline names (its page is /authors/{slug}); null: the editorial team */
  author: { name: string; slug: string } | null;
  readingMinutes: number;
  publishedAt: string;
  languages: PostLanguage[];
};
export type PostDetail = PostSummary & { html: string; updatedAt: string };

const summary = (p: PublicPost, bylines: ReadonlyMap<number, AuthorByline>): PostSummary => {
  const author = p.authorId === null ? undefined : bylines.get(p.authorId);
  return {
    slug: p.slug,
    lang: p.lang,
    title: p.title,
    summary: p.summary,
    cover: p.cover,
    coverAlt: p.coverAlt,
    tags: p.tags,
    authorName: author?.name ?? EDITORIAL_TEAM,
    author: author ? { name: author.name, slug: author.slug } : null,
    readingMinutes: p.readingMinutes,
    publishedAt: p.publishedAt.toISOString(),
    languages: p.languages,
  };
};

/** A post as the editor sees it. */
export type AdminPost = PostContent & {
  id: number;
  version: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  languages: PostLanguage[];
};
export const adminView = (p: Post): AdminPost => ({
  ...contentOf(p),
  id: p.id,
  version: p.version,
  publishedAt: p.publishedAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  languages: postLanguages(p),
});

/** A stale save: the post changed since the editor loaded it. */
export class EditConflict extends AppError {
  constructor(readonly current: AdminPost) {
    super(
      'CONFLICT',
      `Someone else saved this post (version ${current.version}) after you opened it. Your changes are not saved: copy them, reload the post and apply them again.`,
      { details: { current } },
    );
  }
}

/** The most posts the search index and the sitemap hold (far above what the blog has). */
const MAX_LISTED = 5_000;

export type BlogServiceDeps = {
  repo: PostRepository;
  media: MediaStore;
  now: () => number;
  render: (md: string) => string;
  storeCover: (bytes: Buffer, store: MediaStore) => Promise<CoverImage>;
  /** The author profiles among some ids (the authors module's `app.authors.bylines`). */
  bylines: (ids: readonly number[]) => Promise<ReadonlyMap<number, AuthorByline>>;
  /** Called after a change the public can see (a post published, unpublished, or a public post edited). */
  onPublicChange: () => Promise<void>;
};

export function createBlogService(deps: BlogServiceDeps) {
  // Rendering is pure per (slug, lang, updatedAt); keep the last few results.
  const rendered = new Map<string, string>();
  /** A post's body as HTML, rendered once per version and language (the page and the feeds share it). */
  const htmlOf = (post: PublicPost): string => {
    const key = `${post.slug}/${post.lang}@${post.updatedAt.getTime()}`;
    let html = rendered.get(key);
    if (html === undefined) {
      html = deps.render(post.body);
      if (rendered.size > 200) rendered.clear();
      rendered.set(key, html);
    }
    return html;
  };
  const now = () => new Date(deps.now());

  async function publicPosts(): Promise<Post[]> {
    const at = now();
    return (await deps.repo.all())
      .filter((p) => isPublic(p, at))
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || a.slug.localeCompare(b.slug));
  }

  async function afterSave(before: Post | undefined, after: Post) {
    const at = now();
    if ((before && isPublic(before, at)) || isPublic(after, at)) await deps.onPublicChange();
  }

  const bylinesOf = (posts: readonly PublicPost[]) => deps.bylines(posts.flatMap((p) => (p.authorId === null ? [] : [p.authorId])));

  async function save(
    id: number | undefined,
    version: number | undefined,
    input: PostContent,
    editor: string,
    action: string,
  ): Promise<AdminPost> {
    const at = now();
    // (`authorName`, which older clients still send, is no byline: the byline is the profile `authorId` names)
    const { authorName: _ignored, ...rest } = input as PostContent & { authorName?: string };
    const content: PostContent = { ...rest, authorId: input.authorId ?? null };
    if (content.authorId !== null && !(await deps.bylines([content.authorId])).has(content.authorId))
      throw new AppError('BAD_REQUEST', `authorId: no author profile has the id ${content.authorId}`);
    let before: Post | undefined;
    const result = await deps.repo
      .save(
        id,
        version,
        (current) => {
          before = current;
          checkContent(content, at);
          return { content, publishedAt: publishedAtAfter(current?.publishedAt ?? null, content.status, at) };
        },
        { editor, action, now: at },
      )
      .catch((err: unknown) => {
        // the profile was deleted between the check above and the write (the foreign key refused it)
        if ((err as { code?: string }).code === '23503')
          throw new AppError('BAD_REQUEST', `authorId: no author profile has the id ${content.authorId}`);
        throw err;
      });
    if (!result.ok) throw new EditConflict(adminView(result.current));
    await afterSave(before, result.post);
    return adminView(result.post);
  }

  return {
    async list(lang: PostLanguage, page: number, pageSize: number) {
      const window = pageWindow(page, pageSize);
      const { items, total } = await deps.repo.listPublic(lang, now(), window);
      const bylines = await bylinesOf(items);
      return {
        items: items.map((p) => summary(p, bylines)),
        page: Math.floor(window.offset / window.limit) + 1,
        pageSize: window.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / window.limit)),
      };
    },
    async get(slug: string, lang: PostLanguage): Promise<PostDetail> {
      const post = await deps.repo.findPublic(slug, lang, now());
      if (!post) throw new AppError('NOT_FOUND', `No published post has the slug '${slug}' in '${lang}'`);
      // when the page last changed: its last edit, or its publication when that came later (as the sitemap and feeds say)
      return { ...summary(post, await bylinesOf([post])), html: htmlOf(post), updatedAt: lastModified(post).toISOString() };
    },
    /** Whether `/lang/blog/slug` is a page: true, false, or the slug it moved to (a 301). */
    async resolve(slug: string, lang: PostLanguage): Promise<boolean | { redirect: string }> {
      if (await deps.repo.findPublic(slug, lang, now())) return true;
      const moved = await deps.repo.renamedTo(slug);
      if (moved && moved !== slug && (await deps.repo.findPublic(moved, lang, now()))) return { redirect: moved };
      return false;
    },
    /** Every public post with the languages it has and when it last changed, newest first (the sitemap). */
    async listed(): Promise<Array<{ id: string; lastmod: string; languages: PostLanguage[] }>> {
      return (await publicPosts()).slice(0, MAX_LISTED).map((p) => ({
        id: p.slug,
        lastmod: lastModified({ publishedAt: p.publishedAt!, updatedAt: p.updatedAt }).toISOString(),
        languages: postLanguages(p),
      }));
    },
    /** The newest public posts in one language, at most `limit` (the feeds; an author page with `authorId`). */
    async published(limit: number, lang: PostLanguage, authorId?: number): Promise<PublishedPost[]> {
      const window = { offset: 0, limit: Math.min(limit, MAX_LISTED) };
      const { items } = await deps.repo.listPublic(lang, now(), authorId === undefined ? window : { ...window, authorId });
      return items.map((p) => ({
        slug: p.slug,
        lang: p.lang,
        title: p.title,
        summary: p.summary,
        html: htmlOf(p),
        publishedAt: p.publishedAt.toISOString(),
        updatedAt: lastModified(p).toISOString(),
      }));
    },
    /** Every public post as a site-search document in each language it has, stemmed in that language. */
    async searchDocuments(): Promise<SearchDocument[]> {
      const docs: SearchDocument[] = [];
      for (const lang of POST_LANGUAGES) {
        const { items } = await deps.repo.listPublic(lang, now(), { offset: 0, limit: MAX_LISTED });
        for (const p of items) {
          docs.push({
            kind: 'blog',
            id: p.slug,
            lang,
            textLanguage: lang,
            category: 'blog',
            title: p.title,
            description: p.summary,
            keywords: p.tags.join(' '),
            body: markdownToText(p.body),
            url: `/blog/${p.slug}`,
          });
        }
      }
      return docs;
    },

    // ---- editors ----
    async adminList(): Promise<AdminPost[]> {
      return (await deps.repo.all()).map(adminView);
    },
    async adminGet(id: number): Promise<AdminPost> {
      const p = await deps.repo.get(id);
      if (!p) throw new AppError('NOT_FOUND', `No post has the id ${id}`);
      return adminView(p);
    },
    create: (content: PostContent, editor: string) => save(undefined, undefined, content, editor, 'create'),
    update: (id: number, version: number, content: PostContent, editor: string, action = 'edit') =>
      save(id, version, content, editor, action),
    /** Moves a scheduled post to another publication time (the calendar). */
    async reschedule(id: number, version: number, scheduledAt: string, editor: string): Promise<AdminPost> {
      const p = await deps.repo.get(id);
      if (!p) throw new AppError('NOT_FOUND', `No post has the id ${id}`);
      if (p.status !== 'scheduled') throw new AppError('CONFLICT', `status: only a scheduled post can be moved (this one is ${p.status})`);
      return save(id, version, { ...contentOf(p), scheduledAt }, editor, 'reschedule');
    },
    async history(id: number): Promise<Revision[]> {
      await this.adminGet(id);
      return deps.repo.revisions(id);
    },
    /** Brings back an older version's texts, slug, tags, cover and author; the post keeps its state. */
    async restore(id: number, version: number, from: number, editor: string): Promise<AdminPost> {
      const p = await deps.repo.get(id);
      if (!p) throw new AppError('NOT_FOUND', `No post has the id ${id}`);
      const rev = (await deps.repo.revisions(id)).find((r) => r.version === from);
      if (!rev) throw new AppError('NOT_FOUND', `fromVersion: post ${id} has no version ${from}`);
      // A snapshot from before bylines were profiles has no authorId; a profile deleted since is no byline.
      const authorId = rev.snapshot.authorId ?? null;
      const kept = authorId !== null && (await deps.bylines([authorId])).has(authorId) ? authorId : null;
      return save(
        id,
        version,
        { ...rev.snapshot, authorId: kept, status: p.status, scheduledAt: p.scheduledAt },
        editor,
        `restore-${from}`,
      );
    },
    preview: (markdown: string) => ({ html: deps.render(markdown) }),
    uploadCover: (bytes: Buffer) => deps.storeCover(bytes, deps.media),
    /** Publishes the scheduled posts whose time has come (once across instances); the count it published. */
    async publishDue(at: Date = now()): Promise<AdminPost[]> {
      const published = await deps.repo.publishDue(at);
      if (published.length > 0) await deps.onPublicChange();
      return published.map(adminView);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

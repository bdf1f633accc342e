import type { Knex } from 'knex';
import { AppError } from '@coinatlas/domain/errors';
import type { Db } from '../../../platform/db/create-db.js';
import {
  changedFields,
  contentOf,
  isPostLanguage,
  POST_LANGUAGES,
  postLanguages,
  readingMinutes,
  type CoverImage,
  type Post,
  type PostContent,
  type PostLanguage,
  type Translation,
} from '../domain/post.js';
import type { PostRepository, PublicPost, Revision } from '../ports.js';

type PostRow = {
  id: number;
  slug: string;
  status: Post['status'];
  published_at: Date | string | null;
  scheduled_at: Date | string | null;
  author_id: number | null;
  tags: string[] | string;
  cover_image: CoverImage | string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
};
type TranslationRow = {
  post_id: number;
  lang: string;
  title: string;
  summary: string;
  body: string;
  cover_alt: string;
  reading_minutes: number;
};

const json = (v: unknown) => JSON.stringify(v); // pg would turn a JS array into a Postgres array
const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const date = (v: Date | string) => new Date(v);

function toPost(r: PostRow, translations: TranslationRow[]): Post {
  const t: Partial<Record<PostLanguage, Translation>> = {};
  for (const tr of translations) {
    if (isPostLanguage(tr.lang)) t[tr.lang] = { title: tr.title, summary: tr.summary, body: tr.body, coverAlt: tr.cover_alt };
  }
  return {
    id: r.id,
    slug: r.slug,
    status: r.status,
    scheduledAt: r.scheduled_at ? date(r.scheduled_at).toISOString() : null,
    authorId: r.author_id,
    tags: parsed(r.tags),
    cover: r.cover_image ? parsed(r.cover_image) : null,
    translations: t,
    version: r.version,
    publishedAt: r.published_at ? date(r.published_at) : null,
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  };
}

/** The same rule as domain isPublic, in SQL (on blog_posts aliased p). */
const visible = (q: Knex.QueryBuilder, now: Date) =>
  q.where('p.status', 'published').whereNotNull('p.published_at').where('p.published_at', '<=', now);

export function createKnexPostRepository(db: Db): PostRepository {
  async function load(q: Knex | Knex.Transaction, rows: PostRow[]): Promise<Post[]> {
    if (rows.length === 0) return [];
    const tr = (await q('blog_post_translations').whereIn(
      'post_id',
      rows.map((r) => r.id),
    )) as TranslationRow[];
    return rows.map((r) =>
      toPost(
        r,
        tr.filter((t) => t.post_id === r.id),
      ),
    );
  }

  async function languagesOf(ids: number[]): Promise<Map<number, PostLanguage[]>> {
    const rows = ids.length
      ? ((await db('blog_post_translations').whereIn('post_id', ids).select('post_id', 'lang')) as TranslationRow[])
      : [];
    const out = new Map<number, PostLanguage[]>();
    for (const id of ids)
      out.set(
        id,
        POST_LANGUAGES.filter((l) => rows.some((r) => r.post_id === id && r.lang === l)),
      );
    return out;
  }

  const publicColumns = [
    'p.id',
    'p.slug',
    'p.tags',
    'p.cover_image',
    'p.author_id',
    'p.published_at',
    'p.updated_at',
    't.lang',
    't.title',
    't.summary',
    't.body',
    't.cover_alt',
    't.reading_minutes',
  ];
  type PublicRow = PostRow & TranslationRow;
  const toPublic = (r: PublicRow, languages: PostLanguage[]): PublicPost => ({
    slug: r.slug,
    lang: r.lang as PostLanguage,
    title: r.title,
    summary: r.summary,
    body: r.body,
    coverAlt: r.cover_alt,
    cover: r.cover_image ? parsed(r.cover_image) : null,
    tags: parsed(r.tags),
    authorId: r.author_id,
    readingMinutes: r.reading_minutes,
    publishedAt: date(r.published_at!),
    updatedAt: date(r.updated_at),
    languages,
  });
  const publicQuery = (lang: PostLanguage, now: Date) =>
    visible(db('blog_posts as p').join('blog_post_translations as t', 't.post_id', 'p.id').where('t.lang', lang), now);

  async function writeTranslations(trx: Knex.Transaction, postId: number, content: PostContent) {
    await trx('blog_post_translations').where({ post_id: postId }).del();
    const rows = postLanguages(content).map((lang) => {
      const t = content.translations[lang]!;
      return {
        post_id: postId,
        lang,
        title: t.title,
        summary: t.summary,
        body: t.body,
        cover_alt: t.coverAlt,
        reading_minutes: readingMinutes(t.body),
      };
    });
    if (rows.length) await trx('blog_post_translations').insert(rows);
  }

  async function slugTaken(trx: Knex.Transaction, slug: string, id: number | undefined) {
    const row = (await trx('blog_posts').where({ slug }).first('id')) as { id: number } | undefined;
    return row !== undefined && row.id !== id;
  }

  return {
    async listPublic(lang, now, { offset, limit, authorId }) {
      const query = () => (authorId === undefined ? publicQuery(lang, now) : publicQuery(lang, now).where('p.author_id', authorId));
      const [rows, count] = await Promise.all([
        query().select(publicColumns).orderBy('p.published_at', 'desc').orderBy('p.slug').offset(offset).limit(limit),
        query().count<{ n: number }[]>('* as n').first(),
      ]);
      const list = rows as PublicRow[];
      const langs = await languagesOf(list.map((r) => r.id));
      return { items: list.map((r) => toPublic(r, langs.get(r.id)!)), total: Number((count as { n: number } | undefined)?.n ?? 0) };
    },
    async findPublic(slug, lang, now) {
      const row = (await publicQuery(lang, now).where('p.slug', slug).first(publicColumns)) as PublicRow | undefined;
      if (!row) return undefined;
      return toPublic(row, (await languagesOf([row.id])).get(row.id)!);
    },
    async renamedTo(slug) {
      const row = (await db('blog_slug_redirects as r')
        .join('blog_posts as p', 'p.id', 'r.post_id')
        .where('r.slug', slug)
        .first('p.slug')) as { slug: string } | undefined;
      return row?.slug;
    },
    async all() {
      return load(db, (await db('blog_posts').orderBy('updated_at', 'desc').orderBy('id', 'desc')) as PostRow[]);
    },
    async get(id) {
      const row = (await db('blog_posts').where({ id }).first()) as PostRow | undefined;
      return row ? (await load(db, [row]))[0] : undefined;
    },
    async save(id, expectedVersion, build, meta) {
      return db.transaction(async (trx) => {
        let current: Post | undefined;
        if (id !== undefined) {
          const row = (await trx('blog_posts').where({ id }).forUpdate().first()) as PostRow | undefined;
          if (!row) throw new AppError('NOT_FOUND', `No post has the id ${id}`);
          current = (await load(trx, [row]))[0]!;
          if (expectedVersion !== current.version) return { ok: false as const, current };
        }
        const { content, publishedAt } = build(current);
        if (await slugTaken(trx, content.slug, id)) throw new AppError('CONFLICT', `slug: another post already uses '${content.slug}'`);
        const fields = {
          slug: content.slug,
          status: content.status,
          scheduled_at: content.status === 'scheduled' && content.scheduledAt ? new Date(content.scheduledAt) : null,
          author_id: content.authorId,
          tags: json(content.tags),
          cover_image: content.cover ? json(content.cover) : null,
          published_at: publishedAt,
          updated_at: meta.now,
        };
        let postId: number;
        let version: number;
        if (current) {
          postId = current.id;
          version = current.version + 1;
          await trx('blog_posts')
            .where({ id: postId })
            .update({ ...fields, version });
          if (current.slug !== content.slug) {
            await trx('blog_slug_redirects').insert({ slug: current.slug, post_id: postId }).onConflict('slug').merge();
          }
        } else {
          version = 1;
          const [row] = (await trx('blog_posts')
            .insert({ ...fields, version, created_at: meta.now })
            .returning('id')) as Array<{ id: number }>;
          postId = row!.id;
        }
        // A slug in use is no longer a redirect.
        await trx('blog_slug_redirects').where({ slug: content.slug }).del();
        await writeTranslations(trx, postId, content);
        const saved = (await load(trx, [(await trx('blog_posts').where({ id: postId }).first()) as PostRow]))[0]!;
        await trx('blog_post_revisions').insert({
          post_id: postId,
          version,
          editor: meta.editor,
          action: meta.action,
          changed: json(changedFields(current && contentOf(current), content)),
          snapshot: json(contentOf(saved)),
          created_at: meta.now,
        });
        return { ok: true as const, post: saved };
      });
    },
    async revisions(id) {
      const rows = (await db('blog_post_revisions').where({ post_id: id }).orderBy('version', 'desc')) as Array<{
        version: number;
        editor: string;
        action: string;
        changed: string[] | string;
        snapshot: PostContent | string;
        created_at: Date | string;
      }>;
      return rows.map((r): Revision => ({
        version: r.version,
        editor: r.editor,
        action: r.action,
        changed: parsed(r.changed),
        snapshot: parsed(r.snapshot),
        at: date(r.created_at),
      }));
    },
    async publishDue(now) {
      return db.transaction(async (trx) => {
        const due = (await trx('blog_posts')
          .where('status', 'scheduled')
          .where('scheduled_at', '<=', now)
          .orderBy('scheduled_at')
          .limit(100)
          .forUpdate()
          .skipLocked()) as PostRow[];
        const published: Post[] = [];
        for (const row of due) {
          const before = (await load(trx, [row]))[0]!;
          const version = row.version + 1;
          const at = row.scheduled_at ? date(row.scheduled_at) : now;
          await trx('blog_posts')
            .where({ id: row.id })
            .update({ status: 'published', published_at: at, scheduled_at: null, version, updated_at: now });
          const after = (await load(trx, [(await trx('blog_posts').where({ id: row.id }).first()) as PostRow]))[0]!;
          await trx('blog_post_revisions').insert({
            post_id: row.id,
            version,
            editor: 'scheduler',
            action: 'publish-scheduled',
            changed: json(changedFields(contentOf(before), contentOf(after))),
            snapshot: json(contentOf(after)),
            created_at: now,
          });
          published.push(after);
        }
        return published;
      });
    },
  };
}

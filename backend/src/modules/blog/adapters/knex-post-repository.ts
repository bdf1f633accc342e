import type { Knex } from 'knex';
import type { Db } from '../../../platform/db/create-db.js';
import type { Post } from '../domain/post.js';
import type { PostMeta, PostRepository } from '../ports.js';

type Row = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  cover: string | null;
  tags: string[] | string;
  status: Post['status'];
  published_at: Date | string | null;
  reading_minutes: number;
  updated_at: Date | string;
};

const toPost = (r: Row): Post => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  body: r.body,
  cover: r.cover,
  tags: typeof r.tags === 'string' ? (JSON.parse(r.tags) as string[]) : r.tags,
  status: r.status,
  publishedAt: r.published_at ? new Date(r.published_at) : null,
  readingMinutes: r.reading_minutes,
  updatedAt: new Date(r.updated_at),
});

/** The same rule as domain isPublic, in SQL. */
const visible = (q: Knex.QueryBuilder, now: Date) =>
  q.whereIn('status', ['published', 'scheduled']).whereNotNull('published_at').where('published_at', '<=', now);

export function createKnexPostRepository(db: Db): PostRepository {
  return {
    async listPublic(now, { offset, limit }) {
      const [rows, count] = await Promise.all([
        visible(db('blog_posts').select('*'), now).orderBy('published_at', 'desc').orderBy('slug').offset(offset).limit(limit),
        visible(db('blog_posts').count<{ n: number }[]>('* as n'), now).first(),
      ]);
      return { items: (rows as Row[]).map(toPost), total: Number((count as { n: number } | undefined)?.n ?? 0) };
    },
    async listPublicMeta(now, limit) {
      const rows = (await visible(db('blog_posts').select('slug', 'title', 'summary', 'published_at', 'updated_at'), now)
        .orderBy('published_at', 'desc')
        .orderBy('slug')
        .limit(limit)) as Array<Pick<Row, 'slug' | 'title' | 'summary' | 'updated_at'> & { published_at: Date | string }>;
      return rows.map(
        (r): PostMeta => ({
          slug: r.slug,
          title: r.title,
          summary: r.summary,
          publishedAt: new Date(r.published_at),
          updatedAt: new Date(r.updated_at),
        }),
      );
    },
    async findPublicBySlug(slug, now) {
      const row = await visible(db('blog_posts').where({ slug }), now).first();
      return row ? toPost(row as Row) : undefined;
    },
  };
}

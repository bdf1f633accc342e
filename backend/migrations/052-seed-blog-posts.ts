import type { Knex } from 'knex';
import { SEED_POSTS } from '../src/modules/blog/seed-posts.js';

/** Seeds the six beginner posts into an empty blog; never overwrites posts an editor wrote. */
export async function up(knex: Knex): Promise<void> {
  const existing = await knex('blog_posts').count<{ n: number }[]>('* as n').first();
  if (Number(existing?.n ?? 0) > 0) return;
  await knex('blog_posts').insert(
    SEED_POSTS.map((p) => ({
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      body: p.body,
      cover: null,
      tags: JSON.stringify(p.tags),
      status: 'published',
      published_at: new Date(p.publishedAt),
      reading_minutes: p.readingMinutes,
      updated_at: new Date(p.publishedAt),
    })),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('blog_posts').whereIn('slug', SEED_POSTS.map((p) => p.slug)).del();
}

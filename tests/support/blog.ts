import type { Knex } from 'knex';

type Text = { title: string; summary?: string; body?: string };

/** Inserts a blog post row and its language versions straight into the database (for set-ups). */
export async function insertPost(
  db: Knex,
  p: {
    slug: string;
    status: string;
    published_at?: Date | null;
    scheduled_at?: Date | null;
    updated_at?: Date;
    tags?: string[];
    texts: Partial<Record<'en' | 'es' | 'de' | 'pt', Text>>;
  },
): Promise<number> {
  const [row] = (await db('blog_posts')
    .insert({
      slug: p.slug,
      status: p.status,
      published_at: p.published_at ?? null,
      scheduled_at: p.scheduled_at ?? null,
      tags: JSON.stringify(p.tags ?? []),
      ...(p.updated_at ? { updated_at: p.updated_at } : {}),
    })
    .returning('id')) as Array<{ id: number }>;
  for (const [lang, t] of Object.entries(p.texts)) {
    await db('blog_post_translations').insert({ post_id: row!.id, lang, title: t.title, summary: t.summary ?? 's', body: t.body ?? 'b' });
  }
  return row!.id;
}

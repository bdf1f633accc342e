import type { Knex } from 'knex';
import type { SeedLedger } from '../../../platform/db/seed-ledger.js';
import type { BlogSeeds } from '../domain/seeds.js';

const json = (v: unknown) => JSON.stringify(v); // pg would turn a JS array into a Postgres array

/**
 * Inserts each seed post and translation the ledger has never seen (an editor's later change or deletion stays).
 * A post is its row (state, dates, tags) and its English version; a translation is added to the post of its slug
 * when that post exists and has no version in that language yet.
 */
export async function seedBlog(ledger: SeedLedger, seeds: BlogSeeds): Promise<{ posts: number; translations: number }> {
  let posts = 0;
  let translations = 0;
  for (const p of seeds.posts) {
    const added = await ledger.once('blog_post', p.slug, async (trx: Knex.Transaction) => {
      const rows = (await trx('blog_posts')
        .insert({
          slug: p.slug,
          tags: json(p.tags),
          status: 'published',
          published_at: new Date(p.publishedAt),
          updated_at: new Date(p.publishedAt),
        })
        .onConflict('slug')
        .ignore()
        .returning('id')) as Array<{ id: number }>;
      if (rows.length === 0) return rows;
      await trx('blog_post_translations').insert({
        post_id: rows[0]!.id,
        lang: 'en',
        title: p.title,
        summary: p.summary,
        body: p.body,
        reading_minutes: p.readingMinutes,
      });
      return rows;
    });
    if (added) posts += 1;
  }
  for (const t of seeds.translations) {
    const added = await ledger.once('blog_post_translation', `${t.slug}/${t.lang}`, async (trx: Knex.Transaction) => {
      const post = (await trx('blog_posts').where({ slug: t.slug }).first('id')) as { id: number } | undefined;
      if (!post) return [];
      return trx('blog_post_translations')
        .insert({ post_id: post.id, lang: t.lang, title: t.title, summary: t.summary, body: t.body, reading_minutes: t.readingMinutes })
        .onConflict(['post_id', 'lang'])
        .ignore()
        .returning('lang');
    });
    if (added) translations += 1;
  }
  return { posts, translations };
}

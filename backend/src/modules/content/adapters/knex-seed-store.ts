import type { Knex } from 'knex';
import type { Seeds } from '../domain/seeds.js';

const json = (v: unknown) => JSON.stringify(v); // pg would turn a JS array into a Postgres array

/**
 * Applies the seed data. `content_seeds` remembers every seed ever applied, so a seed is inserted once:
 * an editor's later change, or deletion, of a seeded row is never undone. A row that already exists
 * under the seed's key (a database seeded by the old migrations, or a row an editor made first) is left
 * as it is and only recorded.
 */
export function createKnexSeedStore(db: Knex) {
  async function once(kind: string, key: string, insert: (trx: Knex.Transaction) => Promise<unknown[]>): Promise<boolean> {
    return db.transaction(async (trx) => {
      const claimed = await trx('content_seeds').insert({ kind, key }).onConflict(['kind', 'key']).ignore().returning('key');
      if (claimed.length === 0) return false;
      return (await insert(trx)).length > 0;
    });
  }

  return {
    /** False on a database without the seed ledger (not migrated yet): nothing to seed there. */
    ready: () => db.schema.hasTable('content_seeds'),

    async apply(seeds: Seeds): Promise<{ promotions: number; posts: number; translations: number }> {
      let promotions = 0;
      let posts = 0;
      let translations = 0;
      for (const p of seeds.promotions) {
        const added = await once('promotion', p.id, (trx) =>
          trx('promotions')
            .insert({
              id: p.id,
              title: json(p.title),
              description: json(p.description),
              cta_text: json(p.ctaText),
              discount: json(p.discount),
              partner_type: p.partnerType,
              partner_id: p.partnerId,
              categories: json(p.categories),
              target_pages: json(p.targetPages),
              user_types: json(p.userTypes),
              market_conditions: json(p.marketConditions),
              priority: p.priority,
              bg_color: p.bgColor,
              active: p.active,
              starts_at: p.startsAt,
              ends_at: p.endsAt,
            })
            .onConflict('id')
            .ignore()
            .returning('id'),
        );
        if (added) promotions += 1;
      }
      for (const p of seeds.posts) {
        // A post is its row (state, dates, tags) and its English version (blog_post_translations).
        const added = await once('blog_post', p.slug, async (trx) => {
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
        // Added to the post of that slug when it exists and has no version in that language yet.
        const added = await once('blog_post_translation', `${t.slug}/${t.lang}`, async (trx) => {
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
      return { promotions, posts, translations };
    },
  };
}

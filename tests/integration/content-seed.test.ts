import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlogSeeds } from '../../backend/src/modules/blog/adapters/fs-seeds.js';
import { loadPromotionSeeds } from '../../backend/src/modules/promotions/adapters/fs-seeds.js';
import { createTestDatabase, type TestDatabase } from '../support/services.js';
import { createTestApp } from '../support/test-app.js';

const seeds = { promotions: loadPromotionSeeds(() => true), ...loadBlogSeeds() };

// One start on a new database: on the embedded database too, so a run without services covers the seeds each
// module inserts (promotions, the blog's posts and translations) through the shared ledger.
describe('content seed on a new database', () => {
  it('inserts every seed into a new database and records it', async () => {
    const app = await createTestApp({ withRedis: false });
    try {
      const db = app.infra.db;
      expect((await db('promotions').pluck('id')).sort()).toEqual(seeds.promotions.map((p) => p.id).sort());
      expect((await db('blog_posts').pluck('slug')).sort()).toEqual(seeds.posts.map((p) => p.slug).sort());
      const post = await db('blog_posts').where({ slug: seeds.posts[0]!.slug }).first();
      expect(post.status).toBe('published');
      // A seeded post is an ordinary post: its English version is a translation row the editor can change.
      const en = await db('blog_post_translations').where({ post_id: post.id, lang: 'en' }).first();
      expect(en.body).toBe(seeds.posts[0]!.body);
      expect(en.title).toBe(seeds.posts[0]!.title);
      // (the partner records share the ledger: partner-desk.test.ts checks those)
      expect(Number((await db('content_seeds').whereNot({ kind: 'partner' }).count<{ n: string }[]>('* as n').first())!.n)).toBe(
        seeds.promotions.length + seeds.posts.length + seeds.translations.length,
      );
      // and every translation in the files is a language version of its post
      for (const t of seeds.translations) {
        const row = await db('blog_post_translations')
          .join('blog_posts', 'blog_posts.id', 'blog_post_translations.post_id')
          .where({ 'blog_posts.slug': t.slug, 'blog_post_translations.lang': t.lang })
          .first('blog_post_translations.title', 'blog_post_translations.body');
        expect(row, `${t.slug}/${t.lang}`).toEqual({ title: t.title, body: t.body });
      }
    } finally {
      await app.close();
    }
  });
});

// Several app starts share one database: that needs a Postgres server (in-memory PGlite is per app).
describe.runIf(process.env.TEST_DATABASE_URL || process.env.REQUIRE_SERVICES === '1')('content seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.drop());

  /** Starts the app on the shared database (which seeds it), runs `fn` against its db, and stops it. */
  async function withApp<T>(fn: (db: Awaited<ReturnType<typeof createTestApp>>['infra']['db']) => Promise<T>): Promise<T> {
    const t = await createTestApp({ database, withRedis: false });
    try {
      return await fn(t.infra.db);
    } finally {
      await t.close();
    }
  }

  it('never overwrites an editor’s change nor brings back a deleted row on the next start', async () => {
    const changed = seeds.promotions[0]!.id;
    const deleted = seeds.posts[0]!.slug;
    await withApp(async (db) => {
      await db('promotions').where({ id: changed }).update({ priority: 1 });
      await db('blog_posts').where({ slug: deleted }).del();
    });
    await withApp(async (db) => {
      expect((await db('promotions').where({ id: changed }).first()).priority).toBe(1);
      expect(await db('blog_posts').where({ slug: deleted }).first()).toBeUndefined();
      expect(Number((await db('blog_posts').count<{ n: string }[]>('* as n').first())!.n)).toBe(seeds.posts.length - 1);
    });
  });

  it('leaves rows seeded by the old migrations as they are and only records them', async () => {
    const kept = seeds.posts[1]!.slug;
    await withApp(async (db) => {
      // A database seeded by the old migrations: the rows exist, the ledger does not know them.
      await db('content_seeds').del();
      const { id } = await db('blog_posts').where({ slug: kept }).first();
      await db('blog_post_translations').where({ post_id: id, lang: 'en' }).update({ title: 'Edited before the seed existed' });
    });
    await withApp(async (db) => {
      const { id } = await db('blog_posts').where({ slug: kept }).first();
      expect((await db('blog_post_translations').where({ post_id: id, lang: 'en' }).first()).title).toBe('Edited before the seed existed');
      expect(await db('content_seeds').where({ kind: 'blog_post', key: kept }).first()).toBeDefined();
    });
  });
});

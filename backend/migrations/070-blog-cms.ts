import type { Knex } from 'knex';

/**
 * The blog CMS: a post's language versions become records of their own (`blog_post_translations`, one per
 * post and language), posts gain an author, a cover image with its sizes, the archived state, a scheduled
 * publication time and an edit version; every change is kept in `blog_post_revisions`, every former slug
 * in `blog_slug_redirects`. The existing posts (English) move into English translations, URLs unchanged.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_post_translations', (t) => {
    t.integer('post_id').notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    t.string('lang', 2).notNullable();
    t.string('title', 200).notNullable();
    t.string('summary', 400).notNullable();
    t.text('body').notNullable();
    t.string('cover_alt', 200).notNullable().defaultTo('');
    t.integer('reading_minutes').notNullable().defaultTo(1);
    t.primary(['post_id', 'lang']);
  });
  await knex.raw(
    `ALTER TABLE blog_post_translations ADD CONSTRAINT blog_post_translations_lang_check CHECK (lang IN ('en','es','de','pt'))`,
  );
  await knex.raw(`
    INSERT INTO blog_post_translations (post_id, lang, title, summary, body, reading_minutes)
    SELECT id, 'en', title, summary, body, reading_minutes FROM blog_posts`);

  await knex.schema.alterTable('blog_posts', (t) => {
    t.string('author_name', 120).notNullable().defaultTo('CoinAtlas editors');
    t.jsonb('cover_image');
    t.timestamp('scheduled_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
  });
  // Old covers were site paths no post used; the new cover is an uploaded image (id and sizes).
  await knex.schema.alterTable('blog_posts', (t) => {
    t.dropColumn('title');
    t.dropColumn('summary');
    t.dropColumn('body');
    t.dropColumn('reading_minutes');
    t.dropColumn('cover');
  });
  await knex.raw('ALTER TABLE blog_posts DROP CONSTRAINT blog_posts_status_check');
  await knex.raw(
    `ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_status_check CHECK (status IN ('draft','scheduled','published','archived'))`,
  );
  await knex.raw(`CREATE INDEX blog_posts_due_idx ON blog_posts (scheduled_at) WHERE status = 'scheduled'`);

  await knex.schema.createTable('blog_slug_redirects', (t) => {
    t.string('slug', 100).primary();
    t.integer('post_id').notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('blog_post_revisions', (t) => {
    t.bigIncrements('id');
    t.integer('post_id').notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.string('editor', 254).notNullable();
    t.string('action', 20).notNullable();
    t.jsonb('changed').notNullable().defaultTo('[]');
    t.jsonb('snapshot').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['post_id', 'version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_post_revisions');
  await knex.schema.dropTable('blog_slug_redirects');
  await knex.raw('DROP INDEX IF EXISTS blog_posts_due_idx');
  await knex.raw('ALTER TABLE blog_posts DROP CONSTRAINT blog_posts_status_check');
  await knex.raw(`UPDATE blog_posts SET status = 'draft' WHERE status = 'archived'`);
  await knex.raw(`ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_status_check CHECK (status IN ('draft','scheduled','published'))`);
  await knex.schema.alterTable('blog_posts', (t) => {
    t.string('title', 200).notNullable().defaultTo('');
    t.string('summary', 400).notNullable().defaultTo('');
    t.text('body').notNullable().defaultTo('');
    t.integer('reading_minutes').notNullable().defaultTo(1);
    t.string('cover', 300);
  });
  await knex.raw(`
    UPDATE blog_posts p SET title = t.title, summary = t.summary, body = t.body, reading_minutes = t.reading_minutes
    FROM blog_post_translations t WHERE t.post_id = p.id AND t.lang = 'en'`);
  await knex.schema.alterTable('blog_posts', (t) => {
    t.dropColumn('author_name');
    t.dropColumn('cover_image');
    t.dropColumn('scheduled_at');
    t.dropColumn('version');
  });
  await knex.schema.dropTable('blog_post_translations');
}

import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_posts', (t) => {
    t.increments('id');
    t.string('slug', 100).notNullable().unique();
    t.string('title', 200).notNullable();
    t.string('summary', 400).notNullable();
    t.text('body').notNullable();
    t.string('cover', 300);
    t.jsonb('tags').notNullable().defaultTo('[]');
    t.string('status', 16).notNullable().defaultTo('draft');
    t.timestamp('published_at', { useTz: true });
    t.integer('reading_minutes').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'published_at']);
  });
  await knex.raw(`ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_status_check CHECK (status IN ('draft','scheduled','published'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_posts');
}

import type { Knex } from 'knex';

/**
 * Bylines that are people: `author_profiles` (one per admin account at most, created by an editor; this
 * migration creates none), a post's chosen profile (`blog_posts.author_id`, null for the editorial team),
 * and `review_bylines`, which names the profile that wrote a partner's review (reviews are files; a review
 * without a row stays the organization's).
 *
 * The free-text `blog_posts.author_name` is no longer read: a name typed into a post named nobody we could
 * show a page for, so every existing post is the editorial team's until an editor picks a profile. The
 * column stays (with its default) for instances of the previous release during a rolling deploy; a later
 * migration can drop it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('author_profiles', (t) => {
    t.increments('id').primary();
    // The account the profile belongs to; kept (as nobody's) if the account is ever removed.
    t.integer('account_id').references('id').inTable('admin_accounts').onDelete('SET NULL').unique('author_profiles_account_unique');
    t.string('slug', 60).notNullable().unique('author_profiles_slug_unique');
    t.string('name', 80).notNullable();
    // { en, es?, de?, pt? }
    t.jsonb('bio').notNullable();
    // [{ kind, url }]
    t.jsonb('links').notNullable().defaultTo('[]');
    t.integer('version').notNullable().defaultTo(1);
    t.string('updated_by', 254).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.alterTable('blog_posts', (t) => {
    t.integer('author_id').references('id').inTable('author_profiles').onDelete('SET NULL');
    t.index(['author_id'], 'blog_posts_author_idx');
  });

  await knex.schema.createTable('review_bylines', (t) => {
    t.string('partner_type', 20).notNullable();
    t.string('partner_id', 100).notNullable();
    t.integer('author_id').notNullable().references('id').inTable('author_profiles').onDelete('CASCADE');
    t.string('updated_by', 254).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['partner_type', 'partner_id']);
    t.index(['author_id'], 'review_bylines_author_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('review_bylines');
  await knex.schema.alterTable('blog_posts', (t) => {
    t.dropIndex(['author_id'], 'blog_posts_author_idx');
    t.dropColumn('author_id');
  });
  await knex.schema.dropTable('author_profiles');
}

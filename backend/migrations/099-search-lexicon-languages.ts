import type { Knex } from 'knex';

/**
 * The words of the site-search index, per visitor language and source: typo correction offers a word of the
 * page's own language only (a Spanish query was "corrected" to a Portuguese word of the one shared list).
 * `folded` is the word without diacritics ("espana" for "españa"), what spelling is compared on; `docs`
 * counts the documents of that language and source that have it; `term` marks a word of a title or keywords
 * (what records are named and tagged by), the only words a correction may offer. The rows are derived: the
 * search module rebuilds them with every reindex, so the old list is dropped rather than converted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('search_lexicon');
  await knex.raw(`
    CREATE TABLE search_lexicon (
      lang varchar(2) NOT NULL,
      source varchar(16) NOT NULL,
      word text NOT NULL,
      folded text NOT NULL,
      docs integer NOT NULL,
      term boolean NOT NULL,
      PRIMARY KEY (lang, source, word)
    )`);
  await knex.raw('CREATE INDEX search_lexicon_folded ON search_lexicon (lang, folded text_pattern_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('search_lexicon');
  await knex.raw('CREATE TABLE search_lexicon (word text PRIMARY KEY)');
}

import type { Knex } from 'knex';

/**
 * The site-search index: one row per searchable record and visitor language (filled by the search module
 * from the content and blog modules at start-up and on `reindex`), and the words of the index, which typo
 * correction compares a query's words against (with pg_trgm when the database has it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE search_documents (
      lang varchar(2) NOT NULL,
      source varchar(16) NOT NULL,
      kind varchar(16) NOT NULL,
      doc_id varchar(200) NOT NULL,
      category varchar(32) NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      content text NOT NULL,
      url text NOT NULL,
      cfg regconfig NOT NULL,
      tsv tsvector NOT NULL,
      PRIMARY KEY (lang, kind, doc_id)
    )`);
  await knex.raw('CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv)');
  await knex.raw('CREATE INDEX search_documents_source ON search_documents (source)');
  await knex.raw('CREATE TABLE search_lexicon (word text PRIMARY KEY)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('search_lexicon');
  await knex.schema.dropTableIfExists('search_documents');
}

import type { SearchDocument, SearchDocumentKind } from '../../platform/module.js';
import type { SearchLanguage } from './domain/query.js';
import type { WordLookup } from './domain/vocabulary.js';

/** What the database offers the index (read once at start-up). */
export type IndexCapabilities = Readonly<{
  /** false when the index table is not there (an unmigrated database) */
  ready: boolean;
  /** pg_trgm is installed: typo correction and spelling matches on titles */
  trigram: boolean;
  /** the text-search configuration used for each language */
  configs: Record<SearchLanguage, string>;
}>;

export type IndexQuery = Readonly<{
  lang: SearchLanguage;
  /** the query's words joined by spaces (for spelling matches on titles) */
  text: string;
  words: readonly string[];
  /** to_tsquery texts (see tsQueries) */
  match: string;
  all: string;
  phrase: string;
  strong: string;
  /** one to_tsquery text per word, matching it only as a whole word (see tsQueries) */
  whole: readonly string[];
  kind?: SearchDocumentKind | undefined;
  category?: string | undefined;
  limit: number;
}>;

export type IndexHit = Readonly<{
  kind: SearchDocumentKind;
  id: string;
  category: string;
  title: string;
  description: string;
  url: string;
  /** ts_headline's text, hits between the START_SEL and STOP_SEL sentinels */
  headline: string;
}>;

export type SearchIndex = {
  capabilities(): Promise<IndexCapabilities>;
  /** Replaces every document of one source, and that source's words of the vocabulary (see lexiconOf). */
  replace(source: string, docs: readonly SearchDocument[]): Promise<void>;
  /** For each word: what the index of that language has of it (see WordLookup); candidates need pg_trgm. */
  lookup(lang: SearchLanguage, words: readonly string[]): Promise<Map<string, WordLookup>>;
  search(q: IndexQuery): Promise<{ total: number; hits: IndexHit[] }>;
  /** How many documents the query finds (its `total`, without ranking them). */
  count(q: IndexQuery): Promise<number>;
};

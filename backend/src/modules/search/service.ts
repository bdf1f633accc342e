import { AppError } from '@coinatlas/domain/errors';
import type { SearchDocumentKind, SearchSource } from '../../platform/module.js';
import { queryWords, snippetParts, tsQueries, type QueryTerm, type SearchLanguage, type SnippetPart } from './domain/query.js';
import { withTopicWords } from './domain/topics.js';
import { correctionFor } from './domain/vocabulary.js';
import type { SearchIndex } from './ports.js';

export type SearchRequest = Readonly<{
  q: string;
  lang: SearchLanguage;
  kind?: SearchDocumentKind | undefined;
  category?: string | undefined;
  limit: number;
}>;

export type SearchResult = Readonly<{
  kind: SearchDocumentKind;
  id: string;
  category: string;
  title: string;
  description: string;
  snippet: SnippetPart[];
  url: string;
}>;

export type SearchAnswer = Readonly<{
  query: string;
  /** the query as it was searched, when typo correction changed a word; null otherwise */
  correctedQuery: string | null;
  total: number;
  results: SearchResult[];
}>;

/** What the index offers for a word is remembered per language and word until the next reindex; at most this many. */
const TERM_CACHE_MAX = 5_000;
/**
 * A correction is announced only when the query as typed finds clearly less: at most this share of what the
 * corrected one finds (nothing at all, or a few titles of a similar spelling where "bitcon" finds dozens as
 * bitcoin). Otherwise the query is searched as typed, without a correction.
 */
const CLEARLY_LESS = 1 / 3;

export function createSearchService(deps: { index: SearchIndex; sources: Map<string, SearchSource> }) {
  const termCache = new Map<string, QueryTerm>();
  const cacheKey = (lang: SearchLanguage, word: string) => `${lang}\u0000${word}`;

  /** Each word with its spellings and correction from the index of the visitor's language only. */
  async function termsOf(lang: SearchLanguage, words: readonly string[]): Promise<QueryTerm[]> {
    const missing = words.filter((w) => !termCache.has(cacheKey(lang, w)));
    if (missing.length) {
      const found = await deps.index.lookup(lang, missing);
      if (termCache.size + found.size > TERM_CACHE_MAX) termCache.clear();
      for (const [word, lookup] of found) {
        const correction = correctionFor(word, lookup);
        termCache.set(cacheKey(lang, word), { word, spellings: lookup.spellings, corrections: correction ? [correction] : [] });
      }
    }
    return words.map((word) => termCache.get(cacheKey(lang, word)) ?? { word });
  }

  return {
    /** Rebuilds the rows of one source (every source without a name) from its owner's current records. */
    async reindex(source?: string): Promise<{ source: string; documents: number }[]> {
      const caps = await deps.index.capabilities();
      if (!caps.ready) return [];
      const names = source ? [source] : [...deps.sources.keys()];
      const done: { source: string; documents: number }[] = [];
      for (const name of names) {
        const src = deps.sources.get(name);
        if (!src) throw new Error(`site search has no source named '${name}'`);
        const docs = withTopicWords(await src.documents());
        await deps.index.replace(name, docs);
        done.push({ source: name, documents: docs.length });
      }
      termCache.clear();
      return done;
    },

    async search(req: SearchRequest): Promise<SearchAnswer> {
      const query = req.q.trim().replace(/\s+/g, ' ');
      const words = queryWords(query);
      if (!words.length) throw new AppError('BAD_REQUEST', 'q must contain at least one letter or digit');
      const terms = await termsOf(req.lang, words);
      const indexQuery = (ts: readonly QueryTerm[]) => ({
        lang: req.lang,
        text: words.join(' '),
        words,
        ...tsQueries(ts),
        kind: req.kind,
        category: req.category,
        limit: req.limit,
      });
      let answer = await deps.index.search(indexQuery(terms));
      let changed = terms.some((t) => t.corrections?.length);
      if (changed) {
        // the words as typed (with their spellings: a difference of diacritics is no correction)
        const asTyped = terms.map((t) => ({ ...t, corrections: [] }));
        const typed = await deps.index.count(indexQuery(asTyped));
        if (typed > answer.total * CLEARLY_LESS) {
          answer = await deps.index.search(indexQuery(asTyped));
          changed = false;
        }
      }
      const { total, hits } = answer;
      return {
        query,
        correctedQuery: changed ? terms.map((t) => t.corrections?.[0] ?? t.word).join(' ') : null,
        total,
        results: hits.map((h) => ({
          kind: h.kind,
          id: h.id,
          category: h.category,
          title: h.title,
          description: h.description,
          snippet: snippetParts(h.headline),
          url: h.url,
        })),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

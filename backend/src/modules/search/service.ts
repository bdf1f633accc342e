import { AppError } from '@coinatlas/domain/errors';
import type { SearchDocumentKind, SearchSource } from '../../platform/module.js';
import { queryWords, snippetParts, tsQueries, type SearchLanguage, type SnippetPart } from './domain/query.js';
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

/** Corrections are remembered per word until the next reindex; at most this many words. */
const CORRECTION_CACHE_MAX = 5_000;

export function createSearchService(deps: { index: SearchIndex; sources: Map<string, SearchSource> }) {
  const corrected = new Map<string, readonly string[]>();

  async function alternativesOf(words: readonly string[]): Promise<Map<string, readonly string[]>> {
    const missing = words.filter((w) => !corrected.has(w));
    if (missing.length) {
      const found = await deps.index.corrections(missing);
      if (corrected.size + found.size > CORRECTION_CACHE_MAX) corrected.clear();
      for (const [w, alts] of found) corrected.set(w, alts);
    }
    return new Map(words.map((w) => [w, corrected.get(w) ?? []]));
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
        const docs = await src.documents();
        await deps.index.replace(name, docs);
        done.push({ source: name, documents: docs.length });
      }
      corrected.clear();
      return done;
    },

    async search(req: SearchRequest): Promise<SearchAnswer> {
      const query = req.q.trim().replace(/\s+/g, ' ');
      const words = queryWords(query);
      if (!words.length) throw new AppError('BAD_REQUEST', 'q must contain at least one letter or digit');
      const alternatives = await alternativesOf(words);
      const terms = words.map((word) => ({ word, alternatives: alternatives.get(word) ?? [] }));
      const { all, match, phrase, strong } = tsQueries(terms);
      const { total, hits } = await deps.index.search({
        lang: req.lang,
        text: words.join(' '),
        words,
        match,
        all,
        phrase,
        strong,
        kind: req.kind,
        category: req.category,
        limit: req.limit,
      });
      const changed = terms.some((t) => t.alternatives.length > 0);
      return {
        query,
        correctedQuery: changed ? terms.map((t) => t.alternatives[0] ?? t.word).join(' ') : null,
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

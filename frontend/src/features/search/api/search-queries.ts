import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@/i18n/languages';
import { api, unwrap } from '@/lib/api/client';
import type { components, operations } from '@/lib/api/schema';

export type SearchAnswer = operations['searchSite']['responses'][200]['content']['application/json'];
export type SearchResult = components['schemas']['SearchResult'];

/** Results shown in the dialog, and asked of the server for the /search page. */
export const DIALOG_LIMIT = 12;
export const PAGE_LIMIT = 50;

/** The server answers 400 to a query without a letter or digit: such a query is not sent at all. */
export const isSearchable = (q: string) => /[\p{L}\p{N}]/u.test(q);

/** Query keys of site search: every key starts with `searchKeys.all`. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, lang: LanguageCode, limit: number) => [...searchKeys.all, { q, lang, limit }] as const,
};

export const searchQueries = {
  /** The server's ranked results for a query (trimmed) in one language. */
  results: (q: string, lang: LanguageCode, limit: number) =>
    queryOptions({
      queryKey: searchKeys.results(q.trim(), lang, limit),
      queryFn: ({ signal }) => unwrap(api.GET('/api/search', { params: { query: { q: q.trim(), lang, limit } }, signal })),
      enabled: isSearchable(q),
      staleTime: 60_000,
      // while the next query loads, the last answer stays on screen instead of an empty list
      placeholderData: keepPreviousData,
    }),
};

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { contentLanguage } from '@/lib/api/content-queries';
import { searchQueries } from './api/search-queries';
import { useRemoteSearchItems } from './api/use-remote-search-items';
import { mergeResults, searchItems, type DisplayResult } from './search-index';
import { useSearchItems } from './use-search-items';

export type SiteSearch = {
  results: DisplayResult[];
  total: number;
  /** the query as the server searched it, when it corrected a misspelt word */
  correctedQuery: string | null;
  /** the server's answer for this query has not arrived yet */
  pending: boolean;
};

/** Site search for `q`: the server's index (partners, reviews, concepts, FAQ, guide, blog) plus the client's page items. */
export function useSiteSearch(q: string, limit: number): SiteSearch {
  const { i18n } = useTranslation('search');
  const lang = contentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const query = useQuery(searchQueries.results(q, lang, limit));
  const local = useSearchItems(useRemoteSearchItems());
  const server = query.data;
  return useMemo(() => {
    const merged = mergeResults(server, searchItems(local, q));
    return {
      ...merged,
      correctedQuery: server?.correctedQuery ?? null,
      pending: query.isFetching && (query.isPlaceholderData || !query.data),
    };
  }, [server, local, q, query.isFetching, query.isPlaceholderData, query.data]);
}

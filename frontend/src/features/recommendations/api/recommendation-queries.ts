import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import type { CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';
import { api, unwrap } from '@/lib/api/client';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@/i18n/languages';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import { CONTENT_STALE_MS } from '@/lib/api/content-queries';

/** Query keys of the recommendation candidates: every key starts with `recommendationKeys.all`. */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  candidates: (lang: LanguageCode) => [...recommendationKeys.all, 'candidates', lang] as const,
  summary: () => [...recommendationKeys.all, 'summary'] as const,
};

export const recommendationQueries = {
  /**
   * The candidates of the wizard, the advisor and the journey: every partner the site may promote, with the
   * facts its category's criteria read (each with its provenance), in one language. Editors change the
   * records: as fresh as the other content answers.
   */
  candidates: (lang: LanguageCode) =>
    queryOptions({
      queryKey: recommendationKeys.candidates(lang),
      queryFn: async (): Promise<CandidateWithText[]> =>
        (await unwrap(api.GET('/api/content/recommendations', { params: { query: { lang } } }))).candidates,
      staleTime: CONTENT_STALE_MS,
      meta: CLIENT_ONLY,
    }),
  /** How many services and categories the candidates cover: a few bytes the server renders with the page. */
  summary: () =>
    queryOptions({
      queryKey: recommendationKeys.summary(),
      queryFn: async () => unwrap(api.GET('/api/content/recommendations/summary')),
      staleTime: CONTENT_STALE_MS,
    }),
};

export const useRecommendationSummary = () => useQuery(recommendationQueries.summary());

/** The candidates in the page's language (fetched only while `enabled`). */
export function useCandidates(enabled = true) {
  const { i18n } = useTranslation();
  const lang = LANGUAGE_CODES.find((l) => l === i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;
  return useQuery({ ...recommendationQueries.candidates(lang), enabled });
}

import { queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@/i18n/languages';
import { api, unwrap } from '@/lib/api/client';
import { CONTENT_STALE_MS, contentKeys, type ContentPartnerOf } from '@/lib/api/content-queries';
import { trendingTools, type TrendingTool } from './trending-tools-data';

/** The most tools the home page shows (three rows of four): the page must not grow with the catalogue. */
export const MAX_TRENDING_TOOLS = 12;

/** The home page's trending tools, first in trending order: all the page embeds of the tools. */
export const trendingToolsQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: [...contentKeys.partners('tool', lang), 'trending'] as const,
    queryFn: async (): Promise<TrendingTool[]> => {
      const { partners } = await unwrap(api.GET('/api/content/partners', { params: { query: { type: 'tool', lang } } }));
      return trendingTools(partners.filter((p): p is ContentPartnerOf<'tool'> => p.type === 'tool')).slice(0, MAX_TRENDING_TOOLS);
    },
    staleTime: CONTENT_STALE_MS,
  });

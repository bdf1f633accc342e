import { queryOptions } from '@tanstack/react-query';
import type { PromotionLanguage } from '@coinatlas/domain/promotions/promotion';
import { api, unwrap } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';

/** Query keys of the promotions: every key starts with `promotionKeys.all`. */
export const promotionKeys = {
  all: ['promotions'] as const,
  lists: () => [...promotionKeys.all, 'list'] as const,
  list: (lang: PromotionLanguage) => [...promotionKeys.lists(), lang] as const,
};

export const promotionQueries = {
  /** The live promotions in one language; the server and browsers cache them for a minute. */
  list: (lang: PromotionLanguage) =>
    queryOptions({
      queryKey: promotionKeys.list(lang),
      queryFn: () => unwrap(api.GET('/api/promotions', { params: { query: { lang } } })),
      staleTime: 60_000,
      meta: CLIENT_ONLY,
    }),
};

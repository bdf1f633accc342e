import type { PromotionLanguage } from '@coinatlas/domain/promotions/promotion';
import { api, unwrap } from '@/lib/api/client';

/** The live promotions in one language; the server and browsers cache them for a minute. */
export const promotionsQuery = (lang: PromotionLanguage) =>
  ({
    queryKey: ['/api/promotions', lang],
    queryFn: () => unwrap(api.GET('/api/promotions', { params: { query: { lang } } })),
    staleTime: 60_000,
  }) as const;

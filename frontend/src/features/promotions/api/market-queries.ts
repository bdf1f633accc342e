import { queryOptions } from '@tanstack/react-query';
import type { BtcTrend } from '@coinatlas/domain/promotions/promotion';
import { api, unwrap } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';

/** Query keys of the market reading (GET /api/market): every key starts with `marketKeys.all`. */
export const marketKeys = {
  all: ['market'] as const,
  trend: () => [...marketKeys.all, 'trend'] as const,
};

export const marketQueries = {
  /** Bitcoin's 24-hour trend as the server reads it from the price list it holds; kept a minute, like that list. */
  trend: () =>
    queryOptions({
      queryKey: marketKeys.trend(),
      queryFn: () => unwrap(api.GET('/api/market')),
      staleTime: 60_000,
      meta: CLIENT_ONLY,
    }),
};

/**
 * The trend the banner scores promotions against once the reading has settled: the server's trend, or
 * 'stable' when the call failed (the promotions still show, without a market bonus). Undefined while
 * the call is still under way.
 */
export function settledTrend(q: { status: 'pending' | 'error' | 'success'; data?: { trend: BtcTrend } }): BtcTrend | undefined {
  if (q.status === 'pending') return undefined;
  return q.status === 'success' && q.data ? q.data.trend : 'stable';
}

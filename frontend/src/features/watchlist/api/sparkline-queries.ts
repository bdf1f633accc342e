import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isProviderName, type ProviderName } from '@coinatlas/domain/pricing/providers';
import { api, unwrapWithHeaders } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import type { paths } from '@/lib/api/schema';

export type SparklinesBody = paths['/api/cryptocurrencies/sparklines']['get']['responses'][200]['content']['application/json'];
export type SparklineCoin = SparklinesBody['coins'][number];

export type SparklinesData = {
  byId: Map<string, SparklineCoin>;
  missing: Set<string>;
  source: 'live' | 'stale' | 'snapshot';
  fetchedAt: string | null;
  provider: ProviderName | null;
};

/** Query keys of the watchlist's prices: every key starts with `sparklineKeys.all`. */
export const sparklineKeys = {
  all: ['sparklines'] as const,
  /** one key per set of coins, whatever their order on the list (the home section and the page share it) */
  forIds: (ids: readonly string[]) => [...sparklineKeys.all, [...ids].sort().join(',')] as const,
};

/** The server refreshes the list every 10 minutes; asking more often would only get the same answer. */
const STALE_MS = 5 * 60_000;

export const sparklineQueries = {
  forIds: (ids: readonly string[]) =>
    queryOptions({
      queryKey: sparklineKeys.forIds(ids),
      queryFn: async (): Promise<SparklinesData> => {
        const [, key] = sparklineKeys.forIds(ids);
        const { data, headers } = await unwrapWithHeaders(api.GET('/api/cryptocurrencies/sparklines', { params: { query: { ids: key } } }));
        const source = headers.get('x-data-source');
        const provider = headers.get('x-data-provider');
        return {
          byId: new Map(data.coins.map((c) => [c.id, c])),
          missing: new Set(data.missing),
          source: source === 'stale' || source === 'snapshot' ? source : 'live',
          fetchedAt: headers.get('x-data-fetched-at'),
          provider: isProviderName(provider) ? provider : null,
        };
      },
      enabled: ids.length > 0,
      staleTime: STALE_MS,
      // adding or removing a coin asks again for the new set; the rows already shown stay meanwhile
      placeholderData: keepPreviousData,
      meta: CLIENT_ONLY,
    }),
};

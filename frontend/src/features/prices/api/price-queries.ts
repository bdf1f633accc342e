import { queryOptions } from '@tanstack/react-query';
import { isProviderName, type ProviderName } from '@coinatlas/domain/pricing/providers';
import { api, unwrapWithHeaders } from '@/lib/api/client';
import { rowsFromCoins, rowsFromTrending, type PriceListId, type PriceRow } from '../rows';
import { CLIENT_ONLY } from '@/lib/api/query-client';

export type DataSource = 'live' | 'stale' | 'snapshot';

/** A list's rows plus what the server says about them (its freshness headers). */
export type PriceListData = {
  rows: PriceRow[];
  source: DataSource;
  fetchedAt: string | null;
  provider: ProviderName | null;
};

function meta(headers: Headers): Omit<PriceListData, 'rows'> {
  const source = headers.get('x-data-source');
  const provider = headers.get('x-data-provider');
  return {
    source: source === 'stale' || source === 'snapshot' ? source : 'live',
    fetchedAt: headers.get('x-data-fetched-at'),
    provider: isProviderName(provider) ? provider : null,
  };
}

/** Query keys of the price lists: every key starts with `priceKeys.all`. */
export const priceKeys = {
  all: ['prices'] as const,
  list: (list: PriceListId) => [...priceKeys.all, list] as const,
};

const fetchers: Record<PriceListId, () => Promise<PriceListData>> = {
  top: async () => {
    const { data, headers } = await unwrapWithHeaders(api.GET('/api/cryptocurrencies'));
    return { rows: rowsFromCoins(data), ...meta(headers) };
  },
  trending: async () => {
    const { data, headers } = await unwrapWithHeaders(api.GET('/api/cryptocurrencies/trending'));
    return { rows: rowsFromTrending(data), ...meta(headers) };
  },
  new: async () => {
    const { data, headers } = await unwrapWithHeaders(api.GET('/api/cryptocurrencies/new'));
    return { rows: rowsFromCoins(data), ...meta(headers) };
  },
};

/** How long each list counts as fresh: the server refreshes them every 60 s, 5 min and 10 min. */
const FRESH_MS: Record<PriceListId, number> = { top: 60_000, trending: 5 * 60_000, new: 10 * 60_000 };

export const priceQueries = {
  list: (list: PriceListId) =>
    queryOptions({ queryKey: priceKeys.list(list), queryFn: fetchers[list], staleTime: FRESH_MS[list], meta: CLIENT_ONLY }),
};

/** What the footnote promises: while the section is on screen, the open list is fetched again every 60 s. */
export const REFRESH_MS = 60_000;

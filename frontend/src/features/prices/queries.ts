import { isProviderName, type ProviderName } from '@coinatlas/domain/pricing/providers';
import { api, unwrapWithHeaders } from '@/lib/api/client';
import { rowsFromCoins, rowsFromTrending, type PriceListId, type PriceRow } from './rows';

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

/** The query key's first element is the path; fresh for 60 s, 5 min and 10 min. */
export const priceQueries = {
  top: {
    queryKey: ['/api/cryptocurrencies'],
    staleTime: 60_000,
    queryFn: async (): Promise<PriceListData> => {
      const { data, headers } = await unwrapWithHeaders(api.GET('/api/cryptocurrencies'));
      return { rows: rowsFromCoins(data), ...meta(headers) };
    },
  },
  trending: {
    queryKey: ['/api/cryptocurrencies/trending'],
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<PriceListData> => {
      const { data, headers } = await unwrapWithHeaders(api.GET('/api/cryptocurrencies/trending'));
      return { rows: rowsFromTrending(data), ...meta(headers) };
    },
  },
  new: {
    queryKey: ['/api/cryptocurrencies/new'],
    staleTime: 10 * 60_000,
    queryFn: async (): Promise<PriceListData> => {
      const { data, headers } = await unwrapWithHeaders(api.GET('/api/cryptocurrencies/new'));
      return { rows: rowsFromCoins(data), ...meta(headers) };
    },
  },
} satisfies Record<PriceListId, { queryKey: readonly [string]; staleTime: number; queryFn: () => Promise<PriceListData> }>;

/** What the footnote promises: while the section is on screen, the open list is fetched again every 60 s. */
export const REFRESH_MS = 60_000;

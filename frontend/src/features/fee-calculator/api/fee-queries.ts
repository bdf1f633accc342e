import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import type { operations } from '@/lib/api/schema';

export type FeeSchedules = operations['getFeeSchedules']['responses'][200]['content']['application/json'];
export type SchedulesQuery = Readonly<{ fiat: string; method: string; country: string }>;

/** Query keys of the fee calculator's data: every key starts with `feeKeys.all`. */
export const feeKeys = {
  all: ['fee-calculator'] as const,
  schedules: (q: SchedulesQuery) => [...feeKeys.all, 'schedules', q.fiat, q.method, q.country] as const,
  coins: () => [...feeKeys.all, 'coins'] as const,
  fiatRates: () => [...feeKeys.all, 'fiat-rates'] as const,
};

export const feeQueries = {
  /**
   * The exchanges' published fee facts for a trade in one currency, by one method, from one country (those
   * recorded as not available there left out): content, the same for every language.
   */
  schedules: (q: SchedulesQuery) =>
    queryOptions({
      queryKey: feeKeys.schedules(q),
      queryFn: () => unwrap(api.GET('/api/fee-schedules', { params: { query: { fiat: q.fiat, method: q.method, country: q.country } } })),
      staleTime: 5 * 60_000,
    }),
  /** The coins we price (symbol, name, USD price), for the pair and to value a withdrawal fee. Live data: browser only. */
  coins: () =>
    queryOptions({
      queryKey: feeKeys.coins(),
      queryFn: async () =>
        (await unwrap(api.GET('/api/cryptocurrencies'))).map((c) => ({
          symbol: c.symbol.toUpperCase(),
          name: c.name,
          priceUsd: c.current_price,
        })),
      staleTime: 60_000,
      meta: CLIENT_ONLY,
    }),
  /** US dollars per unit of each fiat currency (the pricing module's rates; none known is an empty map). Browser only. */
  fiatRates: () =>
    queryOptions({
      queryKey: feeKeys.fiatRates(),
      queryFn: () => unwrap(api.GET('/api/fiat-rates')),
      staleTime: 5 * 60_000,
      meta: CLIENT_ONLY,
    }),
};

import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import type { operations } from '@/lib/api/schema';

export type FeeList = operations['listContentFees']['responses'][200]['content']['application/json'];

/** Query keys of the fee calculator's data: every key starts with `feeKeys.all`. */
export const feeKeys = {
  all: ['fee-calculator'] as const,
  facts: () => [...feeKeys.all, 'facts'] as const,
  coins: () => [...feeKeys.all, 'coins'] as const,
  fiatRates: () => [...feeKeys.all, 'fiat-rates'] as const,
};

export const feeQueries = {
  /** The exchanges' fee facts (content: changes with a deploy; no texts, so one answer for every language). */
  facts: () =>
    queryOptions({
      queryKey: feeKeys.facts(),
      queryFn: () => unwrap(api.GET('/api/content/fees')),
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

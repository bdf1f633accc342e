import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { filtersBy, unavailablePartners, type PartnerAvailability } from '@coinatlas/domain/availability/availability';
import { api, unwrap } from '@/lib/api/client';
import { useRegion } from '@/lib/region/use-region';

/** Query keys of the availability facts: every key starts with `availabilityKeys.all`. */
export const availabilityKeys = {
  all: ['availability'] as const,
  list: () => [...availabilityKeys.all, 'list'] as const,
};

export const availabilityQueries = {
  /** Where exchanges, cards and apps are (not) available, by country: content, no texts. */
  list: () =>
    queryOptions({
      queryKey: availabilityKeys.list(),
      queryFn: async () => (await unwrap(api.GET('/api/content/availability'))).partners as PartnerAvailability[],
      staleTime: 5 * 60_000,
    }),
};

/**
 * The partners (`type/id`) verified as not available in the visitor's country, for the advisor, the wizard
 * and the banner; empty until the country and the facts are known (nothing is hidden on a guess).
 */
export function useUnavailablePartners(): ReadonlySet<string> {
  const detected = useRegion().region;
  // A country guessed from the browser's language is not enough to leave anyone out.
  const region = detected && filtersBy(detected.source) ? detected : null;
  const q = useQuery({ ...availabilityQueries.list(), enabled: region !== null });
  return useMemo(() => unavailablePartners(q.data ?? [], region?.code ?? null), [q.data, region?.code]);
}

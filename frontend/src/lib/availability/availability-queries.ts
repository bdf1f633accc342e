import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PartnerAvailability } from '@coinatlas/domain/availability/availability';
import { api, unwrap } from '@/lib/api/client';
import { useConfirmedCountry } from '@/lib/region/use-region';
import { useHydrated } from '@/lib/use-hydrated';
import { promotionExclusions } from './promotable';

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
 * The partners (`type/id`) the banner may not promote to this visitor (see promotionExclusions); null until the
 * availability facts are here, so nothing is promoted before it is known what to leave out.
 */
export function useUnavailablePartners(): ReadonlySet<string> | null {
  const hydrated = useHydrated();
  const country = useConfirmedCountry();
  const q = useQuery({ ...availabilityQueries.list(), enabled: hydrated });
  return useMemo(() => (hydrated && q.data ? promotionExclusions(q.data, country) : null), [q.data, country, hydrated]);
}

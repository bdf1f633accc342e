import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { availabilityIn, partnerKey } from '@coinatlas/domain/availability/availability';
import { availabilityQueries } from '@/lib/availability/availability-queries';
import { useVisitorCountry, type VisitorCountry } from '@/lib/region/use-region';

/**
 * The visitor's country for the advisor, the wizard and the journey: only a country they chose or
 * confirmed (the header's, the same everywhere). Without one the tools ask before they rank.
 */
export function useRecommendationCountry(): VisitorCountry {
  return useVisitorCountry();
}

/** What the record says about a partner in the country ('unknown' for kinds whose availability is not recorded). */
export type PartnerState = 'available' | 'not-available' | 'unknown';

/**
 * Where the journey's partners stand in the visitor's country: `stateOf` is null until the availability facts
 * are here (no partner link is shown before it is known what to leave out), `failed` when they could not be had.
 */
export function useAvailabilityIn(country: string | null): {
  stateOf: ((type: string, id: string) => PartnerState) | null;
  failed: boolean;
} {
  const q = useQuery({ ...availabilityQueries.list(), enabled: country !== null });
  const stateOf = useMemo(() => {
    if (!country || !q.data) return null;
    const byKey = new Map(q.data.map((p) => [partnerKey(p.type, p.id), p.availability]));
    return (type: string, id: string): PartnerState => availabilityIn(byKey.get(partnerKey(type, id)), country).state;
  }, [q.data, country]);
  return { stateOf, failed: q.isError };
}

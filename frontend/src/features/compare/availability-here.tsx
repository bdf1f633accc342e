// Where the compared partners stand in the visitor's confirmed country: the hook and the note under each partner.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { AVAILABILITY_TYPES, availabilityIn, partnerKey, type AvailabilityIn } from '@coinatlas/domain/availability/availability';
import { COMPARE_TYPES, type CompareKind } from '@coinatlas/domain/compare/compare';
import { countryName } from '@/components/availability/country-name';
import { ProvenanceNote } from '@/components/provenance';
import type { ContentPartner } from '@/lib/api/content-queries';
import { availabilityQueries } from '@/lib/availability/availability-queries';
import { useVisitorCountry, type VisitorCountry } from '@/lib/region/use-region';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Where the compared partners stand in the visitor's confirmed country, for the kinds whose availability is
 * recorded (exchanges, cards): null per partner until the country is confirmed and the facts are here. The
 * server and hydration know no country: nothing is said before it is known.
 */
export function useAvailabilityHere(kind: CompareKind) {
  const hydrated = useHydrated();
  const visitor = useVisitorCountry({ suggest: 'after-load' });
  const recorded = (AVAILABILITY_TYPES as readonly string[]).includes(COMPARE_TYPES[kind]);
  const facts = useQuery({ ...availabilityQueries.list(), enabled: recorded && visitor.country !== null });
  const byKey = new Map((facts.data ?? []).map((p) => [partnerKey(p.type, p.id), p.availability]));
  const stateOf = (p: ContentPartner): AvailabilityIn | null =>
    recorded && visitor.country && facts.data ? availabilityIn(byKey.get(partnerKey(p.type, p.id)), visitor.country) : null;
  // asked once the suggestion is settled (a moment after the load): no placeholder moves the page before
  return { visitor, ask: recorded && hydrated && visitor.ready && visitor.country === null, stateOf };
}

/** "Germany: available" (with where that comes from), "availability unknown" or "not available" under a partner's link. */
export function HereNote({ state, visitor }: { state: AvailabilityIn | null; visitor: VisitorCountry }) {
  const { t, i18n } = useTranslation('availability');
  if (!state || !visitor.country) return null;
  const country = countryName(visitor.country, i18n.language);
  return (
    <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="compare-availability" data-availability={state.state}>
      {state.state === 'available'
        ? t('note.available', { country })
        : state.state === 'not-available'
          ? t('note.notAvailable', { country })
          : t('note.unknown', { country })}
      {state.state !== 'unknown' && (
        <>
          {' '}
          (<ProvenanceNote provenance={state.fact.provenance} />)
        </>
      )}
    </p>
  );
}

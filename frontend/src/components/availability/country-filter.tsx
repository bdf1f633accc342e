import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import {
  availabilityIn,
  splitByAvailability,
  type AvailabilityFact,
  type AvailabilityIn,
} from '@coinatlas/domain/availability/availability';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { CountryCode, Region } from '@coinatlas/domain/region/region';
import { countryOptions } from '@/components/country/country-options';
import { ProvenanceNote } from '@/components/provenance';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { availabilityQueries } from '@/lib/availability/availability-queries';
import { useVisitorCountry } from '@/lib/region/use-region';
import { useHydrated } from '@/lib/use-hydrated';
import { countryName } from './country-name';

export { countryName };

export type CountryFilter<T> = Readonly<{
  /** The visitor's confirmed country (source 'visitor'); null until they chose or confirmed one. */
  region: Region | null;
  /** A guess offered for one tap while there is no confirmed country (never used to filter). */
  suggestion: Region | null;
  choose: (code: CountryCode) => void;
  /** False on the server, during hydration and until the facts are here: nothing is filtered then. */
  active: boolean;
  shown: T[];
  hidden: { record: T; fact: AvailabilityFact }[];
  /** What may be said of one record in the visitor's country; null while the filter is not active. */
  stateOf: (id: string) => AvailabilityIn | null;
}>;

/**
 * A directory's records filtered by the visitor's confirmed country (chosen here, in the header or in any
 * tool: the same everywhere). A record that says "not available" there hides it, whatever that entry's
 * provenance (which is shown beside it). A guess never filters: the picker offers it for one tap. The filter
 * applies after hydration, so the server's page and the first client render are the same for every visitor.
 */
export function useCountryFilter<T extends { id: string }>(type: PartnerType, records: readonly T[]): CountryFilter<T> {
  // the picker's suggestion waits for the page to have loaded: nothing of it competes with the first load
  const visitor = useVisitorCountry({ suggest: 'after-load' });
  const choose = visitor.confirm;
  const region = useMemo<Region | null>(() => (visitor.country ? { code: visitor.country, source: 'visitor' } : null), [visitor.country]);
  const facts = useQuery({ ...availabilityQueries.list(), enabled: region !== null });
  const byId = useMemo(
    () => new Map((facts.data ?? []).filter((p) => p.type === type).map((p) => [p.id, p.availability])),
    [facts.data, type],
  );
  const active = region !== null && facts.data !== undefined;
  const country = active ? region.code : null;
  const split = useMemo(
    () =>
      splitByAvailability(
        records.map((r) => ({ record: r, id: r.id, availability: byId.get(r.id) })),
        country,
      ),
    [records, byId, country],
  );
  return {
    region,
    suggestion: visitor.suggestion,
    choose,
    active,
    shown: split.shown.map((x) => x.record),
    hidden: split.hidden.map((h) => ({ record: h.record.record, fact: h.fact })),
    stateOf: (id) => (active ? availabilityIn(byId.get(id), country) : null),
  };
}

/**
 * "Show exchanges available in this country: [country]" with a picker the visitor can change (kept in this
 * browser, for every tool), and while none is chosen the suggestion with a one-tap Yes.
 */
export function CountryPicker({ filter, what }: { filter: CountryFilter<unknown>; what: string }) {
  const { t, i18n } = useTranslation(['availability', 'country']);
  const id = useId();
  const questionId = useId();
  const lang = i18n.resolvedLanguage ?? 'en';
  // Country names come from the runtime's Intl data, which differs between the server and browsers: the
  // list is filled after hydration (the server renders the placeholder alone).
  const hydrated = useHydrated();
  const options = hydrated ? countryOptions(lang) : [];
  const { region, suggestion } = filter;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm" data-testid="country-picker">
      <MapPin className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden />
      <label htmlFor={id} className="font-medium">
        {t('picker.label', { what })}
      </label>
      <Select
        id={id}
        value={region?.code ?? ''}
        onChange={(e) => e.target.value && filter.choose(e.target.value as CountryCode)}
        className="w-56 max-w-full"
      >
        <option value="" disabled>
          {t('picker.choose')}
        </option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </Select>
      {region ? (
        <span className="text-slate-600 dark:text-slate-300">{t('picker.sources.visitor')}</span>
      ) : suggestion ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span id={questionId}>{t('country:ask.question', { country: countryName(suggestion.code, lang) })}</span>
          <Button size="sm" aria-describedby={questionId} onClick={() => filter.choose(suggestion.code)}>
            {t('country:ask.yes')}
          </Button>
        </span>
      ) : (
        <span className="text-slate-600 dark:text-slate-300">{'\u00a0'}</span>
      )}
    </div>
  );
}

/**
 * The note under a record in the visitor's country: available (with where that comes from), or
 * "availability unknown" when the record says nothing about the country. A record not available there is
 * hidden, so it has no note.
 */
export function AvailabilityNote({ filter, id }: { filter: CountryFilter<unknown>; id: string }) {
  const { t, i18n } = useTranslation('availability');
  const state = filter.stateOf(id);
  const country = filter.region ? countryName(filter.region.code, i18n.resolvedLanguage ?? 'en') : '';
  return (
    // The line is there on the server too (empty), so the note does not move the page when it appears.
    <p className="min-h-5 px-1 pt-1 text-xs text-slate-600 dark:text-slate-300" data-testid="availability-note">
      {state?.state === 'available' && (
        <>
          {t('note.available', { country })} (<ProvenanceNote provenance={state.fact.provenance} />)
        </>
      )}
      {state?.state === 'unknown' && t('note.unknown', { country })}
    </p>
  );
}

/** The records hidden in the visitor's country, collapsed, each with its reason and source. */
export function HiddenPartners<T extends { id: string }>({ filter, nameOf }: { filter: CountryFilter<T>; nameOf: (record: T) => string }) {
  const { t, i18n } = useTranslation('availability');
  if (!filter.active || filter.hidden.length === 0 || !filter.region) return null;
  const country = countryName(filter.region.code, i18n.resolvedLanguage ?? 'en');
  return (
    <details className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="hidden-partners">
      <summary className="cursor-pointer font-medium">{t('hidden.summary', { count: filter.hidden.length, country })}</summary>
      <ul className="mt-3 space-y-2 text-sm">
        {filter.hidden.map(({ record, fact }) => (
          <li key={record.id} data-testid="hidden-partner">
            <strong className="font-semibold">{nameOf(record)}</strong>: {t(`reasons.${fact.reason}`, { country })} (
            <ProvenanceNote provenance={fact.provenance} />)
          </li>
        ))}
      </ul>
    </details>
  );
}

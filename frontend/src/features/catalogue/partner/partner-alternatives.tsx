import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { AVAILABILITY_TYPES, availabilityIn, partnerKey, type PartnerAvailability } from '@coinatlas/domain/availability/availability';
import { partnerPageHref } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { countryName } from '@/components/availability/country-name';
import { PartnerLogo } from '@/components/partner-logo';
import type { ContentPartner } from '@/lib/api/content-queries';
import { availabilityQueries } from '@/lib/availability/availability-queries';
import { useVisitorCountry } from '@/lib/region/use-region';
import { kindPhrase } from './partner-description';
import { TYPE_NAMESPACES } from './partner-facts';

export type Alternative = NonNullable<ContentPartner['alternatives']>[number];

/** How many alternatives a page shows (the answer names up to eight, nearest first). */
export const ALTERNATIVES_SHOWN = 4;

/**
 * The alternatives to show, nearest first: the first four the answer names, or, for a visitor who confirmed a
 * country, the first four not recorded as unavailable there, those recorded as available before those we know
 * nothing about. Pure: the page and its tests run it.
 */
export function pickAlternatives(
  items: readonly Alternative[],
  country: string | null,
  availability: readonly PartnerAvailability[] | undefined,
  shown = ALTERNATIVES_SHOWN,
): Alternative[] {
  if (!country || !availability) return items.slice(0, shown);
  const facts = new Map(availability.map((p) => [partnerKey(p.type, p.id), p.availability]));
  return items
    .map((a, i) => ({ a, i, state: availabilityIn(facts.get(partnerKey(a.type, a.id)), country).state }))
    .filter((x) => x.state !== 'not-available')
    .sort((x, y) => Number(x.state !== 'available') - Number(y.state !== 'available') || x.i - y.i)
    .slice(0, shown)
    .map((x) => x.a);
}

/**
 * A list of alternatives, each a link to its page (or its section of its provider's page). The server renders
 * the nearest ones for everyone; in the browser, a visitor's confirmed country leaves out those recorded as
 * unavailable there (read after hydration: the server knows no visitor).
 */
export function AlternativesList({ items, type }: { items: readonly Alternative[]; type: PartnerType }) {
  // the kind's namespace names each alternative's category
  const { t, i18n } = useTranslation(['partner', TYPE_NAMESPACES[type]]);
  const { country } = useVisitorCountry();
  const filters = country !== null && (AVAILABILITY_TYPES as readonly PartnerType[]).includes(type);
  const availability = useQuery({ ...availabilityQueries.list(), enabled: filters });
  const shown = useMemo(
    () => pickAlternatives(items, filters ? country : null, availability.data),
    [items, filters, country, availability.data],
  );
  if (shown.length === 0) return null;
  return (
    <>
      {country && filters && availability.data && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="alternatives-country">
          {t('partner:alternatives.country', { country: countryName(country, i18n.language) })}
        </p>
      )}
      <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="alternatives-list">
        {shown.map((a) => {
          const kind = kindPhrase(t, i18n.language, { type: a.type, category: a.category });
          return (
            <li key={`${a.type}/${a.id}`}>
              <Link
                to={partnerPageHref(a)}
                data-alternative={`${a.type}/${a.id}`}
                className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm text-slate-800 hover:border-blue-600 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-200"
              >
                <PartnerLogo logo={a.logo} size={32} />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{a.name}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-300">
                    {kind.charAt(0).toLocaleUpperCase(i18n.language) + kind.slice(1)}
                  </span>
                </span>
                <ArrowRight className="h-4 w-4 shrink-0" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

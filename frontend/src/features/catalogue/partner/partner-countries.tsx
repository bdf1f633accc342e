import { useTranslation } from '@/i18n/react';
import type { TFunction } from '@/i18n/translator';
import { countryName } from '@/components/availability/country-name';
import { subdivisionName } from '@/components/exchange-facts/subdivisions';
import { ValueAndSourceCells } from '@/components/provenance';
import type { ContentPartnerOf } from '@/lib/api/content-queries';
import { TABLE, TD, TH_COL, TH_ROW, TR, WRAP } from './partner-sections';

type AvailabilityEntry = NonNullable<ContentPartnerOf<'exchange'>['availability']>[number];

/**
 * The recorded countries in the order the table shows them: the visitor's confirmed country first (null
 * until they confirmed one, on the server too), then the others by name in the reader's language.
 */
export function countriesInOrder<E extends { country: string }>(entries: readonly E[], lang: string, visitor: string | null): E[] {
  const names = new Intl.Collator(lang);
  return [...entries].sort(
    (a, b) =>
      Number(b.country === visitor) - Number(a.country === visitor) ||
      names.compare(countryName(a.country, lang), countryName(b.country, lang)),
  );
}

/**
 * One recorded country's status in words: "Available", "Available, except in New York and Hawaii" (a record's
 * `except` subdivisions by name), or not available with its reason.
 */
export function availabilityText(t: TFunction, lang: string, a: AvailabilityEntry): string {
  if (a.status !== 'available') return t(`availability:reasons.${a.reason}`, { country: countryName(a.country, lang) });
  if (!a.except?.length) return t('partner:countries.available');
  const places = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(a.except.map((c) => subdivisionName(c, lang)));
  return t('partner:countries.availableExcept', { places });
}

/**
 * Where a partner can be used, as its record says: each recorded country with its provenance, the visitor's
 * confirmed country first and marked; an available country's recorded exceptions (US states, say) named in
 * words. Every other country is "availability unknown" (the record says nothing about it).
 */
export function Countries({
  name,
  entries,
  visitor,
}: {
  name: string;
  entries: readonly AvailabilityEntry[] | undefined;
  /** The visitor's confirmed country (useVisitorCountry), or null. */
  visitor: string | null;
}) {
  const { t, i18n } = useTranslation(['partner', 'availability']);
  const lang = i18n.language;
  const list = countriesInOrder(entries ?? [], lang, visitor);
  if (list.length === 0) return <p className="mt-3 text-slate-700 dark:text-slate-300">{t('partner:countries.noneRecorded', { name })}</p>;
  return (
    <>
      <div className={WRAP}>
        <table className={`${TABLE}`} data-testid="countries-table">
          <caption className="sr-only">{t('partner:sections.countries')}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              <th scope="col" className={TH_COL}>
                {t('partner:countries.country')}
              </th>
              <th scope="col" className={TH_COL}>
                {t('partner:countries.status')}
              </th>
              <th scope="col" className={`${TH_COL} hidden sm:table-cell`}>
                {t('partner:table.source')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((a) => {
              const country = countryName(a.country, lang);
              const yours = a.country === visitor;
              return (
                <tr
                  key={a.country}
                  className={yours ? `${TR} bg-blue-50 dark:bg-blue-950/40` : TR}
                  data-country={a.country}
                  data-status={a.status}
                  data-visitor={yours || undefined}
                >
                  <th scope="row" className={TH_ROW}>
                    {country}
                    {yours && (
                      <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">{t('partner:countries.yours')}</span>
                    )}
                  </th>
                  <ValueAndSourceCells className={TD} provenance={a.provenance}>
                    {availabilityText(t, lang, a)}
                  </ValueAndSourceCells>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('partner:countries.unknownRest')}</p>
    </>
  );
}

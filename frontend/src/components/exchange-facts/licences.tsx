import { useTranslation } from '@/i18n/react';
import type { TFunction } from '@/i18n/translator';
import { countryName } from '@/components/availability/country-name';
import { ProvenanceNote } from '@/components/provenance';
import { NamedList } from '@/components/ui/named-list';
import { cn } from '@/lib/cn';
import type { Licence } from '@/lib/content/exchanges';

/** Where a licence lets its holder serve customers, in words: countries by name, "EEA" as every EEA country. */
export function coversText(t: TFunction, lang: string, covers: readonly string[]): string {
  const names = covers.map((c) => (c === 'EEA' ? t('exchanges:licences.eea') : countryName(c, lang)));
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names);
}

/** The authority that keeps the register, with its country ("BaFin (Germany)", "ESMA (EU)"). */
export function regulatorText(t: TFunction, lang: string, l: Pick<Licence, 'regulator' | 'regulatorCountry'>): string {
  const country = l.regulatorCountry === 'EU' ? t('exchanges:licences.eu') : countryName(l.regulatorCountry, lang);
  return t('exchanges:licences.regulator', { regulator: l.regulator, country });
}

/** A link to the register, marked as a plain link (a public register, not a call to action). */
function RegisterLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-plain-link=""
      className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
    >
      {label}
    </a>
  );
}

/**
 * An exchange's licences and registrations as their registers state them: the authority, the kind of
 * licence, its status, the legal entity holding it, the register (or its entry) and the countries it covers,
 * each with its provenance. `compact` (the directory's card): one line each. No entry: the sentence that we
 * hold none, which says nothing about whether it holds any.
 */
export function Licences({
  name,
  licences,
  compact,
  className,
}: {
  name: string;
  licences: readonly Licence[] | undefined;
  compact?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('exchanges');
  const lang = i18n.language;
  const list = licences ?? [];
  if (list.length === 0) {
    if (compact) return null;
    return <p className={cn('text-slate-700 dark:text-slate-300', className)}>{t('licences.noneRecorded', { name })}</p>;
  }
  return (
    <NamedList name={t('licences.heading')} className={cn(compact ? 'space-y-1.5 text-sm' : 'space-y-3', className)} data-testid="licences">
      {list.map((l, i) => (
        <li
          key={`${l.regulator}-${l.type}-${i}`}
          data-licence={l.type}
          data-status={l.status}
          className={cn(!compact && 'rounded-xl border border-slate-200 p-4 dark:border-slate-800')}
        >
          <span className="font-semibold text-slate-900 dark:text-slate-100">{regulatorText(t, lang, l)}</span>
          {': '}
          {t('licences.typeAndStatus', { type: t(`licences.types.${l.type}`), status: t(`licences.statuses.${l.status}`) })}
          {compact ? (
            <span className="text-slate-700 dark:text-slate-300">
              {' · '}
              {t('licences.covers', { countries: coversText(t, lang, l.covers) })}
            </span>
          ) : (
            <ul className="mt-1 space-y-0.5 text-sm text-slate-700 dark:text-slate-300">
              <li>{t('licences.covers', { countries: coversText(t, lang, l.covers) })}</li>
              <li>{l.holder ? t('licences.holder', { holder: l.holder }) : t('licences.holderUnknown')}</li>
              {(l.registerUrl || l.entryId) && (
                <li>
                  {l.entryId && t('licences.entry', { id: l.entryId })}
                  {l.entryId && l.registerUrl && ' · '}
                  {l.registerUrl && <RegisterLink href={l.registerUrl} label={t('licences.register')} />}
                </li>
              )}
            </ul>
          )}
          <span className={cn('block text-xs', !compact && 'mt-1')}>
            <ProvenanceNote provenance={l.provenance} />
          </span>
        </li>
      ))}
    </NamedList>
  );
}

// One option of a journey step: a partner to visit (with its match score and availability), a tip, or one coming soon.
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import type { JourneyOption } from '@coinatlas/domain/recommendations/journey';
import { PartnerCta } from '@/components/partner-cta';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { linkButtonOutline } from '../shared/styles';
import { formatWholePercent } from '@/lib/format/numbers';
import type { PartnerState } from '../shared/use-country';

export function OptionCard({
  option,
  stepKey,
  score,
  where,
  state,
}: {
  option: JourneyOption;
  stepKey: string;
  score?: number | undefined;
  /** The visitor's country, named. */
  where: string | undefined;
  /** What the record says about the partner there (only for kinds whose availability is recorded). */
  state: PartnerState | undefined;
}) {
  const { t, i18n } = useTranslation(['journey', 'recommendations']);
  const label = t(`${stepKey}.options.${option.id}.label`);
  const soon = option.kind === 'soon';
  return (
    <li
      className={cn(
        'flex flex-col justify-between gap-3 rounded-lg border p-3',
        soon
          ? 'border-dashed border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-800/60'
          : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
      )}
    >
      <div>
        <div className="flex items-start justify-between gap-2">
          <span className="font-semibold">{label}</span>
          {score !== undefined && (
            <span
              className="shrink-0 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100"
              data-testid="option-score"
            >
              {t('recommendations:card.matchScore', { score: formatWholePercent(score, i18n.language) })}
            </span>
          )}
        </div>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{t(`${stepKey}.options.${option.id}.description`)}</p>
        {state && where && (
          <p className="mt-1 text-xs text-slate-700 dark:text-slate-200" data-availability={state}>
            {t(state === 'available' ? 'recommendations:availability.available' : 'recommendations:availability.unknown', {
              country: where,
            })}
          </p>
        )}
      </div>
      {option.kind === 'link' && (
        <PartnerCta
          type={option.partner.type}
          id={option.partner.id}
          className="self-start"
          linkClassName={linkButtonOutline}
          onClick={() => track({ name: 'journey_outbound', category: option.partner.type, label: option.partner.id })}
        >
          {t('visit', { name: label })}
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          <span className="sr-only">{t('opensNewTab')}</span>
        </PartnerCta>
      )}
      {soon && (
        <button type="button" disabled aria-disabled="true" className={cn(linkButtonOutline, 'self-start cursor-not-allowed opacity-60')}>
          {t('comingSoon')}
        </button>
      )}
    </li>
  );
}

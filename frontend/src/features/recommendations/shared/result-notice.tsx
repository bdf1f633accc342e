import { Info } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { countryName } from '@/components/availability/country-name';
import type { AvailabilityState } from '@coinatlas/domain/recommendations/match';

/**
 * What the first result is, said plainly for the visitor's confirmed country: our pick (recorded as
 * available there, meeting a priority); the first of those recorded as available, which meets none of the
 * priorities; or only the best match on the facts, its availability there unknown (nothing is recorded as
 * available there). And how many options were left out as recorded not available there.
 */
export function ResultNotice({
  recommended,
  country,
  top,
  excluded,
}: {
  recommended: boolean;
  country: string;
  /** What the record says about the first result in the country. */
  top: AvailabilityState;
  excluded: number;
}) {
  const { t, i18n } = useTranslation('recommendations');
  const name = countryName(country, i18n.language);
  const text = recommended
    ? t('result.recommended', { country: name })
    : top === 'available'
      ? t('result.availableNoMatch', { country: name })
      : t('result.notRecommended', { country: name });
  return (
    <div
      className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
      data-testid="result-notice"
      data-recommended={recommended}
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>
        <p>{text}</p>
        {excluded > 0 && <p className="mt-1">{t('result.excluded', { count: excluded, country: name })}</p>}
      </div>
    </div>
  );
}

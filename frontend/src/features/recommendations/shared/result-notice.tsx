import { Info } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { countryName } from '../journey/region-line';

/**
 * What the first result is, said plainly: our pick (recorded as available in the country, meeting a
 * priority), or only the best match on the facts (availability there unknown, or no country chosen); and
 * how many options were left out as recorded not available there.
 */
export function ResultNotice({ recommended, country, excluded }: { recommended: boolean; country: string | null; excluded: number }) {
  const { t, i18n } = useTranslation('recommendations');
  const name = country ? countryName(country, i18n.language) : '';
  const text = !country
    ? t('result.noCountry')
    : recommended
      ? t('result.recommended', { country: name })
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
        {country && excluded > 0 && <p className="mt-1">{t('result.excluded', { count: excluded, country: name })}</p>}
      </div>
    </div>
  );
}

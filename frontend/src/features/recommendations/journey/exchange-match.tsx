import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import type { CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';
import { rankCandidates, type Ranking } from '@coinatlas/domain/recommendations/match';
import { NamedList } from '@/components/ui/named-list';
import { useCandidates } from '../api/recommendation-queries';
import { MethodNote, ResultCard } from '../shared/explanation';
import { ResultNotice } from '../shared/result-notice';
import { badge } from '../shared/styles';

/**
 * Every exchange ranked for the journey's priorities (from the visitor's answers) and country, with the
 * wizard's rule: the same score the wizard and the advisor give for the same priorities. Undefined until
 * the candidates are here, or when `enabled` is false.
 */
export function useExchangeRanking(
  priorities: readonly string[],
  country: string | null,
  enabled: boolean,
): Ranking<CandidateWithText> | undefined {
  const candidates = useCandidates(enabled);
  const list = candidates.data;
  const key = priorities.join(',');
  return useMemo(
    () => (enabled && list ? rankCandidates(list, { category: 'exchanges', priorities: key.split(','), country }) : undefined),
    [enabled, list, key, country],
  );
}

/**
 * The journey's exchange step: the best match for your answers among every exchange offered in your
 * confirmed country, with its computation; `others` is how many of the best known the step lists below.
 */
export function ExchangeMatch({
  ranking,
  priorities,
  country,
  others,
}: {
  ranking: Ranking<CandidateWithText>;
  priorities: readonly string[];
  country: string;
  others: number;
}) {
  const { t } = useTranslation(['journey', 'recommendations']);
  const best = ranking.ranked[0];
  if (!best) return null;
  return (
    <section className="mt-4 space-y-3" aria-labelledby="journey-best-heading" data-testid="journey-match">
      <h4 id="journey-best-heading" className="text-base font-semibold">
        {t('match.heading', { count: ranking.ranked.length })}
      </h4>
      <NamedList name={t('match.priorities')} className="flex flex-wrap gap-1.5">
        {priorities.map((p) => (
          <li key={p} className={badge}>
            {t(`recommendations:priorities.exchanges.${p}.label`)}
          </li>
        ))}
      </NamedList>
      <p className="text-xs text-slate-600 dark:text-slate-300">{t('match.why')}</p>
      <ResultNotice recommended={ranking.recommended} country={country} top={best.availability} excluded={ranking.excluded.length} />
      <ResultCard r={best} country={country} source="journey" headingId="journey-best-name" />
      <MethodNote />
      {others > 0 && <h4 className="pt-2 text-base font-semibold">{t('match.others', { count: others })}</h4>}
    </section>
  );
}

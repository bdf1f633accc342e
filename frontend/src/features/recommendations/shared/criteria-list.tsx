// The criteria of an explanation: each chosen priority with its status badge, its rule and the facts it read.
import { Check, CircleHelp, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { RecCategory } from '@coinatlas/domain/recommendations/catalogue';
import { LIMITS, type CriterionStatus } from '@coinatlas/domain/recommendations/criteria';
import type { CriterionLine } from '@coinatlas/domain/recommendations/match';
import { cn } from '@/lib/cn';
import { formatCompact, formatNumber, formatPercentValue } from '@/lib/format/numbers';
import { FactLine } from './fact-line';

/** The limits the rules name, formatted for the reader. */
export function useRuleValues() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    max: formatPercentValue(LIMITS.takerFeePercent, lang),
    volume: formatCompact(LIMITS.spotVolumeUsd, lang),
    coins: formatNumber(LIMITS.coins, lang),
    types: formatNumber(LIMITS.botTypes, lang),
    exchanges: formatNumber(LIMITS.exchanges, lang),
    cashback: formatPercentValue(LIMITS.cashbackPercent, lang),
  };
}

const STATUS_ICON: Record<CriterionStatus, ReactNode> = {
  met: <Check className="h-4 w-4" aria-hidden />,
  'not-met': <X className="h-4 w-4" aria-hidden />,
  unknown: <CircleHelp className="h-4 w-4" aria-hidden />,
};
const STATUS_TONE: Record<CriterionStatus, string> = {
  met: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  'not-met': 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
  unknown: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

export function StatusBadge({ status }: { status: CriterionStatus }) {
  const { t } = useTranslation('recommendations');
  return (
    <span
      data-status={status}
      className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[status])}
    >
      {STATUS_ICON[status]}
      {t(`status.${status}`)}
    </span>
  );
}

/** The lines of an explanation: each chosen priority, its answer, the rule, and the facts it read. */
export function CriteriaList({
  lines,
  category,
  compact = false,
}: {
  lines: readonly CriterionLine[];
  category: RecCategory;
  compact?: boolean;
}) {
  const { t } = useTranslation('recommendations');
  const values = useRuleValues();
  return (
    <ul className="space-y-2" data-testid="criteria">
      {lines.map((l) => (
        <li
          key={l.priority}
          data-priority={l.priority}
          data-status={l.status}
          data-credit={l.credit}
          className="rounded-lg border border-slate-200 p-2.5 dark:border-slate-700"
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <StatusBadge status={l.status} />
            <span className="text-sm font-semibold" data-label="">
              {t(`priorities.${category}.${l.priority}.label`)}
            </span>
            {l.via && <span className="text-xs font-medium text-blue-800 dark:text-blue-300">{t('card.counted', { credit: '½' })}</span>}
          </div>
          {!compact && <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t(`rules.${category}.${l.priority}`, values)}</p>}
          {l.facts.length > 0 ? (
            <ul className="mt-1.5 space-y-1">
              {l.facts.map((f) => (
                <FactLine key={`${f.field}-${JSON.stringify(f.value)}`} fact={f} category={category} />
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t('card.noFact')}</p>
          )}
          {l.via && (
            <div className="mt-2 border-l-2 border-blue-300 pl-2 dark:border-blue-700">
              <p className="text-xs text-slate-700 dark:text-slate-200">
                {t('card.via', { priority: t(`priorities.${category}.${l.via.priority}.label`) })}
              </p>
              <ul className="mt-1 space-y-1">
                {l.via.facts.map((f) => (
                  <FactLine key={`via-${f.field}`} fact={f} category={category} />
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

// The coloured badge naming a promotion's state (live, scheduled, draft, paused, ended, archived).
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import type { AdminPromotion } from '../api/promotions-admin';

export function StateBadge({ state }: { state: AdminPromotion['state'] }) {
  const { t } = useTranslation('admin');
  const tone: Record<AdminPromotion['state'], string> = {
    live: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
    scheduled: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50',
    draft: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
    paused: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
    ended: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
    archived: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  };
  return (
    <span data-state={state} className={cn('inline-block rounded-full px-2 text-xs font-semibold leading-5', tone[state])}>
      {t(`promotions.states.${state}`)}
    </span>
  );
}

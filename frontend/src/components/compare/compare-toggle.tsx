import { Check, Plus } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import type { CompareKind } from '@coinatlas/domain/compare/compare';
import { cn } from '@/lib/cn';
import { compareSelection, useCompareSelection } from '@/lib/compare-selection';

/**
 * The "Compare" toggle of a directory card: a pressed button while the partner is in the visitor's
 * comparison. A fifth pick is refused; the compare tray says why.
 */
export function CompareToggle({ kind, id, name, className }: { kind: CompareKind; id: string; name: string; className?: string }) {
  const { t } = useTranslation('compare');
  const selected = useCompareSelection(kind).includes(id);
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-compare-toggle={id}
      onClick={() => compareSelection.toggle(kind, id)}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-md border px-2.5 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
        selected
          ? 'border-blue-700 bg-blue-50 text-blue-900 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
        className,
      )}
    >
      {selected ? <Check className="h-4 w-4" aria-hidden /> : <Plus className="h-4 w-4" aria-hidden />}
      {t('toggle.label')}
      <span className="sr-only"> {name}</span>
    </button>
  );
}

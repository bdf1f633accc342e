// The findings' filters: the all / new / fixed view and the severity, check and language choices.
import { useId, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from '@/i18n/react';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/format/numbers';
import type { AuditFinding, AuditFindings, FindingFilter } from '../api/seo-audit';
import { CHECKS, LANGS, PAGE_SIZE, SEVERITIES, type View } from './audit-model';

export function FindingsFilters({
  view,
  setView,
  setShown,
  filter,
  setOne,
  data,
  added,
}: {
  view: View;
  setView: (view: View) => void;
  setShown: Dispatch<SetStateAction<number>>;
  filter: FindingFilter;
  setOne: (key: keyof FindingFilter, value: string) => void;
  data: AuditFindings | undefined;
  added: AuditFinding[];
}) {
  const { t } = useTranslation('seoAudit');
  const fmt = numberFormat('en');
  const ids = { severity: useId(), check: useId(), lang: useId() };
  return (
    <div className="mt-3 flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      <div
        role="group"
        aria-label={t('findings.view')}
        className="inline-flex w-fit rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
      >
        {(['all', 'new', 'fixed'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => {
              setView(v);
              setShown(PAGE_SIZE);
            }}
            disabled={v !== 'all' && !data?.previous}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50',
              view === v
                ? 'bg-blue-700 text-white dark:bg-blue-500 dark:text-slate-950'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {t(`findings.views.${v}`)}
            {v === 'new' && data?.previous ? ` (${fmt.format(added.length)})` : ''}
            {v === 'fixed' && data?.previous ? ` (${fmt.format(data.fixed.length)})` : ''}
          </button>
        ))}
      </div>
      <div>
        <label htmlFor={ids.severity} className="mb-1 block text-sm font-medium">
          {t('findings.severity')}
        </label>
        <Select
          id={ids.severity}
          value={filter.severity ?? 'all'}
          onChange={(e) => setOne('severity', e.target.value)}
          className="w-full md:w-40"
        >
          <option value="all">{t('findings.allSeverities')}</option>
          {SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {t(`severityPlural.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={ids.check} className="mb-1 block text-sm font-medium">
          {t('findings.check')}
        </label>
        <Select id={ids.check} value={filter.check ?? 'all'} onChange={(e) => setOne('check', e.target.value)} className="w-full md:w-56">
          <option value="all">{t('findings.allChecks')}</option>
          {CHECKS.map((c) => (
            <option key={c} value={c}>
              {t(`checks.${c}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={ids.lang} className="mb-1 block text-sm font-medium">
          {t('findings.language')}
        </label>
        <Select id={ids.lang} value={filter.lang ?? 'all'} onChange={(e) => setOne('lang', e.target.value)} className="w-full md:w-44">
          <option value="all">{t('findings.allLanguages')}</option>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

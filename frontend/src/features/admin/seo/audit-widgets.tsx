// The SEO audit screen's small pieces: the severity badge, a summary figure, the duration in words and a run's progress.
import { AlertTriangle, CircleAlert, Info } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/format/numbers';
import type { AuditRun } from '../api/seo-audit';
import type { Severity } from './audit-model';

const SEVERITY_STYLE: Record<Severity, string> = {
  error: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  notice: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
};
const SEVERITY_ICON = { error: CircleAlert, warning: AlertTriangle, notice: Info } as const;

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation('seoAudit');
  const Icon = SEVERITY_ICON[severity];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-semibold', SEVERITY_STYLE[severity])}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {t(`severity.${severity}`)}
    </span>
  );
}

export function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A duration in words an editor reads at a glance: seconds, or minutes and seconds. */
export function useDuration() {
  const { t } = useTranslation('seoAudit');
  return (ms: number | null) => {
    if (ms === null) return '–';
    const s = Math.round(ms / 1000);
    return s < 60 ? t('duration.seconds', { count: s }) : t('duration.minutes', { m: Math.floor(s / 60), s: s % 60 });
  };
}

export function Progress({ run }: { run: AuditRun }) {
  const { t } = useTranslation('seoAudit');
  const fmt = numberFormat('en');
  const total = run.pagesTotal + run.linksTotal;
  const done = run.pagesDone + run.linksDone;
  const pct = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div
      className="mt-4 rounded-xl border border-blue-200 bg-blue-50 p-4 dark:border-blue-900 dark:bg-blue-950/40"
      data-testid="audit-progress"
    >
      <p className="font-medium" aria-live="polite">
        {run.pagesTotal === 0
          ? t('progress.starting')
          : t('progress.pages', { done: fmt.format(run.pagesDone), total: fmt.format(run.pagesTotal) }) +
            (run.linksTotal > 0 ? ` · ${t('progress.links', { done: fmt.format(run.linksDone), total: fmt.format(run.linksTotal) })}` : '')}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="mt-2 h-2 overflow-hidden rounded-full bg-blue-100 dark:bg-blue-900"
      >
        <div className="h-full bg-blue-700 transition-[width] dark:bg-blue-400" style={{ width: `${pct}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('progress.hint')}</p>
    </div>
  );
}

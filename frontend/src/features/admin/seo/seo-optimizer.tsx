import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { serverMessage, statusOf } from '@/lib/api/client';
import { numberFormat } from '@/lib/format/numbers';
import type { AdminSessionState } from '../api/admin-queries';
import { useAuditFindings, useAuditRuns, useStartAudit, type AuditRun, type FindingFilter } from '../api/seo-audit';
import { PAGE_SIZE, type Shown, type View } from './audit-model';
import { Progress, Stat, useDuration } from './audit-widgets';
import { FindingDialog } from './finding-dialog';
import { FindingsFilters } from './findings-filters';
import { FindingsList } from './findings-list';

export default function SeoOptimizer({ session }: { session: AdminSessionState }) {
  const { t } = useTranslation('seoAudit');
  const fmt = numberFormat('en');
  const duration = useDuration();
  const [filter, setFilter] = useState<FindingFilter>({});
  const [view, setView] = useState<View>('all');
  const [open, setOpen] = useState<Shown | undefined>();
  const [shown, setShown] = useState(PAGE_SIZE);

  const runs = useAuditRuns();
  const list = runs.data?.runs ?? [];
  const running = list.find((r) => r.status === 'running');
  const latest = list.find((r) => r.status === 'finished');
  const lastFailed = list[0]?.status === 'failed' ? list[0] : undefined;
  const findings = useAuditFindings(latest?.id, filter);
  const start = useStartAudit(session);

  const onStart = () =>
    start.mutate(undefined, {
      onError: (err) =>
        toast({
          title:
            statusOf(err) === 409 ? t('toast.alreadyRunning') : statusOf(err) === 401 ? t('toast.sessionEnded') : t('toast.startFailed'),
          description: serverMessage(err),
          variant: 'destructive',
        }),
    });

  const data = findings.data;
  const added = data?.findings.filter((f) => f.change === 'new') ?? [];
  const rows: Shown[] =
    view === 'fixed'
      ? (data?.fixed ?? []).map((f) => ({ ...f, change: 'fixed' as const }))
      : view === 'new'
        ? added
        : (data?.findings ?? []);
  const setOne = (key: keyof FindingFilter, value: string) => {
    setFilter((f) => ({ ...f, [key]: value === 'all' ? undefined : value }));
    setShown(PAGE_SIZE);
  };
  const visible = rows.slice(0, shown);
  const byWhom = (r: AuditRun) => (r.trigger === 'nightly' ? t('summary.nightly') : t('summary.by', { email: r.startedBy ?? '' }));
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }) + ' UTC' : '–';

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">{t('intro')}</p>
        </div>
        <Button onClick={onStart} disabled={Boolean(running) || start.isPending || runs.isPending} className="shrink-0">
          <Play className="h-4 w-4" aria-hidden />
          {running ? t('running') : t('runNow')}
        </Button>
      </div>

      {running && <Progress run={running} />}
      {lastFailed && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-medium">{t('failed', { when: when(lastFailed.finishedAt) })}</p>
          {lastFailed.failure && <p className="mt-1 text-sm">{lastFailed.failure}</p>}
        </div>
      )}

      {runs.isError ? (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p>{serverMessage(runs.error) ?? t('loadFailed')}</p>
          <Button className="mt-3" size="sm" variant="outline" onClick={() => void runs.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : runs.isPending ? (
        <div role="status" aria-label={t('loading')} className="mt-6 h-64 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      ) : !latest ? (
        <p className="mt-6 rounded-xl border border-slate-200 p-5 text-slate-700 dark:border-slate-700 dark:text-slate-300">{t('noRun')}</p>
      ) : (
        <>
          <section aria-labelledby="seo-summary" className="mt-6">
            <h2 id="seo-summary" className="text-xl font-semibold">
              {t('summary.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="run-when">
              {t('summary.when', { when: when(latest.finishedAt), who: byWhom(latest) })}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-5">
              <Stat label={t('severityPlural.error')} value={fmt.format(latest.counts.error)} testId="count-error" />
              <Stat label={t('severityPlural.warning')} value={fmt.format(latest.counts.warning)} testId="count-warning" />
              <Stat label={t('severityPlural.notice')} value={fmt.format(latest.counts.notice)} testId="count-notice" />
              <Stat label={t('summary.pages')} value={fmt.format(latest.pagesTotal)} testId="count-pages" />
              <Stat label={t('summary.duration')} value={duration(latest.durationMs)} testId="duration" />
            </dl>
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="diff-summary">
              {data?.previous
                ? t('summary.diff', {
                    added: fmt.format(added.length),
                    fixed: fmt.format(data.fixed.length),
                    when: when(data.previous.finishedAt),
                  })
                : data
                  ? t('summary.firstRun')
                  : '\u00a0'}
            </p>
          </section>

          <section aria-labelledby="seo-findings" className="mt-6">
            <h2 id="seo-findings" className="text-xl font-semibold">
              {t('findings.title')}
            </h2>
            <FindingsFilters view={view} setView={setView} setShown={setShown} filter={filter} setOne={setOne} data={data} added={added} />

            {findings.isError ? (
              <div
                role="alert"
                className="mt-4 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
              >
                <p>{serverMessage(findings.error) ?? t('loadFailed')}</p>
              </div>
            ) : !data ? (
              <div role="status" aria-label={t('loading')} className="mt-4 h-64 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
            ) : (
              <>
                {rows.length === 0 ? (
                  <p className="mt-4 rounded-xl border border-slate-200 px-3 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
                    {t(`findings.empty.${view}`)}
                  </p>
                ) : (
                  <FindingsList rows={rows} visible={visible} setOpen={setOpen} setShown={setShown} />
                )}
              </>
            )}
          </section>
        </>
      )}
      <FindingDialog finding={open} onClose={() => setOpen(undefined)} />
    </>
  );
}

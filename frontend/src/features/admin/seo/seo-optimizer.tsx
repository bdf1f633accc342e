import { AlertTriangle, CircleAlert, ExternalLink, Info, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { serverMessage, statusOf } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/format/numbers';
import type { AdminSessionState } from '../api/admin-queries';
import { useAuditFindings, useAuditRuns, useStartAudit, type AuditFinding, type AuditRun, type FindingFilter } from '../api/seo-audit';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { NamedList } from '@/components/ui/named-list';

const SEVERITIES = ['error', 'warning', 'notice'] as const;
const CHECKS = [
  'status',
  'title',
  'description',
  'canonical',
  'hreflang',
  'structured-data',
  'h1',
  'img-alt',
  'links',
  'noindex',
  'page-weight',
  'html-lang',
] as const;
const LANGS = SITE_LANGUAGES;
type Severity = (typeof SEVERITIES)[number];
type View = 'all' | 'new' | 'fixed';
type Shown = Omit<AuditFinding, 'change'> & { change?: AuditFinding['change'] | 'fixed' };

const SEVERITY_STYLE: Record<Severity, string> = {
  error: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  notice: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
};
const SEVERITY_ICON = { error: CircleAlert, warning: AlertTriangle, notice: Info } as const;
/** Findings shown at first, and added by each "show more". */
const PAGE_SIZE = 50;

function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation('seoAudit');
  const Icon = SEVERITY_ICON[severity];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-semibold', SEVERITY_STYLE[severity])}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {t(`severity.${severity}`)}
    </span>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
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
function useDuration() {
  const { t } = useTranslation('seoAudit');
  return (ms: number | null) => {
    if (ms === null) return '–';
    const s = Math.round(ms / 1000);
    return s < 60 ? t('duration.seconds', { count: s }) : t('duration.minutes', { m: Math.floor(s / 60), s: s % 60 });
  };
}

function Progress({ run }: { run: AuditRun }) {
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

function FindingDialog({ finding, onClose }: { finding: Shown | undefined; onClose: () => void }) {
  const { t } = useTranslation('seoAudit');
  return (
    <Dialog open={finding !== undefined} onOpenChange={(open) => !open && onClose()}>
      {finding && (
        <DialogContent title={t(`checks.${finding.check}`)} className="max-w-xl">
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <SeverityBadge severity={finding.severity} />
            <span className="text-sm text-slate-600 dark:text-slate-300">{t(`languages.${finding.lang}`)}</span>
            {finding.change === 'new' && (
              <span className="rounded bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-100">
                {t('change.new')}
              </span>
            )}
            {finding.change === 'fixed' && (
              <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                {t('change.fixed')}
              </span>
            )}
          </div>
          <dl className="mt-4 space-y-4 text-sm">
            <div>
              <dt className="font-semibold">{t('details.page')}</dt>
              <dd className="mt-1">
                <a
                  href={finding.url}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 break-all font-mono text-blue-800 underline underline-offset-4 dark:text-blue-300"
                >
                  {finding.url}
                  <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
                  <span className="sr-only">{t('details.newTab')}</span>
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('details.what')}</dt>
              <dd className="mt-1 break-words" data-testid="finding-what">
                {finding.message}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('details.fix')}</dt>
              <dd className="mt-1 break-words" data-testid="finding-fix">
                {finding.fix}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('details.about')}</dt>
              <dd className="mt-1 text-slate-700 dark:text-slate-300">{t(`checkHelp.${finding.check}`)}</dd>
            </div>
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}

export default function SeoOptimizer({ session }: { session: AdminSessionState }) {
  const { t } = useTranslation('seoAudit');
  const fmt = numberFormat('en');
  const duration = useDuration();
  const ids = { severity: useId(), check: useId(), lang: useId() };
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
  const openButton = (f: Shown) => (
    <button
      type="button"
      onClick={() => setOpen(f)}
      className="text-left text-blue-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
    >
      <span className="line-clamp-2">{f.message}</span>
      <span className="sr-only"> {t('findings.openDetails')}</span>
    </button>
  );
  const newBadge = (
    <span className="rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-100">
      {t('change.new')}
    </span>
  );
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
                <Select
                  id={ids.check}
                  value={filter.check ?? 'all'}
                  onChange={(e) => setOne('check', e.target.value)}
                  className="w-full md:w-56"
                >
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
                <Select
                  id={ids.lang}
                  value={filter.lang ?? 'all'}
                  onChange={(e) => setOne('lang', e.target.value)}
                  className="w-full md:w-44"
                >
                  <option value="all">{t('findings.allLanguages')}</option>
                  {LANGS.map((l) => (
                    <option key={l} value={l}>
                      {t(`languages.${l}`)}
                    </option>
                  ))}
                </Select>
              </div>
            </div>

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
                  <>
                    {/* Wide screens: a table. */}
                    <div className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 md:block dark:border-slate-700">
                      <table className="w-full text-left text-sm">
                        <caption className="sr-only">{t('findings.title')}</caption>
                        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                          <tr>
                            <th scope="col" className="px-3 py-2">
                              {t('findings.columns.severity')}
                            </th>
                            <th scope="col" className="px-3 py-2">
                              {t('findings.columns.check')}
                            </th>
                            <th scope="col" className="px-3 py-2">
                              {t('findings.columns.page')}
                            </th>
                            <th scope="col" className="px-3 py-2">
                              {t('findings.columns.what')}
                            </th>
                          </tr>
                        </thead>
                        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                          {visible.map((f) => (
                            <tr
                              key={`${f.change === 'fixed' ? 'fixed' : 'now'}-${f.id}`}
                              data-testid="finding-row"
                              data-severity={f.severity}
                              data-check={f.check}
                            >
                              <td className="whitespace-nowrap px-3 py-2 align-top">
                                <SeverityBadge severity={f.severity} />
                              </td>
                              <td className="whitespace-nowrap px-3 py-2 align-top">{t(`checks.${f.check}`)}</td>
                              <td className="min-w-[16rem] px-3 py-2 align-top font-mono text-xs [overflow-wrap:anywhere]">{f.url}</td>
                              <td className="px-3 py-2 align-top">
                                {openButton(f)}
                                {f.change === 'new' && <span className="ml-2">{newBadge}</span>}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                    {/* Phones: one card per finding. */}
                    <div className="md:hidden">
                      <NamedList name={t('findings.title')} className="mt-4 space-y-3">
                        {visible.map((f) => (
                          <li
                            key={`${f.change === 'fixed' ? 'fixed' : 'now'}-${f.id}`}
                            data-testid="finding-card"
                            className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700"
                          >
                            <div className="flex flex-wrap items-center gap-2">
                              <SeverityBadge severity={f.severity} />
                              <span className="font-medium">{t(`checks.${f.check}`)}</span>
                              {f.change === 'new' && newBadge}
                            </div>
                            <p className="mt-1 font-mono text-xs text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">{f.url}</p>
                            <div className="mt-1">{openButton(f)}</div>
                          </li>
                        ))}
                      </NamedList>
                    </div>
                    <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
                      {t('findings.showing', { shown: fmt.format(visible.length), total: fmt.format(rows.length) })}
                      {rows.length > visible.length && (
                        <Button variant="outline" size="sm" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                          {t('findings.showMore', { count: Math.min(PAGE_SIZE, rows.length - visible.length) })}
                        </Button>
                      )}
                    </p>
                  </>
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

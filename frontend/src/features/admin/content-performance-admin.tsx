import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { serverMessage, statusOf } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import { exportContentPerformance, useContentPerformance } from './api/admin-queries';
import { useReportFormat, type Tab } from './content-performance/report-format';
import { LanguagesTable, Movers, Stat } from './content-performance/report-sections';
import { ReportTables } from './content-performance/report-tables';
import { DateRangeFields, saveCsv, shownRange, useDateRange } from './date-range';

// The chart library loads with the chart only, as on the blog analytics screen.
const ViewsChart = lazy(() => import('./views-chart'));

const MAX_DAYS = 366;

export default function ContentPerformanceAdmin() {
  const { t } = useTranslation('admin');
  const range = useDateRange(MAX_DAYS);
  const report = useContentPerformance(range.query);
  const data = report.data;
  const { problem } = shownRange(range, data);
  const [tab, setTab] = useState<Tab>('pages');

  const { rate, changeText, langName, num } = useReportFormat();
  const vs = (c: number | null, current: number) =>
    data &&
    (c === null && current === 0
      ? t('contentPerformance.noPrevious', { from: data.previous.from, to: data.previous.to })
      : t('contentPerformance.vsPrevious', { change: changeText(c, current), from: data.previous.from, to: data.previous.to }));

  const onExport = async (kind: 'pages' | 'partners') => {
    try {
      saveCsv(
        await exportContentPerformance(range.query, kind),
        `content-performance-${kind}-${data?.from ?? 'from'}-to-${data?.to ?? 'to'}.csv`,
      );
    } catch (err) {
      toast({
        title: statusOf(err) === 401 ? t('toast.sessionEnded') : t('contentPerformance.exportFailed'),
        description: serverMessage(err),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{t('sections.contentPerformance.title')}</h1>
          <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">{t('contentPerformance.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void onExport('pages')} disabled={!data || Boolean(problem)}>
            <Download className="h-4 w-4" aria-hidden />
            {t('contentPerformance.exportPages')}
          </Button>
          <Button variant="outline" onClick={() => void onExport('partners')} disabled={!data || Boolean(problem)}>
            <Download className="h-4 w-4" aria-hidden />
            {t('contentPerformance.exportPartners')}
          </Button>
        </div>
      </div>

      <DateRangeFields range={range} report={data} />
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('contentPerformance.utc')}</p>

      {report.isError ? (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p>{serverMessage(report.error) ?? t('contentPerformance.loadFailed')}</p>
          <Button className="mt-3" size="sm" variant="outline" onClick={() => void report.refetch()}>
            {t('codes.retry')}
          </Button>
        </div>
      ) : !data ? (
        <div
          role="status"
          aria-label={t('contentPerformance.loading')}
          className="mt-6 h-96 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800"
        />
      ) : (
        <div aria-busy={report.isFetching} className={cn(report.isPlaceholderData && 'opacity-60')}>
          <p className="sr-only" aria-live="polite">
            {t('contentPerformance.showing', {
              from: data.from,
              to: data.to,
              previousFrom: data.previous.from,
              previousTo: data.previous.to,
            })}
          </p>
          <dl className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Stat
              label={t('contentPerformance.stats.views')}
              value={num(data.totals.views)}
              note={vs(data.totals.viewsChange, data.totals.views)}
              testId="total-views"
            />
            <Stat
              label={t('contentPerformance.stats.clicks')}
              value={num(data.totals.clicks)}
              note={vs(data.totals.clicksChange, data.totals.clicks)}
              testId="total-clicks"
            />
            <Stat
              label={t('contentPerformance.stats.ctr')}
              value={rate(data.totals.ctr)}
              note={
                data.totals.previousCtr === null
                  ? undefined
                  : `${rate(data.totals.previousCtr)} · ${data.previous.from} – ${data.previous.to}`
              }
              testId="total-ctr"
            />
            <Stat label={t('contentPerformance.stats.allClicks')} value={num(data.totals.partnerClicks)} testId="total-partner-clicks" />
          </dl>

          <section aria-labelledby="cp-chart" className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <h2 id="cp-chart" className="text-xl font-semibold">
              {t('contentPerformance.chartTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('contentPerformance.chartHelp')}</p>
            <Suspense fallback={<div className="mt-3 h-72 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />}>
              <ViewsChart
                days={data.series}
                line={data.series.map((d) => d.clicks)}
                lang={data.lang ?? undefined}
                label={t('contentPerformance.chartLabel', { from: data.from, to: data.to })}
                names={{
                  en: t('contentPerformance.viewsIn', { language: langName('en') }),
                  es: t('contentPerformance.viewsIn', { language: langName('es') }),
                  de: t('contentPerformance.viewsIn', { language: langName('de') }),
                  pt: t('contentPerformance.viewsIn', { language: langName('pt') }),
                  line: t('contentPerformance.clicksLine'),
                }}
              />
            </Suspense>
          </section>

          <div className="mt-6 grid gap-4 lg:grid-cols-3">
            <LanguagesTable data={data} />
            <Movers data={data} />
          </div>

          <ReportTables data={data} tab={tab} setTab={setTab} />
        </div>
      )}
    </>
  );
}

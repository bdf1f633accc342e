import { ArrowDown, ArrowUp, ArrowUpDown, Download, TrendingDown, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { serverMessage, statusOf } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/format/numbers';
import { exportContentPerformance, useContentPerformance, type ContentPerformanceReport } from './api/admin-queries';
import { DateRangeFields, saveCsv, shownRange, useDateRange, type Lang } from './date-range';

// The chart library loads with the chart only, as on the blog analytics screen.
const ViewsChart = lazy(() => import('./views-chart'));

const MAX_DAYS = 366;

type Report = ContentPerformanceReport;
type PageRow = Report['pages'][number];
type RouteRow = Report['routes'][number];
type PartnerRow = Report['partners'][number];
type Tab = 'pages' | 'routes' | 'partners';

/** One column of a sortable table: its label key, how to read its value for sorting, and how to show it. */
type Column<T> = { key: string; align?: 'left' | 'right'; value: (row: T) => string | number | null; render?: (row: T) => ReactNode };

const compareValues = (a: string | number | null, b: string | number | null): number => {
  // Missing values (a rate without views, a change without a previous figure) sort below every number.
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

function SortableTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  initial,
  empty,
  testId,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  initial: string;
  empty: string;
  testId: (row: T) => string;
}) {
  const { t } = useTranslation('admin');
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' }>({ key: initial, dir: 'desc' });
  const column = columns.find((c) => c.key === sort.key) ?? columns[0]!;
  const sorted = [...rows].sort((a, b) => {
    const c = compareValues(column.value(a), column.value(b));
    return (sort.dir === 'asc' ? c : -c) || rowKey(a).localeCompare(rowKey(b));
  });
  const sortBy = (c: Column<T>) =>
    setSort((s) =>
      s.key === c.key ? { key: c.key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key: c.key, dir: c.align === 'left' ? 'asc' : 'desc' },
    );
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="whitespace-nowrap bg-slate-50 text-xs text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((c) => {
              const active = sort.key === c.key;
              const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className={cn('px-3 py-2', c.align !== 'left' && 'text-right')}
                >
                  <button
                    type="button"
                    onClick={() => sortBy(c)}
                    className={cn(
                      'inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-blue-300',
                      c.align !== 'left' && 'flex-row-reverse',
                    )}
                  >
                    {t(`contentPerformance.columns.${c.key}`)}
                    <Icon className="h-3.5 w-3.5" aria-hidden />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-700">
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-600 dark:text-slate-300">
                {empty}
              </td>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr key={rowKey(row)} data-testid={testId(row)}>
                {columns.map((c, i) => {
                  const content = c.render ? c.render(row) : c.value(row);
                  return i === 0 ? (
                    <th key={c.key} scope="row" className="px-3 py-2 text-left font-normal" data-col={c.key}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.key} className={cn('px-3 py-2', c.align !== 'left' && 'text-right')} data-col={c.key}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Stat({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {note && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-300">{note}</dd>}
    </div>
  );
}

export default function ContentPerformanceAdmin() {
  const { t } = useTranslation('admin');
  const range = useDateRange(MAX_DAYS);
  const report = useContentPerformance(range.query);
  const data = report.data;
  const { problem } = shownRange(range, data);
  const [tab, setTab] = useState<Tab>('pages');

  const fmt = numberFormat('en');
  const pct = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const rate = (r: number | null) => (r === null ? '—' : pct.format(r));
  const changeText = (c: number | null, current: number) =>
    c === null ? (current > 0 ? t('contentPerformance.new') : '—') : signed.format(c);
  const langName = (l: Lang) => t(`range.languages.${l}`);
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

  const num = (v: number) => fmt.format(v);
  const pageColumns: Column<PageRow>[] = [
    { key: 'path', align: 'left', value: (p) => p.path, render: (p) => <span className="font-mono text-xs sm:text-sm">{p.path}</span> },
    { key: 'route', align: 'left', value: (p) => p.route, render: (p) => <span className="font-mono text-xs">{p.route}</span> },
    { key: 'lang', align: 'left', value: (p) => p.lang, render: (p) => langName(p.lang) },
    { key: 'views', value: (p) => p.views, render: (p) => num(p.views) },
    { key: 'clicks', value: (p) => p.clicks, render: (p) => num(p.clicks) },
    { key: 'ctr', value: (p) => p.ctr, render: (p) => rate(p.ctr) },
    { key: 'previousViews', value: (p) => p.previousViews, render: (p) => num(p.previousViews) },
    { key: 'viewsChange', value: (p) => p.viewsChange, render: (p) => changeText(p.viewsChange, p.views) },
  ];
  const routeColumns: Column<RouteRow>[] = [
    { key: 'route', align: 'left', value: (r) => r.route, render: (r) => <span className="font-mono text-xs sm:text-sm">{r.route}</span> },
    { key: 'lang', align: 'left', value: (r) => r.lang, render: (r) => langName(r.lang) },
    { key: 'pages', value: (r) => r.pages, render: (r) => num(r.pages) },
    { key: 'views', value: (r) => r.views, render: (r) => num(r.views) },
    { key: 'clicks', value: (r) => r.clicks, render: (r) => num(r.clicks) },
    { key: 'ctr', value: (r) => r.ctr, render: (r) => rate(r.ctr) },
    { key: 'previousViews', value: (r) => r.previousViews, render: (r) => num(r.previousViews) },
    { key: 'viewsChange', value: (r) => r.viewsChange, render: (r) => changeText(r.viewsChange, r.views) },
  ];
  const partnerColumns: Column<PartnerRow>[] = [
    {
      key: 'partner',
      align: 'left',
      value: (p) => p.name,
      render: (p) => (
        <details className="group">
          <summary className="cursor-pointer font-medium text-blue-800 dark:text-blue-300">{p.name}</summary>
          <div className="mt-2 min-w-[18rem] text-xs">
            <p className="font-semibold">{t('contentPerformance.sourcesOf', { partner: p.name })}</p>
            <ul className="mt-1 space-y-0.5" data-testid={`sources-${p.type}-${p.id}`}>
              {p.sources.map((s) => (
                <li key={s.path} className="flex justify-between gap-3">
                  <span className="min-w-0 break-all font-mono">{s.path}</span>
                  <span className="shrink-0 whitespace-nowrap tabular-nums">
                    {num(s.clicks)} · {rate(s.ctr)}
                  </span>
                </li>
              ))}
            </ul>
            {p.sourcePages > p.sources.length && (
              <p className="mt-1 text-slate-600 dark:text-slate-300">
                {t('contentPerformance.morePages', { count: p.sourcePages - p.sources.length })}
              </p>
            )}
            {p.unknownPage > 0 && (
              <p className="mt-1 text-slate-600 dark:text-slate-300">{t('contentPerformance.unknownPageNote', { count: p.unknownPage })}</p>
            )}
          </div>
        </details>
      ),
    },
    { key: 'type', align: 'left', value: (p) => p.type, render: (p) => t(`types.${p.type}`) },
    { key: 'clicks', value: (p) => p.clicks, render: (p) => num(p.clicks) },
    { key: 'previousClicks', value: (p) => p.previousClicks, render: (p) => num(p.previousClicks) },
    { key: 'clicksChange', value: (p) => p.clicksChange, render: (p) => changeText(p.clicksChange, p.clicks) },
    { key: 'unknownPage', value: (p) => p.unknownPage, render: (p) => num(p.unknownPage) },
  ];

  const mover = (m: Report['movers']['up'][number]) => (
    <li key={m.path} className="flex items-baseline justify-between gap-3 py-1.5">
      <span className="min-w-0 break-all font-mono text-xs sm:text-sm">{m.path}</span>
      <span className="shrink-0 text-right tabular-nums">
        <strong>{m.delta > 0 ? `+${num(m.delta)}` : `−${num(-m.delta)}`}</strong>
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {t('contentPerformance.moved', { views: num(m.views), previous: num(m.previousViews) })}
        </span>
      </span>
    </li>
  );

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
            <section aria-labelledby="cp-languages" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              <h2 id="cp-languages" className="text-xl font-semibold">
                {t('contentPerformance.languagesTitle')}
              </h2>
              <table className="mt-3 w-full text-sm">
                <caption className="sr-only">{t('contentPerformance.languagesTitle')}</caption>
                <thead className="text-xs uppercase tracking-wide text-slate-700 dark:text-slate-300">
                  <tr>
                    <th scope="col" className="py-1 text-left">
                      {t('contentPerformance.columns.lang')}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      {t('contentPerformance.columns.views')}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      {t('contentPerformance.columns.clicks')}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      {t('contentPerformance.columns.ctr')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-700">
                  {data.languages.map((l) => (
                    <tr key={l.lang} data-testid={`lang-${l.lang}`}>
                      <th scope="row" className="py-1.5 text-left font-normal">
                        {langName(l.lang)}
                      </th>
                      <td className="py-1.5 text-right">
                        {num(l.views)}
                        <span className="block text-xs text-slate-600 dark:text-slate-300">{changeText(l.viewsChange, l.views)}</span>
                      </td>
                      <td className="py-1.5 text-right">{num(l.clicks)}</td>
                      <td className="py-1.5 text-right">{rate(l.ctr)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section aria-labelledby="cp-movers" className="rounded-xl border border-slate-200 p-4 lg:col-span-2 dark:border-slate-700">
              <h2 id="cp-movers" className="text-xl font-semibold">
                {t('contentPerformance.moversTitle')}
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('contentPerformance.moversHelp')}</p>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <div>
                  <h3 className="flex items-center gap-1.5 font-semibold text-emerald-800 dark:text-emerald-300">
                    <TrendingUp className="h-4 w-4" aria-hidden />
                    {t('contentPerformance.up')}
                  </h3>
                  {data.movers.up.length === 0 ? (
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('contentPerformance.noneUp')}</p>
                  ) : (
                    <ol className="mt-1 divide-y divide-slate-200 dark:divide-slate-700" data-testid="movers-up">
                      {data.movers.up.map(mover)}
                    </ol>
                  )}
                </div>
                <div>
                  <h3 className="flex items-center gap-1.5 font-semibold text-red-800 dark:text-red-300">
                    <TrendingDown className="h-4 w-4" aria-hidden />
                    {t('contentPerformance.down')}
                  </h3>
                  {data.movers.down.length === 0 ? (
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('contentPerformance.noneDown')}</p>
                  ) : (
                    <ol className="mt-1 divide-y divide-slate-200 dark:divide-slate-700" data-testid="movers-down">
                      {data.movers.down.map(mover)}
                    </ol>
                  )}
                </div>
              </div>
            </section>
          </div>

          <section aria-labelledby="cp-table" className="mt-6">
            <h2 id="cp-table" className="text-xl font-semibold">
              {t('contentPerformance.tableTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('contentPerformance.tableHelp')}</p>
            <div role="group" aria-label={t('contentPerformance.tableTitle')} className="mt-3 flex flex-wrap gap-2">
              {(['pages', 'routes', 'partners'] as const).map((k) => (
                <Button
                  key={k}
                  type="button"
                  size="sm"
                  variant={tab === k ? 'primary' : 'outline'}
                  aria-pressed={tab === k}
                  onClick={() => setTab(k)}
                >
                  {t(`contentPerformance.tabs.${k}`)}
                </Button>
              ))}
            </div>
            {tab === 'pages' ? (
              <SortableTable
                caption={t('contentPerformance.tabs.pages')}
                columns={pageColumns}
                rows={data.pages}
                rowKey={(p) => p.path}
                initial="views"
                empty={t('contentPerformance.empty')}
                testId={(p) => `page-${p.path}`}
              />
            ) : tab === 'routes' ? (
              <SortableTable
                caption={t('contentPerformance.tabs.routes')}
                columns={routeColumns}
                rows={data.routes}
                rowKey={(r) => `${r.route}|${r.lang}`}
                initial="views"
                empty={t('contentPerformance.empty')}
                testId={(r) => `route-${r.route}-${r.lang}`}
              />
            ) : (
              <SortableTable
                caption={t('contentPerformance.tabs.partners')}
                columns={partnerColumns}
                rows={data.partners}
                rowKey={(p) => `${p.type}/${p.id}`}
                initial="clicks"
                empty={t('contentPerformance.noPartners')}
                testId={(p) => `partner-${p.type}-${p.id}`}
              />
            )}
          </section>
        </div>
      )}
    </>
  );
}

import { ArrowDown, ArrowUp, ArrowUpDown, Download, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { serverMessage, statusOf } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/format/numbers';
import { exportBlogAnalytics, useBlogAnalytics, type BlogAnalyticsQuery, type BlogAnalyticsReport } from './api/admin-queries';
import { DateRangeFields, LANGS, saveCsv, shownRange, useDateRange, type Lang } from './date-range';

// The chart library loads with this screen's chart only: nothing of it reaches the public pages.
const ViewsChart = lazy(() => import('./views-chart'));

const MAX_DAYS = 400;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type PostRow = BlogAnalyticsReport['posts'][number];
type SortKey = 'slug' | 'views' | 'readEnds' | 'readThroughRate' | 'signups' | 'outboundClicks';
const NUMERIC_COLUMNS: readonly Exclude<SortKey, 'slug'>[] = ['views', 'readEnds', 'readThroughRate', 'signups', 'outboundClicks'];

function compare(a: PostRow, b: PostRow, key: SortKey): number {
  if (key === 'slug') return a.slug.localeCompare(b.slug);
  // Posts without views (no rate) sort below every rate.
  return (a[key] ?? -1) - (b[key] ?? -1);
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

export function BlogAnalyticsAdmin() {
  const { t } = useTranslation('admin');
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' }>({ key: 'views', dir: 'desc' });
  const fmt = numberFormat('en');
  const pct = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
  const rate = (r: number | null) => (r === null ? '—' : pct.format(r));
  const viewsIn = (l: Lang) => t('blogAnalytics.viewsIn', { language: t(`range.languages.${l}`) });

  // The range and language come from the URL through the shared range hook; the post is this screen's own.
  const range = useDateRange(MAX_DAYS);
  const post = range.params.get('post');
  const query: BlogAnalyticsQuery = { ...range.query, ...(post && SLUG.test(post) ? { post } : {}) };
  const { update } = range;
  const report = useBlogAnalytics(query);
  const data = report.data;
  const { problem } = shownRange(range, data);

  const onExport = async () => {
    try {
      saveCsv(await exportBlogAnalytics(query), `blog-analytics-${data?.from ?? 'from'}-to-${data?.to ?? 'to'}.csv`);
    } catch (err) {
      toast({
        title: statusOf(err) === 401 ? t('toast.sessionEnded') : t('blogAnalytics.exportFailed'),
        description: serverMessage(err),
        variant: 'destructive',
      });
    }
  };

  const posts = [...(data?.posts ?? [])].sort((a, b) => {
    const c = compare(a, b, sort.key);
    return (sort.dir === 'asc' ? c : -c) || a.slug.localeCompare(b.slug);
  });
  const sortBy = (key: SortKey) =>
    setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: key === 'slug' ? 'asc' : 'desc' }));

  const header = (key: SortKey, align: 'left' | 'right' = 'right') => {
    const active = sort.key === key;
    const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
    return (
      <th
        scope="col"
        aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
        className={cn('px-3 py-2', align === 'right' && 'text-right')}
      >
        <button
          type="button"
          onClick={() => sortBy(key)}
          className={cn(
            'inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-blue-300',
            align === 'right' && 'flex-row-reverse',
          )}
        >
          {t(`blogAnalytics.columns.${key}`)}
          <Icon className="h-3.5 w-3.5" aria-hidden />
        </button>
      </th>
    );
  };

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{t('sections.blogAnalytics.title')}</h1>
          <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">{t('blogAnalytics.intro')}</p>
        </div>
        <Button variant="outline" onClick={() => void onExport()} disabled={!data || Boolean(problem)}>
          <Download className="h-4 w-4" aria-hidden />
          {t('csv.export')}
        </Button>
      </div>

      <DateRangeFields range={range} report={data} />
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('blogAnalytics.utc')}</p>
      {query.post && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span>
            {t('blogAnalytics.onePost')} <strong className="font-mono">{query.post}</strong>
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => update({ post: undefined })}>
            <X className="h-4 w-4" aria-hidden />
            {t('blogAnalytics.allPosts')}
          </Button>
        </p>
      )}

      {report.isError ? (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p>{serverMessage(report.error) ?? t('blogAnalytics.loadFailed')}</p>
          <Button className="mt-3" size="sm" variant="outline" onClick={() => void report.refetch()}>
            {t('codes.retry')}
          </Button>
        </div>
      ) : !data ? (
        <div
          role="status"
          aria-label={t('blogAnalytics.loading')}
          className="mt-6 h-96 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800"
        />
      ) : (
        <div aria-busy={report.isFetching} className={cn(report.isPlaceholderData && 'opacity-60')}>
          <p className="sr-only" aria-live="polite">
            {t('blogAnalytics.showing', { from: data.from, to: data.to })}
          </p>
          <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-5">
            <Stat label={t('blogAnalytics.columns.views')} value={fmt.format(data.totals.views)} testId="total-views" />
            <Stat label={t('blogAnalytics.columns.readEnds')} value={fmt.format(data.totals.readEnds)} testId="total-read-ends" />
            <Stat label={t('blogAnalytics.columns.readThroughRate')} value={rate(data.totals.readThroughRate)} testId="total-rate" />
            <Stat label={t('blogAnalytics.columns.signups')} value={fmt.format(data.totals.signups)} testId="total-signups" />
            <Stat label={t('blogAnalytics.columns.outboundClicks')} value={fmt.format(data.totals.outboundClicks)} testId="total-clicks" />
          </dl>

          <section aria-labelledby="ba-chart" className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <h2 id="ba-chart" className="text-xl font-semibold">
              {t('blogAnalytics.chartTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('blogAnalytics.chartHelp')}</p>
            <Suspense fallback={<div className="mt-3 h-72 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />}>
              <ViewsChart
                days={data.days}
                line={data.days.map((d) => d.readEnds)}
                lang={data.lang ?? undefined}
                label={t('blogAnalytics.chartLabel', { from: data.from, to: data.to })}
                names={{
                  en: viewsIn('en'),
                  es: viewsIn('es'),
                  de: viewsIn('de'),
                  pt: viewsIn('pt'),
                  line: t('blogAnalytics.columns.readEnds'),
                }}
              />
            </Suspense>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium text-blue-800 dark:text-blue-300">{t('blogAnalytics.perDay')}</summary>
              <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('blogAnalytics.perDay')}</caption>
                  <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        {t('blogAnalytics.columns.day')}
                      </th>
                      {NUMERIC_COLUMNS.map((k) => (
                        <th key={k} scope="col" className="px-3 py-2 text-right">
                          {t(`blogAnalytics.columns.${k}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-700">
                    {data.days.map((d) => (
                      <tr key={d.day}>
                        <th scope="row" className="px-3 py-1.5 font-normal">
                          {d.day}
                        </th>
                        <td className="px-3 py-1.5 text-right">{fmt.format(d.views)}</td>
                        <td className="px-3 py-1.5 text-right">{fmt.format(d.readEnds)}</td>
                        <td className="px-3 py-1.5 text-right">{rate(d.readThroughRate)}</td>
                        <td className="px-3 py-1.5 text-right">{fmt.format(d.signups)}</td>
                        <td className="px-3 py-1.5 text-right">{fmt.format(d.outboundClicks)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </section>

          <section aria-labelledby="ba-posts" className="mt-6">
            <h2 id="ba-posts" className="text-xl font-semibold">
              {t('blogAnalytics.postsTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('blogAnalytics.postsHelp')}</p>
            <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
              <table className="w-full min-w-[52rem] text-left text-sm">
                <caption className="sr-only">{t('blogAnalytics.postsTitle')}</caption>
                <thead className="whitespace-nowrap bg-slate-50 text-xs text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                  <tr>
                    {header('slug', 'left')}
                    {NUMERIC_COLUMNS.map((k) => header(k))}
                    <th scope="col" className="px-3 py-2 uppercase tracking-wide">
                      {t('blogAnalytics.columns.byLanguage')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-700">
                  {posts.length === 0 ? (
                    <tr>
                      <td colSpan={7} className="px-3 py-8 text-center text-slate-600 dark:text-slate-300">
                        {t('blogAnalytics.empty')}
                      </td>
                    </tr>
                  ) : (
                    posts.map((p) => (
                      <tr key={p.slug} data-testid={`post-${p.slug}`}>
                        <th scope="row" className="min-w-[16rem] px-3 py-2 text-left font-normal">
                          <span className="flex flex-col items-start gap-0.5">
                            <Link
                              to={`/blog/${p.slug}`}
                              className="font-medium text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
                            >
                              {p.slug}
                            </Link>
                            {query.post !== p.slug && (
                              <button
                                type="button"
                                onClick={() => update({ post: p.slug })}
                                className="rounded text-xs font-medium text-slate-600 underline underline-offset-2 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:text-blue-300"
                              >
                                {t('blogAnalytics.chartPost')}
                                <span className="sr-only"> {p.slug}</span>
                              </button>
                            )}
                          </span>
                        </th>
                        <td className="px-3 py-2 text-right" data-col="views">
                          {fmt.format(p.views)}
                        </td>
                        <td className="px-3 py-2 text-right" data-col="readEnds">
                          {fmt.format(p.readEnds)}
                        </td>
                        <td className="px-3 py-2 text-right" data-col="readThroughRate">
                          {rate(p.readThroughRate)}
                        </td>
                        <td className="px-3 py-2 text-right" data-col="signups">
                          {fmt.format(p.signups)}
                        </td>
                        <td className="px-3 py-2 text-right" data-col="outboundClicks">
                          {fmt.format(p.outboundClicks)}
                        </td>
                        <td className="whitespace-nowrap px-3 py-2 text-xs text-slate-600 dark:text-slate-300">
                          {LANGS.map((l) => `${l.toUpperCase()} ${fmt.format(p.viewsByLanguage[l])}`).join(' · ')}
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </section>
        </div>
      )}
    </>
  );
}

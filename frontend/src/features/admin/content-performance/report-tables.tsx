// The content performance report's detail: pages, routes or partners, each a sortable table.
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { useReportFormat, type PageRow, type PartnerRow, type Report, type RouteRow, type Tab } from './report-format';
import { SortableTable, type Column } from './sortable-table';

export function ReportTables({ data, tab, setTab }: { data: Report; tab: Tab; setTab: (tab: Tab) => void }) {
  const { t } = useTranslation('admin');
  const { rate, changeText, langName, num } = useReportFormat();
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

  return (
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
  );
}

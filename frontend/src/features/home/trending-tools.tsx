import type { LucideIcon } from 'lucide-react';
import { Activity, Bot, ChartCandlestick, ChartNoAxesCombined, ChartPie, Rabbit, Receipt, Telescope } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { partnerPageHref } from '@coinatlas/domain/partners/pages';
import { Button } from '@/components/ui/button';
import { EditorsPickNote, isEditorsPick, TopPickBadge } from '@/components/editors-pick';
import { ProvenanceNote } from '@/components/provenance';
import { useContentLanguage } from '@/lib/api/content-queries';
import { cn } from '@/lib/cn';
import { TOOL_FILTERS, countByFilter, filterTools, type ToolFilter, type TrendingTool } from './trending-tools-data';
import { trendingToolsQuery } from './trending-tools-query';

/** The card icons the content records may name. */
const ICONS: Record<TrendingTool['icon'], LucideIcon> = {
  activity: Activity,
  bot: Bot,
  'chart-candlestick': ChartCandlestick,
  'chart-no-axes-combined': ChartNoAxesCombined,
  'chart-pie': ChartPie,
  rabbit: Rabbit,
  receipt: Receipt,
  telescope: Telescope,
};

/** Placeholder cards while the tools load, as tall as the cards, so nothing below moves. */
const PLACEHOLDERS = 4;

export function TrendingTools() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  const [filter, setFilter] = useState<ToolFilter>('all');
  const { data: tools } = useQuery(trendingToolsQuery(useContentLanguage()));
  const counts = tools && countByFilter(tools);
  const shown = tools ? filterTools(tools, filter) : [];

  return (
    <section
      aria-labelledby="trending-tools-title"
      className="border-y border-slate-200 bg-slate-50 py-14 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="trending-tools-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {t('trending.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{t('trending.subtitle')}</p>
        </div>

        <div role="group" aria-label={t('trending.filterLabel')} className="mt-8 flex flex-wrap justify-center gap-2">
          {TOOL_FILTERS.map((f) => {
            const active = f === filter;
            return (
              <button
                key={f}
                type="button"
                aria-pressed={active}
                data-filter={f}
                onClick={() => setFilter(f)}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                  active
                    ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-blue-400 hover:text-blue-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-blue-500 dark:hover:text-blue-200',
                )}
              >
                {t(`trending.filters.${f}`)}
                <span
                  data-count
                  className={cn(
                    'min-w-6 rounded-full px-1.5 py-0.5 text-xs font-semibold',
                    active
                      ? 'bg-white/20 text-white dark:bg-slate-950/15 dark:text-slate-950'
                      : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
                  )}
                >
                  {counts?.[f]}
                </span>
              </button>
            );
          })}
        </div>
        <p className="sr-only" aria-live="polite">
          {tools && t('trending.showing', { count: shown.length })}
        </p>

        {!tools && (
          <div role="status" aria-label={tCommon('loading')} className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <div key={i} className="h-72 animate-pulse rounded-2xl bg-slate-200/70 dark:bg-slate-800" />
            ))}
          </div>
        )}
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" hidden={!tools}>
          {shown.map(({ id, name, category, icon, text, offerProvenance, editorsPick, page }) => {
            const Icon = ICONS[icon];
            // "Top pick" only where an editor's record says who picked it, when and why (no hand-set flag).
            const picked = isEditorsPick(editorsPick) ? editorsPick : undefined;
            return (
              <li
                key={id}
                data-tool={id}
                className={cn(
                  'relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900',
                  picked ? 'border-amber-300 dark:border-amber-700' : 'border-slate-200 dark:border-slate-800',
                )}
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200">
                    <Icon className="h-6 w-6" aria-hidden />
                  </span>
                  {picked && <TopPickBadge />}
                </div>
                {picked && <EditorsPickNote pick={picked} className="mt-3" />}
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{name}</h3>
                <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs">
                  <span className="font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">
                    {t(`trending.filters.${category}`)}
                  </span>
                  <span
                    data-tag
                    className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
                  >
                    {text.tag}
                  </span>
                </div>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{text.description}</p>
                {offerProvenance && (
                  <div className="mt-3 text-sm">
                    <p className="font-medium text-emerald-800 dark:text-emerald-300" data-testid="offer">
                      {text.offer}
                    </p>
                    <p className="mt-0.5 text-xs" data-testid="offer-source">
                      <ProvenanceNote provenance={offerProvenance} />
                    </p>
                  </div>
                )}
                <Button asChild variant="outline" className="mt-4 w-full">
                  <Link to={partnerPageHref({ type: 'tool', id, page })} data-partner-page={`tool/${id}`}>
                    {t('trending.viewDetails')}
                    <span className="sr-only"> {t('trending.viewDetailsOf', { name })}</span>
                  </Link>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

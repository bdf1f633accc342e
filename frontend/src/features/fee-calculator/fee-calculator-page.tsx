import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import type { BreadcrumbItem } from '@/components/page/breadcrumbs';
import { costQueries, costQueryFromUrl } from '@/lib/api/cost-queries';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import type { PageLoaderContext } from '@/lib/page-module';
import { useVisitorCountry } from '@/lib/region/use-region';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { feeQueries } from './api/fee-queries';
import { LiveRanking } from './live-ranking';
import { ScheduleTable } from './schedule-table';
import { useCostQuery, useFollowVisitorCountry } from './use-cost-query';

/**
 * Loaded before the page renders, when the address names a country (a form sent without JavaScript, or a
 * shared link): the live ranking and the published facts for it, so the page holds them without
 * JavaScript. Without a country the server renders the question; the coin prices are live data and load in
 * the browser.
 */
export const loader = (ctx: PageLoaderContext) => {
  const q = costQueryFromUrl(ctx.url.searchParams, ctx.lang);
  if (!q.country) return Promise.resolve();
  return Promise.all([
    ctx.queryClient.prefetchQuery(costQueries.quote(q)),
    ctx.queryClient.prefetchQuery(feeQueries.schedules({ fiat: q.fiat, method: q.method, country: q.country })),
  ]);
};

export default function FeeCalculatorPage() {
  const { t } = useTranslation('fees');
  const query = useCostQuery();
  const visitor = useVisitorCountry();
  useFollowVisitorCountry(query, visitor);
  // the published-schedule table names the same figures with the same sources as the live one
  const live = useQuery({ ...costQueries.quote(query), enabled: query.country !== null });
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const crumbs: BreadcrumbItem[] = [
    { label: t('breadcrumbHome'), href: '/' },
    { label: t('breadcrumbTools'), href: '/tools' },
    { label: t('crumb'), href: '/fee-calculator', isCurrentPage: true },
  ];
  const country = query.country;
  return (
    <ListingPage breadcrumbs={crumbs} title={t('title')} intro={t('intro')}>
      <ListingSection headingId="live-heading" heading={t('live.heading')} showHeading>
        <p className="-mt-2 mb-4 max-w-3xl text-slate-700 dark:text-slate-300">{t('live.intro')}</p>
        <LiveRanking query={query} visitor={visitor} />
      </ListingSection>
      <ListingSection headingId="calculator-heading" heading={t('schedules.heading')} showHeading>
        <p className="-mt-2 mb-4 max-w-3xl text-slate-700 dark:text-slate-300">{t('schedules.intro')}</p>
        {country ? (
          <ScheduleTable query={{ ...query, country }} live={live.data} />
        ) : (
          <p
            className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            data-testid="schedules-gate"
          >
            {t('schedules.needCountry')}
          </p>
        )}
      </ListingSection>
    </ListingPage>
  );
}

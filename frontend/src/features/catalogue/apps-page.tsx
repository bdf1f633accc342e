import { ArrowRight } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, useLocation } from 'react-router-dom';
import { ListingPage } from '@/components/page/listing-page';
import { ListingPager, MissingListingPage } from '@/components/page/listing-pager';
import { AvailabilityNote, CountryPicker, HiddenPartners, useCountryFilter } from '@/components/availability/country-filter';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { ListingSkeleton } from '@/components/page/listing-skeleton';
import { latestUpdated, useContentLanguage } from '@/lib/api/content-queries';
import { pageCount, pageOf, useListingPage } from '@/lib/listing-pages';
import { Deferred, preloadable } from '@/lib/hydrate-on-view';
import type { PageLoaderContext } from '@/lib/page-module';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { appCardsQuery, appIndexQuery, type AppIndexEntry } from './apps/app-queries';
import { APP_CATEGORIES, type AppCategory } from './apps/app-types';
import { CATEGORY_ICONS } from './apps/category-icons';
import { filterApps, type AppFilter } from './apps/filter-apps';
import { formatLongDate } from './listing-format';
import { partnerItemListJsonLd } from '@/lib/seo/listing-json-ld';
import { useAbsoluteUrl } from '@/lib/site-context';
import { NamedList } from '@/components/ui/named-list';

const NO_APPS: readonly AppIndexEntry[] = [];

/** The directory's index and the cards' records, loaded before the page renders (the page embeds the index only). */
export async function loader({ queryClient, lang }: PageLoaderContext): Promise<void> {
  await Promise.all([queryClient.prefetchQuery(appIndexQuery(lang)), queryClient.prefetchQuery(appCardsQuery(lang)), AppCard.load()]);
}

// The card's code comes with the cards' records.
const AppCard = preloadable(() => import('./apps/app-card').then((m) => m.AppCard));

/**
 * One app's card. The page embeds only the directory's index, so the card keeps the server's markup (React
 * leaves it alone) until it comes near the screen, is pressed, or is the one the URL points at; then the
 * cards' records and code are fetched (once, for every card) and it is rendered live, the same as the server drew it.
 */
const AppCardSlot = memo(function AppCardSlot({ id, early }: { id: string; early: boolean }) {
  const queryClient = useQueryClient();
  const lang = useContentLanguage();
  const ready = useCallback(() => Promise.all([queryClient.ensureQueryData(appCardsQuery(lang)), AppCard.load()]), [queryClient, lang]);
  return (
    <Deferred ready={ready} margin="200px 0px" early={early} className="flex flex-1 flex-col">
      {() => <LiveAppCard id={id} />}
    </Deferred>
  );
});

function LiveAppCard({ id }: { id: string }) {
  const { data: app } = useQuery({ ...appCardsQuery(useContentLanguage()), select: (list) => list.find((a) => a.id === id) });
  return app ? <AppCard app={app} /> : null;
}

export default function AppsPage() {
  const { t, i18n } = useTranslation(['apps', 'nav', 'common', 'availability']);
  const absolute = useAbsoluteUrl();
  const [filter, setFilter] = useState<AppFilter>({ query: '', category: 'all' });
  const categoryId = useId();
  const lang = useContentLanguage();
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const { data } = useQuery(appIndexQuery(lang));
  const APPS = data ?? NO_APPS;
  // The cards' records, once here (never embedded: see AppCardSlot); the search reads their texts.
  const cards = useQuery({ ...appCardsQuery(lang), enabled: false }).data;
  const searchable = useMemo(() => {
    if (!cards) return APPS;
    const texts = new Map(cards.map((a) => [a.id, a.text]));
    return APPS.map((a) => ({ ...a, text: texts.get(a.id) }));
  }, [APPS, cards]);
  // A card the URL points at is highlighted once it is live, so the swap from the server's markup keeps it.
  useHashHighlight(cards !== undefined);
  const page = useListingPage();
  const missing = data !== undefined && page > pageCount(data.length);
  usePageMeta({
    title: t('meta.title'),
    description: t('meta.description', { count: APPS.length }),
    ...(page > 1 ? { query: `page=${page}` } : {}),
    notFound: missing,
  });

  // Categories in filter order that at least one app has.
  const CATEGORIES = APP_CATEGORIES.filter((c) => APPS.some((a) => a.category === c));
  const COUNT_BY_CATEGORY = new Map(CATEGORIES.map((c) => [c, APPS.filter((a) => a.category === c).length]));
  // The visitor's country hides the apps verified as not available there (after hydration).
  const country = useCountryFilter('app', filterApps(searchable, filter));
  // One page of the apps shown: the server renders no more cards than that, however many apps there are.
  const paged = pageOf(country.shown, page);
  const shown = paged.items;
  const active = filter.query.trim() !== '' || filter.category !== 'all';
  const setCategory = (category: AppCategory | 'all') => setFilter((f) => ({ ...f, category }));
  const clear = () => setFilter({ query: '', category: 'all' });

  let countLine = t('count', { shown: shown.length, total: APPS.length });
  if (filter.category !== 'all') countLine += t('countIn', { category: t(`categories.${filter.category}`) });
  if (filter.query.trim()) countLine += t('countMatching', { query: filter.query.trim() });

  const lastUpdated = latestUpdated(data);
  const updated = lastUpdated ? formatLongDate(lastUpdated, i18n.language) : '';

  const structured = useMemo(
    () => (import.meta.env.SSR ? partnerItemListJsonLd(t('title'), 'app', APPS, absolute) : undefined),
    [t, APPS, absolute],
  );

  if (missing) return <MissingListingPage page={page} pages={pageCount(APPS.length)} />;
  return (
    <ListingPage
      breadcrumbs={[
        { label: t('nav:home'), href: '/' },
        { label: t('nav:apps'), href: '/apps', isCurrentPage: true },
      ]}
      jsonLd={structured}
      title={t('title')}
      intro={t('intro')}
      header={
        <p className="mt-3 max-w-3xl text-sm text-slate-600 dark:text-slate-300">
          {APPS.some((a) => a.rated) && <>{t('ratingNote')} </>}
          <span className="whitespace-nowrap">{updated ? t('lastUpdated', { date: updated }) : '\u00a0'}</span>
        </p>
      }
    >
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div role="search" aria-label={t('searchLabel')} className="space-y-5">
          <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
            <SearchField
              size="md"
              label={t('searchLabel')}
              value={filter.query}
              onValueChange={(query) => {
                setFilter((f) => ({ ...f, query }));
                // the search reads descriptions and features, which come with the cards' records
                void queryClient.prefetchQuery(appCardsQuery(lang));
              }}
              placeholder={t('searchPlaceholder')}
              clearLabel={t('clearSearch')}
              autoComplete="off"
            />
            <div>
              <label htmlFor={categoryId} className="sr-only">
                {t('categoryLabel')}
              </label>
              <Select
                id={categoryId}
                size="md"
                value={filter.category}
                onChange={(e) => setCategory(e.target.value as AppCategory | 'all')}
                className="w-full"
              >
                <option value="all">{t('allCategories')}</option>
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </Select>
            </div>
          </div>

          <NamedList name={t('categoryGridLabel')} className="grid grid-cols-3 gap-2 md:grid-cols-5 lg:grid-cols-9">
            {(['all', ...CATEGORIES] as const).map((c) => {
              const Icon = CATEGORY_ICONS[c];
              const pressed = filter.category === c;
              const label = c === 'all' ? t('allCategories') : t(`categories.${c}`);
              const count = c === 'all' ? APPS.length : COUNT_BY_CATEGORY.get(c);
              return (
                <li key={c}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => setCategory(c)}
                    className={cn(
                      'flex h-full w-full flex-col items-center gap-1 rounded-lg border px-1.5 py-2.5 text-center text-sm font-medium transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                      pressed
                        ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950'
                        : 'border-slate-200 bg-white text-slate-800 hover:border-blue-400 hover:bg-blue-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
                    )}
                  >
                    <Icon className="h-6 w-6" aria-hidden />
                    <span>{label}</span>
                    <span className={cn('text-xs', pressed ? 'opacity-90' : 'text-slate-600 dark:text-slate-300')}>{count}</span>
                  </button>
                </li>
              );
            })}
          </NamedList>

          <CountryPicker filter={country} what={t('availability:what.app')} />
          <p aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="apps-count">
            {data ? countLine : '\u00a0'}
          </p>
        </div>

        {!data ? (
          <div className="mt-6">
            <ListingSkeleton label={t('common:loading')} />
          </div>
        ) : shown.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
            <p className="text-lg font-medium">{t('empty')}</p>
            <Button variant="outline" className="mt-4" onClick={clear}>
              {t('clearFilters')}
            </Button>
          </div>
        ) : (
          <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((app) => (
              <div key={app.id} className="flex flex-col">
                <AppCardSlot id={app.id} early={hash === `#${app.id}`} />
                <AvailabilityNote filter={country} id={app.id} />
              </div>
            ))}
          </div>
        )}
        <ListingPager page={paged.page} pages={paged.pages} />
        <HiddenPartners filter={country} nameOf={(a) => a.name} />
        {active && shown.length > 0 && (
          <div className="mt-6 text-center">
            <Button variant="ghost" onClick={clear}>
              {t('clearFilters')}
            </Button>
          </div>
        )}

        <section aria-labelledby="apps-explore" className="mt-14 rounded-xl bg-slate-50 p-6 dark:bg-slate-900">
          <h2 id="apps-explore" className="text-xl font-semibold">
            {t('explore.heading')}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('explore.text')}</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {(
              [
                ['/exchanges', 'exchanges'],
                ['/wallets', 'wallets'],
                ['/trading-bots', 'tradingBots'],
              ] as const
            ).map(([href, key]) => (
              <li key={href}>
                <Link
                  to={href}
                  className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-50 dark:hover:bg-slate-800"
                >
                  {t(`explore.${key}`)}
                  <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-5 text-xs text-slate-600 dark:text-slate-300">{t('disclosure')}</p>
        </section>
      </div>
    </ListingPage>
  );
}

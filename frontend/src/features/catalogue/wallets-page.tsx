import { ArrowRight, Cpu, Layers, Smartphone } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, useLocation } from 'react-router-dom';
import type { BreadcrumbItem } from '@/components/page/breadcrumbs';
import { ListingPage } from '@/components/page/listing-page';
import { ListingPager, MissingListingPage } from '@/components/page/listing-pager';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { ListingSkeleton } from '@/components/page/listing-skeleton';
import { contentQueries, latestUpdated, partnerPageLoader, partnerPageQuery, useContentLanguage } from '@/lib/api/content-queries';
import { pageOf, useListingPage } from '@/lib/listing-pages';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import {
  CHAIN_FILTERS,
  NO_WALLET_FILTER,
  filterWallets,
  scopeFromPath,
  type ChainFilter,
  type WalletFilter,
  type WalletScope,
} from './wallets/filter-wallets';
import { OpenSourceBadge, TypeBadge, useChainsText, usePriceText } from './wallets/wallet-badges';
import { WalletCard } from './wallets/wallet-card';
import { toWallet, type Wallet } from './wallets/wallet-types';
import { formatLongDate } from './listing-format';
import { listedEntry, partnerItemListJsonLd } from '@/lib/seo/listing-json-ld';
import { useAbsoluteUrl } from '@/lib/site-context';
import { CompareTrayHost } from '@/components/compare/compare-tray-host';
import { PopularComparisons } from '@/components/compare/popular-comparisons-on-view';

const NO_WALLETS: readonly Wallet[] = [];
const SCOPES: ReadonlyArray<{ scope: WalletScope; href: string }> = [
  { scope: 'all', href: '/wallets' },
  { scope: 'hardware', href: '/wallets/hardware' },
  { scope: 'software', href: '/wallets/software' },
];

/** The scope of a path (/wallets/hardware) as the page query names it: a wallet category, or none for all. */
const categoryOf = (path: string) => {
  const scope = scopeFromPath(path);
  return scope === 'all' ? undefined : scope;
};

/** The page of wallets the address asks for, loaded before the page renders. */
export const loader = partnerPageLoader('wallet', undefined, categoryOf);

export default function WalletsPage() {
  const { t, i18n } = useTranslation(['wallets', 'nav', 'common']);
  const absolute = useAbsoluteUrl();
  const { pathname } = useLocation();
  const scope = scopeFromPath(pathname);
  const [filter, setFilter] = useState<WalletFilter>(NO_WALLET_FILTER);
  const active = filter.chain !== 'any' || filter.openSourceOnly;
  const contentLang = useContentLanguage();
  const page = useListingPage();
  const { data: listing } = useQuery(partnerPageQuery('wallet', contentLang, page, categoryOf(pathname)));
  // The page embeds its own wallets; a filter over several pages reads every wallet (fetched then).
  const every = useQuery({ ...contentQueries.partners('wallet', contentLang), enabled: active && (listing?.pages ?? 1) > 1 }).data;
  const data = every ?? listing?.records;
  const WALLETS = useMemo(() => data?.map(toWallet) ?? NO_WALLETS, [data]);
  const missing = listing !== undefined && page > listing.pages;
  /** How many wallets a scope has, counted over every wallet (the page's index). */
  const countIn = (s: WalletScope) => (listing?.index ?? []).filter((w) => s === 'all' || w.category === s).length;
  const chainId = useId();
  const openSourceId = useId();
  const chainsText = useChainsText();
  const priceText = usePriceText();
  useHashHighlight(data !== undefined);
  usePageMeta({
    title: t(`meta.${scope}.title`),
    description: t(`meta.${scope}.description`, { count: countIn(scope) }),
    ...(page > 1 ? { query: `page=${page}` } : {}),
    notFound: missing,
  });

  // Every wallet is at hand (`every`), or this page's: then it is one page of the filtered wallets.
  const paged = pageOf(filterWallets(WALLETS, scope, filter), every ? page : 1);
  const shown = paged.items;
  const lastUpdated = latestUpdated(listing?.index);
  const updated = lastUpdated ? formatLongDate(lastUpdated, i18n.language) : undefined;

  const crumbs: BreadcrumbItem[] = [
    { label: t('nav:home'), href: '/' },
    { label: t('nav:wallets'), href: '/wallets', isCurrentPage: scope === 'all' },
  ];
  if (scope !== 'all') {
    crumbs.push({ label: t(scope === 'hardware' ? 'nav:hardwareWallets' : 'nav:softwareWallets'), href: pathname, isCurrentPage: true });
  }

  // the records of the scope, in the page's order
  const structured = import.meta.env.SSR
    ? partnerItemListJsonLd(
        t(`title.${scope}`),
        'wallet',
        (data ?? []).filter((w) => scope === 'all' || w.category === scope).map(listedEntry),
        absolute,
      )
    : undefined;

  if (listing && missing) return <MissingListingPage page={page} pages={listing.pages} />;
  return (
    <ListingPage
      breadcrumbs={crumbs}
      jsonLd={structured}
      title={t(`title.${scope}`)}
      intro={t(`intro.${scope}`)}
      updated={updated ? t('lastUpdated', { date: updated }) : '\u00a0'}
    >
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div role="search" aria-label={t('typeNav')} className="space-y-4">
          <nav aria-label={t('typeNav')}>
            <ul className="flex flex-wrap gap-2">
              {SCOPES.map((s) => {
                const current = s.scope === scope;
                return (
                  <li key={s.scope}>
                    <Link
                      to={s.href}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                        current
                          ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950'
                          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
                      )}
                    >
                      {t(`types.${s.scope}`, { count: countIn(s.scope) })}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
            <div>
              <label htmlFor={chainId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
                {t('chainLabel')}
              </label>
              <Select
                id={chainId}
                size="md"
                value={filter.chain}
                onChange={(e) => setFilter((f) => ({ ...f, chain: e.target.value as ChainFilter }))}
                className="mt-1 w-56 max-w-full"
              >
                {CHAIN_FILTERS.map((c) => (
                  <option key={c} value={c}>
                    {t(`chainOptions.${c}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex h-11 items-center gap-2">
              <input
                id={openSourceId}
                type="checkbox"
                checked={filter.openSourceOnly}
                onChange={(e) => setFilter((f) => ({ ...f, openSourceOnly: e.target.checked }))}
                className="h-5 w-5 rounded border-slate-400 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              />
              <label htmlFor={openSourceId} className="text-sm font-medium text-slate-800 dark:text-slate-100">
                {t('openSourceOnly')}
              </label>
            </div>
            {active && (
              <Button variant="ghost" onClick={() => setFilter(NO_WALLET_FILTER)} className="h-11">
                {t('clearFilters')}
              </Button>
            )}
          </div>

          <p aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="wallets-count">
            {t('count', { shown: shown.length, total: countIn(scope) })}
          </p>
        </div>

        {!data ? (
          <div className="mt-8">
            <ListingSkeleton label={t('common:loading')} />
          </div>
        ) : shown.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
            <p className="text-lg font-medium">{t('empty')}</p>
            <Button variant="outline" className="mt-4" onClick={() => setFilter(NO_WALLET_FILTER)}>
              {t('clearFilters')}
            </Button>
          </div>
        ) : (
          <>
            <section aria-labelledby="wallets-glance" className="mt-8 hidden md:block">
              <h2 id="wallets-glance" className="text-xl font-semibold">
                {t('glance.heading')}
              </h2>
              <div className="mt-3 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('glance.caption')}</caption>
                  <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-200">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('glance.name')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('type')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('chains')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('openSource')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('price')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                    {shown.map((w) => (
                      <tr key={w.id} data-glance-id={w.id}>
                        <th scope="row" className="px-4 py-3 font-medium">
                          <a href={`#${w.id}`} className="text-blue-700 underline-offset-4 hover:underline dark:text-blue-300">
                            {w.name}
                          </a>
                        </th>
                        <td className="px-4 py-3">
                          <TypeBadge type={w.type} />
                        </td>
                        <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{chainsText(w)}</td>
                        <td className="px-4 py-3">
                          <OpenSourceBadge level={w.openSource} />
                        </td>
                        <td className="px-4 py-3 text-slate-700 dark:text-slate-300">
                          {w.type === 'hardware' ? t(`priceBand.${w.priceBand}`) : priceText(w)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>

            <h2 className="sr-only">{t(`title.${scope}`)}</h2>
            <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((w) => (
                <WalletCard key={w.id} wallet={w} />
              ))}
            </div>
            <ListingPager page={every ? paged.page : page} pages={every ? paged.pages : (listing?.pages ?? 1)} />
          </>
        )}

        <p className="mt-8 text-sm text-slate-600 dark:text-slate-300">{t('pricesNote')}</p>

        <section aria-labelledby="wallets-guide" className="mt-12">
          <h2 id="wallets-guide" className="text-xl font-semibold">
            {t('guide.heading')}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {(
              [
                ['hardware', Cpu],
                ['software', Smartphone],
                ['both', Layers],
              ] as const
            ).map(([key, Icon]) => (
              <div key={key} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon className="h-5 w-5 text-blue-700 dark:text-blue-300" aria-hidden />
                  {t(`guide.${key}Title`)}
                </h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(`guide.${key}`)}</p>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="wallets-explore" className="mt-12 rounded-xl bg-slate-50 p-6 dark:bg-slate-900">
          <h2 id="wallets-explore" className="text-xl font-semibold">
            {t('explore.heading')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {(
              [
                ['/concepts', 'concepts'],
                ['/exchanges', 'exchanges'],
                ['/tools', 'tools'],
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
      <PopularComparisons kind="wallets" partners={listing?.index} />
      <CompareTrayHost kind="wallets" names={Object.fromEntries((listing?.index ?? []).map((w) => [w.id, w.name]))} />
    </ListingPage>
  );
}

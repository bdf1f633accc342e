import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { BreadcrumbItem } from '@/components/page/breadcrumbs';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import { ListingPager, MissingListingPage } from '@/components/page/listing-pager';
import {
  AvailabilityNote,
  CountryPicker,
  HiddenPartners,
  useCountryFilter,
  type CountryFilter,
} from '@/components/availability/country-filter';
import { subdivisionName } from '@/components/exchange-facts/subdivisions';
import { Button } from '@/components/ui/button';
import { perLanguage } from '@/lib/format/per-language';
import { exchangeCardsQuery, exchangeIndexQuery, type ExchangeIndexEntry } from '@/lib/content/exchanges';
import { useContentLanguage } from '@/lib/api/content-queries';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useAbsoluteUrl } from '@/lib/site-context';
import { partnerItemListJsonLd } from '@/lib/seo/listing-json-ld';
import { Deferred, preloadable } from '@/lib/hydrate-on-view';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { pageCount, pageOf, useListingPage } from '@/lib/listing-pages';
import {
  applyDirectory,
  defaultsFor,
  paramsFor,
  stateFrom,
  viewOf,
  visitorPayment,
  type DirectoryState,
  type DirectoryView,
} from './directory';
import { Controls } from './directory-controls';
import { countsOf, Explainer, VIEW_PATH } from './directory-explainer';
import { CompareTrayHost } from '@/components/compare/compare-tray-host';
import { PopularComparisons } from '@/components/compare/popular-comparisons-on-view';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';
import { useVisitorCountry } from '@/lib/region/use-region';
import type { PageLoaderContext } from '@/lib/page-module';

// The directory renders often (filters, the visitor's country): one date formatter per language.
const footnoteDate = perLanguage((language) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }));

/**
 * Under a card's availability note: the parts of the visitor's country where its record says it is not
 * offered (US states, say), by name. Nothing while no country is confirmed or none is recorded.
 */
function ExceptNote({ filter, id }: { filter: CountryFilter<unknown>; id: string }) {
  const { t, i18n } = useTranslation('exchanges');
  const state = filter.stateOf(id);
  const except = state?.state === 'available' ? state.fact.except : undefined;
  if (!except?.length) return null;
  const lang = i18n.language;
  const places = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(except.map((c) => subdivisionName(c, lang)));
  return (
    <p className="px-1 text-xs text-slate-600 dark:text-slate-300" data-testid="availability-except">
      {t('availabilityExcept', { places })}
    </p>
  );
}

/**
 * One card of the directory. The page embeds only the directory's index (ExchangeIndexEntry): the cards'
 * facts are not in it, so each card keeps the server's markup (React leaves it alone) until it comes near
 * the screen, or is pressed, or is the one the URL points at; then the cards' records and code are fetched
 * (once, for every card) and the card is rendered live, the same as the server drew it. A client-side navigation
 * has the records already (the loader fetches them) and renders every card at once. Memoized: the
 * directory re-renders as filters and the visitor's country arrive, and the cards do not change then.
 */
// The card's code comes with the cards' records (a phone's first screen shows none).
const ExchangeCard = preloadable(() => import('./exchange-card').then((m) => m.ExchangeCard));

const DirectoryCard = memo(function DirectoryCard({ id, early }: { id: string; early: boolean }) {
  const queryClient = useQueryClient();
  const lang = useContentLanguage();
  const ready = useCallback(
    () => Promise.all([queryClient.ensureQueryData(exchangeCardsQuery(lang)), ExchangeCard.load()]),
    [queryClient, lang],
  );
  return (
    <Deferred ready={ready} margin="200px 0px" early={early} className="flex flex-1">
      {() => <LiveCard id={id} />}
    </Deferred>
  );
});

function LiveCard({ id }: { id: string }) {
  const { data: exchange } = useQuery({ ...exchangeCardsQuery(useContentLanguage()), select: (list) => list.find((e) => e.id === id) });
  return exchange ? <ExchangeCard exchange={exchange} /> : null;
}

/**
 * The directory's index and its cards' records, loaded before the page renders (the page embeds the index
 * only), with the active referral codes.
 */
export async function loader({ queryClient, lang }: PageLoaderContext): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(exchangeIndexQuery(lang)),
    queryClient.prefetchQuery(exchangeCardsQuery(lang)),
    queryClient.prefetchQuery(referralCodeQueries.active()),
    ExchangeCard.load(),
  ]);
}

export default function ExchangesPage() {
  // A new path starts from its own default filters.
  const { pathname } = useLocation();
  const { data } = useQuery(exchangeIndexQuery(useContentLanguage()));
  const view = viewOf(pathname);
  return data ? <Directory key={view} view={view} exchanges={data} /> : <DirectoryLoading view={view} />;
}

/** The page's frame while the exchanges load: title and placeholder cards where the directory goes. */
function DirectoryLoading({ view }: { view: DirectoryView }) {
  const { t } = useTranslation(['exchanges', 'common']);
  usePageMeta({ title: t(`views.${view}.metaTitle`), description: '' });
  const crumbs: BreadcrumbItem[] = [
    { label: t('breadcrumbHome'), href: '/' },
    { label: t('breadcrumbExchanges'), href: '/exchanges', isCurrentPage: view === 'overview' },
  ];
  if (view !== 'overview') crumbs.push({ label: t(`views.${view}.crumb`), href: VIEW_PATH[view], isCurrentPage: true });
  return (
    <ListingPage breadcrumbs={crumbs} title={t(`views.${view}.title`)}>
      <ListingSection headingId="directory-heading" heading={t('directoryHeading')} showHeading loadingLabel={t('common:loading')}>
        {null}
      </ListingSection>
    </ListingPage>
  );
}

function Directory({ view, exchanges }: { view: DirectoryView; exchanges: readonly ExchangeIndexEntry[] }) {
  const COUNTS = countsOf(exchanges);
  // The widgets' namespace loads with the page's, in parallel, instead of after it.
  const { t, i18n } = useTranslation(['exchanges', 'referrals', 'availability']);
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const page = useListingPage();
  // Local state is the source of truth (quick successive changes never read a stale URL); the query
  // string follows it, so a filtered view can be shared or reloaded. The search words are applied after
  // hydration: the server renders every search of a view as the view itself (one cached page for all).
  const [state, setState] = useState<DirectoryState>(() => ({ ...stateFrom(view, params), query: '' }));
  // the search words the address arrived with, until they are in the state
  const arrived = useRef<string | undefined>(stateFrom(view, params).query || undefined);
  useEffect(() => {
    const query = arrived.current;
    if (query !== undefined) setState((prev) => ({ ...prev, query }));
  }, []);
  useEffect(() => {
    if (arrived.current !== undefined) {
      if (state.query !== arrived.current) return;
      arrived.current = undefined;
    }
    // Only a change of the filters rewrites the URL (back to the first page); the URL as it arrived (with its
    // #anchor) and a page link stay as they are.
    const next = paramsFor(view, state);
    if (next.toString() === paramsFor(view, stateFrom(view, params)).toString()) return;
    setParams(next, { replace: true, preventScrollReset: true });
  }, [state, view, params, setParams]);
  // The lowest-fees order adds the deposit fee of the visitor's usual method in their currency, from the
  // country they confirmed (null on the server and during hydration: the server's order is the trade fee's).
  const pay = visitorPayment(useVisitorCountry().country);
  const filtered = applyDirectory(exchanges, state, pay);
  // The visitor's country hides the exchanges verified as not available there (after hydration).
  const country = useCountryFilter('exchange', filtered);
  // One page of the exchanges shown: the server renders no more cards than that. Whether the page exists is
  // read from the list the server renders for the address (its filters, without search words or country).
  const paged = pageOf(country.shown, page);
  const shown = paged.items;
  const pages = pageCount(applyDirectory(exchanges, { ...stateFrom(view, params), query: '' }).length);
  const missing = page > pages;
  const update = (patch: Partial<DirectoryState>) => setState((prev) => ({ ...prev, ...patch }));

  // A card the URL points at is highlighted once it is live (its records here), so the swap from the
  // server's markup does not take the highlight away.
  const cardsHere = useQuery({ ...exchangeCardsQuery(useContentLanguage()), enabled: false }).data !== undefined;
  useHashHighlight(cardsHere);
  const absolute = useAbsoluteUrl();
  usePageMeta({
    title: t(`views.${view}.metaTitle`),
    description: t(`views.${view}.metaDescription`, { count: COUNTS.total }),
    ...(page > 1 ? { query: `page=${page}` } : {}),
    notFound: missing,
  });

  const crumbs: BreadcrumbItem[] = [
    { label: t('breadcrumbHome'), href: '/' },
    { label: t('breadcrumbExchanges'), href: '/exchanges', isCurrentPage: view === 'overview' },
  ];
  if (view !== 'overview') crumbs.push({ label: t(`views.${view}.crumb`), href: VIEW_PATH[view], isCurrentPage: true });

  // The newest day an editor checked anything of these exchanges; none while all facts are from our catalogue.
  const checked = exchanges.reduce<string | null>((max, e) => (e.lastChecked && (!max || e.lastChecked > max) ? e.lastChecked : max), null);

  if (missing) return <MissingListingPage page={page} pages={pages} />;
  return (
    <ListingPage
      breadcrumbs={crumbs}
      jsonLd={import.meta.env.SSR ? partnerItemListJsonLd(t(`views.${view}.title`), 'exchange', shown, absolute) : undefined}
      title={t(`views.${view}.title`)}
      intro={t(`views.${view}.intro`, {
        count: COUNTS.total,
        centralized: COUNTS.centralized,
        decentralized: COUNTS.decentralized,
        noKyc: COUNTS.noKyc,
      })}
      header={<p className="mt-3 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t('disclosure')}</p>}
    >
      <Explainer view={view} counts={COUNTS} />
      <ListingSection headingId="directory-heading" heading={t('directoryHeading')} showHeading>
        <Controls state={state} update={update} shown={country.shown.length} total={COUNTS.total} pay={pay} />
        <div className="mt-4">
          <CountryPicker filter={country} what={t('availability:what.exchange')} />
        </div>
        {shown.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
            <p className="font-medium">{t('empty.text')}</p>
            <Button className="mt-4" variant="outline" onClick={() => setState(defaultsFor(view))}>
              {t('empty.reset')}
            </Button>
          </div>
        ) : (
          <ul className="cards-offscreen-lazy mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((e) => (
              <li key={e.id} className="flex flex-col">
                <DirectoryCard id={e.id} early={hash === `#${e.id}`} />
                <AvailabilityNote filter={country} id={e.id} />
                <ExceptNote filter={country} id={e.id} />
              </li>
            ))}
          </ul>
        )}
        <ListingPager page={paged.page} pages={paged.pages} params={paramsFor(view, state)} path={VIEW_PATH[view]} />
        <HiddenPartners filter={country} nameOf={(e) => e.name} />
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-300">
          {checked
            ? t('footnoteChecked', { date: footnoteDate(i18n.resolvedLanguage ?? 'en').format(new Date(`${checked}T12:00:00Z`)) })
            : t('footnoteCatalogue')}{' '}
          {t('footnote')}
        </p>
      </ListingSection>
      <PopularComparisons kind="exchanges" partners={exchanges} />
      <CompareTrayHost kind="exchanges" names={Object.fromEntries(exchanges.map((e) => [e.id, e.name]))} />
    </ListingPage>
  );
}

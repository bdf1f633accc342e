import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { COMPARE_TYPES, comparePath, isCompareKind, resolveCompareSlug, type CompareKind } from '@coinatlas/domain/compare/compare';
import { partnerPageHref } from '@coinatlas/domain/partners/pages';
import { splitLanguage } from '@coinatlas/domain/routes/localized';
import { CountryAsk } from '@/components/country/country-ask';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PartnerCta } from '@/components/partner-cta';
import { ProvenanceNote } from '@/components/provenance';
import { shownRating } from '@/components/star-rating';
import { Spinner } from '@/components/ui/spinner';
import { contentQueries, useContentLanguage, type ContentPartner } from '@/lib/api/content-queries';
import type { PageLoaderContext } from '@/lib/page-module';
import { TITLE_MAX } from '@/lib/seo/head';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { HereNote, useAvailabilityHere } from './availability-here';
import { footnotes } from './compare-rows';
import { CompareTable } from './compare-table';
import { ratingRows, statusOf, useRows } from './fact-rows';

/** The kind of comparison a language-free path names: '/compare/wallets/…' → 'wallets'. */
const kindOf = (path: string): CompareKind | undefined => {
  const kind = /^\/compare\/([a-z-]+)\//.exec(path)?.[1];
  return kind && isCompareKind(kind) ? kind : undefined;
};

/** The partners of the kind, in the reader's language, loaded before the page renders. */
export async function loader({ queryClient, lang, url }: PageLoaderContext): Promise<void> {
  const kind = kindOf(splitLanguage(url.pathname).path);
  if (kind) await queryClient.prefetchQuery(contentQueries.partners(COMPARE_TYPES[kind], lang));
}

const LISTING: Record<CompareKind, { path: string; nav: string }> = {
  exchanges: { path: '/exchanges', nav: 'exchanges' },
  'payment-cards': { path: '/payment-cards', nav: 'paymentCards' },
  wallets: { path: '/wallets', nav: 'wallets' },
  'trading-bots': { path: '/trading-bots', nav: 'tradingBots' },
};

function Comparison({ kind, partners }: { kind: CompareKind; partners: readonly ContentPartner[] }) {
  const { t, i18n } = useTranslation(['compare', 'nav', 'common', 'reviews']);
  const lang = i18n.language;
  const here = useAvailabilityHere(kind);
  const names = partners.map((p) => p.name);
  const factRows = useRows(kind, partners);
  const ratings = ratingRows(t, lang, partners);
  const rated = partners.some((p) => shownRating(p.rating));
  const { notes, numberOf } = footnotes(factRows, names);
  const title = t('compare:title', { names: names.join(t('compare:vs')) });
  const listing = LISTING[kind];
  // "A vs B: side-by-side comparison" where it fits a search result's title, else "A vs B compared"
  const metaTitle = t('compare:metaTitle', { title });
  usePageMeta({
    title: metaTitle.length <= TITLE_MAX ? metaTitle : t('compare:metaTitleShort', { title }),
    description: t(`compare:metaDescription.${kind}`, { names: new Intl.ListFormat(lang, { type: 'conjunction' }).format(names) }),
  });

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('nav:home'), href: '/' },
          { label: t(`nav:${listing.nav}`), href: listing.path },
          {
            label: title,
            href: comparePath(
              kind,
              partners.map((p) => p.id),
            ),
            isCurrentPage: true,
          },
        ]}
      />
      <article className="mx-auto max-w-7xl px-4 pb-16 pt-6" data-testid="comparison">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t('compare:intro')}</p>

        <section aria-labelledby="facts-heading" className="mt-8">
          <h2 id="facts-heading" className="text-xl font-semibold">
            {t('compare:factsHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('compare:differsHint')}</p>
          <CompareTable caption={t('compare:factsHeading')} partners={partners} rows={factRows} numberOf={numberOf} testId="facts-table" />
        </section>

        <section aria-labelledby="ratings-heading" className="mt-10">
          <h2 id="ratings-heading" className="text-xl font-semibold">
            {t('compare:ratingsHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t(rated ? 'compare:ratingsHint' : 'compare:notRated')}{' '}
            <Link to="/methodology#ratings" className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300">
              {t('common:partnerLink.howWeRate')}
            </Link>
          </p>
          {rated && (
            <CompareTable
              caption={t('compare:ratingsHeading')}
              partners={partners}
              rows={ratings}
              numberOf={numberOf}
              testId="ratings-table"
            />
          )}
        </section>

        <section aria-labelledby="links-heading" className="mt-10">
          <h2 id="links-heading" className="text-xl font-semibold">
            {t('compare:linksHeading')}
          </h2>
          {/* the visitor's country decides which of these may be offered to them: asked for, never guessed */}
          {here.ask && <CountryAsk visitor={here.visitor} className="mt-3" />}
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {partners.map((p) => (
              <li key={p.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <p className="font-semibold">{p.name}</p>
                <Link
                  to={partnerPageHref(p)}
                  className="mt-1 inline-block text-sm font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
                >
                  {t('compare:details', { name: p.name })}
                </Link>
                <HereNote state={here.stateOf(p)} visitor={here.visitor} />
                {/* a partner recorded as not available in the visitor's country is never offered to them */}
                {here.stateOf(p)?.state === 'not-available' ? null : p.promotable ? (
                  <PartnerCta type={p.type} id={p.id} className="mt-2" button={{ size: 'sm' }}>
                    {t('compare:visit', { name: p.name })}
                    <ExternalLink className="h-4 w-4" aria-hidden />
                    <span className="sr-only">{t('compare:newTab')}</span>
                  </PartnerCta>
                ) : (
                  <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                    {t('compare:factsOnly', { status: t(`common:partnerStatus.${statusOf(p)}`) })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>

        {notes.length > 0 && (
          <section aria-labelledby="sources-heading" className="mt-10">
            <h2 id="sources-heading" className="text-lg font-semibold">
              {t('compare:footnotes.heading')}
            </h2>
            <ol className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
              {notes.map((n) => (
                <li key={n.n} id={`source-${n.n}`} className="scroll-mt-24">
                  <span className="font-semibold">{n.n}.</span> {n.partner}: <ProvenanceNote provenance={n.provenance} />
                </li>
              ))}
            </ol>
          </section>
        )}

        <p className="mt-10">
          <Link
            to={listing.path}
            className="inline-flex items-center gap-1.5 font-medium text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('compare:back', { section: t(`nav:${listing.nav}`) })}
          </Link>
        </p>
      </article>
    </>
  );
}

function NotFound({ kind }: { kind: CompareKind | undefined }) {
  const { t } = useTranslation(['compare', 'nav']);
  usePageMeta({ title: t('compare:notFound.title'), description: t('compare:notFound.text') });
  const listing = kind ? LISTING[kind] : LISTING.exchanges;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('compare:notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('compare:notFound.text')}</p>
      <Link to={listing.path} className="mt-6 inline-block font-medium text-blue-800 underline dark:text-blue-300">
        {t('compare:back', { section: t(`nav:${listing.nav}`) })}
      </Link>
    </section>
  );
}

/** /compare/<kind>/<a>-vs-<b>[-vs-<c>[-vs-<d>]]: 2 to 4 partners of one kind side by side. */
export default function ComparePage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const kind = kindOf(pathname);
  const lang = useContentLanguage();
  const { t } = useTranslation('common');
  const { data, isError } = useQuery({ ...contentQueries.partners(COMPARE_TYPES[kind ?? 'exchanges'], lang), enabled: kind !== undefined });
  if (!kind || isError) return <NotFound kind={kind} />;
  if (!data) return <Spinner label={t('loading')} />;
  const r = resolveCompareSlug(
    id,
    data.map((p) => p.id),
  );
  if (r.status === 'not-found') return <NotFound kind={kind} />;
  if (r.status === 'redirect') return <Navigate to={comparePath(kind, r.ids)} replace />;
  const byId = new Map<string, ContentPartner>(data.map((p) => [p.id, p]));
  return <Comparison kind={kind} partners={r.ids.map((i) => byId.get(i)!)} />;
}

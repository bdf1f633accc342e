import { useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerTitle } from './partner-title';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { partnerPageHref, partnerPageIndexable, partnerPath, partnerTypeOfFolder } from '@coinatlas/domain/partners/pages';
import { pageFactScore, type PageRecord } from '@coinatlas/domain/partners/thin-page';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { splitLanguage } from '@coinatlas/domain/routes/localized';
import { partnerOgImagePath } from '@coinatlas/domain/routes/og';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PartnerLogo } from '@/components/partner-logo';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CONTENT_STALE_MS, contentQueries, useContentLanguage, type ContentPartner, type ContentReview } from '@/lib/api/content-queries';
import { NOT_EMBEDDED } from '@/lib/api/query-client';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';
import { formatLongDate } from '@/lib/format/dates';
import type { PageLoaderContext } from '@/lib/page-module';
import { usePageMeta, useStructuredData } from '@/lib/seo/use-page-meta';
import { useAbsoluteUrl } from '@/lib/site-context';
import { CardFacts } from '../cards/card-facts';
import { formatRating } from '../listing-format';
import { shownRating, StarRating } from '@/components/star-rating';
import { EditorsPickBadge } from '@/components/editors-pick';
import { hydrateOnView } from '@/lib/hydrate-on-view';
import { factRows, TYPE_NAMESPACES } from './partner-facts';
import { factSentence, partnerDescription } from './partner-description';
import { partnerJsonLd } from './partner-json-ld';
import { FactsTable, Section } from './partner-sections';
import { VisitPartner } from './partner-visit';
import { DIRECTORY, NAV_KEYS, statusOf, textsOf } from './partner-shared';

/** The partner type a language-free path's folder names ('/exchanges/kraken' → exchange). */
const typeOfPath = (path: string): PartnerType | undefined => partnerTypeOfFolder(path.split('/')[1] ?? '');

/**
 * The partner's record, its written review when it has one, the records of the provider's other roles the page
 * shows as sections (one provider, one page), and the active referral codes (a code is shown on the page),
 * loaded before the page renders.
 */
export async function loader({ queryClient, lang, params, url }: PageLoaderContext): Promise<void> {
  const type = typeOfPath(splitLanguage(url.pathname).path);
  const id = params.id ?? '';
  if (!type || !id) return;
  const partner = contentQueries.partner(type, id, lang);
  await Promise.all([queryClient.prefetchQuery(partner), queryClient.prefetchQuery(referralCodeQueries.active())]);
  const data = queryClient.getQueryData(partner.queryKey);
  await Promise.all([
    data?.hasReview ? queryClient.prefetchQuery(contentQueries.review(type, id, lang)) : undefined,
    ...(data?.roles ?? []).map((r) => queryClient.prefetchQuery(contentQueries.partner(r.type, r.id, lang))),
  ]);
  await Promise.all([type === 'exchange' ? ExchangeDetails.preload() : undefined, PartnerDetails.preload(), PartnerMore.preload()]);
}

// Below the header and the key facts, which fill a phone's first screen: rendered on the server, their code
// loads as each comes near the screen. Three parts, each its own chunk, so a short page whose first screen
// reaches below its facts loads the part there, not the whole page's code: an exchange's fees, payment
// methods and licences; the countries and the record's own words; offers, review and the rest.
const ExchangeDetails = hydrateOnView(() => import('./exchange-details').then((m) => m.ExchangeDetails));
const PartnerDetails = hydrateOnView(() => import('./partner-details').then((m) => m.PartnerDetails));
const PartnerMore = hydrateOnView(() => import('./partner-more').then((m) => m.PartnerMore));

function NotFound() {
  const { t } = useTranslation('common');
  usePageMeta({ title: t('notFound.metaTitle'), description: t('notFound.metaDescription') });
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('notFound.text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{t('notFound.cta')}</Link>
      </Button>
    </section>
  );
}

/** /exchanges/:id, /wallets/:id, /trading-bots/:id, /payment-cards/:id, /tools/:id, /apps/:id: one partner's page. */
export default function PartnerPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const type = typeOfPath(pathname);
  const lang = useContentLanguage();
  const { t } = useTranslation('common');
  const partner = useQuery({ ...contentQueries.partner(type ?? 'exchange', id, lang), enabled: type !== undefined && id !== '' });
  const hasReview = partner.data?.hasReview === true;
  const review = useQuery({ ...contentQueries.review(type ?? 'exchange', id, lang), enabled: type !== undefined && hasReview });
  // The provider's other roles, shown as sections of this page: their own records (the loader fetched each),
  // read through one query of the list, which starts from the cache (so hydration renders them at once) and is
  // left out of the page's boot data (the records are in it already).
  const queryClient = useQueryClient();
  const roleQueries = (partner.data?.roles ?? []).map((r) => contentQueries.partner(r.type, r.id, lang));
  const roles = useQuery({
    queryKey: ['content', 'roles', lang, ...roleQueries.map((q) => q.queryKey)] as const,
    queryFn: () => Promise.all(roleQueries.map((q) => queryClient.ensureQueryData(q))),
    initialData: () => {
      const cached = roleQueries.map((q) => queryClient.getQueryData(q.queryKey));
      return cached.every((d) => d !== undefined) ? cached : undefined;
    },
    enabled: roleQueries.length > 0,
    staleTime: CONTENT_STALE_MS,
    meta: NOT_EMBEDDED,
  });
  const roleRecords = (roleQueries.length > 0 ? (roles.data ?? []) : []) as ContentPartner[];
  const rolesPending = roleQueries.length > 0 && roles.data === undefined && !roles.isError;
  if (!type || partner.isError) return <NotFound />;
  // A record shown on its provider's page: the server answers its address with a redirect; a link followed in
  // the browser lands there too.
  if (partner.data?.page) return <Navigate replace to={partnerPageHref(partner.data)} />;
  if (!partner.data || (hasReview && !review.data && !review.isError) || rolesPending) return <Spinner label={t('loading')} />;
  return <Partner partner={partner.data} review={review.data} roles={roleRecords} />;
}

/** What the fact score reads of an answer: its texts are already in the page's language. */
const pageRecord = (p: ContentPartner): PageRecord => p as unknown as PageRecord;

function Partner({
  partner: p,
  review,
  roles,
}: {
  partner: ContentPartner;
  review: ContentReview | undefined;
  roles: readonly ContentPartner[];
}) {
  const type = p.type;
  const { t, i18n } = useTranslation(['partner', 'common', 'nav', TYPE_NAMESPACES[type]]);
  const lang = i18n.language;
  const contentLang = useContentLanguage();
  const absolute = useAbsoluteUrl();
  const texts = textsOf(p);
  const status = statusOf(p);
  const facts = factRows(t, lang, type, (p as { facts?: Record<string, unknown> }).facts);
  const path = partnerPath(type, p.id);
  // The page changed when any record it shows or its written review did, whichever is latest.
  const updated = [p.updated, ...roles.map((r) => r.updated), ...(review ? [review.lastUpdated] : [])].reduce((a, b) => (b > a ? b : a));
  // Written from the record's own facts (and its own first sentence where it has one): no two pages share it.
  const description = partnerDescription(t, lang, p, roles);
  // The lead under the name: the record's own words, else the sentence of its facts.
  const lead = texts.description ?? texts.summary ?? factSentence(t, lang, p, roles);
  // Too few facts to help a visitor (see thin-page): noindex until an editor fills the record. The robots tag
  // and the structured data are the server's (the browser's head keeps what the server wrote), so their
  // builders stay out of the browser's code.
  usePageMeta({
    title: partnerTitle(t, p, review !== undefined),
    description,
    image: partnerOgImagePath(contentLang, type, p.id),
    noindex: import.meta.env.SSR
      ? !partnerPageIndexable({
          promotable: p.promotable,
          hasReview: p.hasReview,
          thin: pageFactScore([p, ...roles].map(pageRecord), p.hasReview).thin,
        })
      : undefined,
  });
  // the page's date is the latest of every record it shows: its structured data says the same
  useStructuredData(
    'partner',
    import.meta.env.SSR
      ? partnerJsonLd({ partner: { ...p, updated }, review, description, pageUrl: absolute(path), language: lang, absolute })
      : undefined,
  );

  // Stars and a score only with the breakdown they are made from.
  const rating = shownRating(p.rating);
  const factNotes = type === 'payment_card' ? ((p as Extract<ContentPartner, { type: 'payment_card' }>).factNotes ?? []) : [];

  const cta = p.promotable && <VisitPartner partner={p} />;

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('nav:home'), href: '/' },
          { label: t(`nav:${NAV_KEYS[type]}`), href: DIRECTORY[type] },
          { label: p.name, href: path, isCurrentPage: true },
        ]}
      />
      <article className="mx-auto max-w-4xl px-4 pb-16 pt-6" data-testid="partner-page" data-partner={`${type}/${p.id}`}>
        <header>
          <div className="flex items-center gap-4">
            <PartnerLogo logo={p.logo} size={64} eager />
            <div className="min-w-0">
              <p className="text-sm font-semibold uppercase tracking-wide text-blue-800 dark:text-blue-300">{t(`partner:kind.${type}`)}</p>
              <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{p.name}</h1>
            </div>
          </div>
          {status !== 'active' && (
            <p
              role="note"
              data-testid="partner-status"
              className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
            >
              <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
              <span>
                <strong>{t(`common:partnerStatus.${status}`)}:</strong> {texts.status ?? t(`partner:status.${status}`, { name: p.name })}
              </span>
            </p>
          )}
          <EditorsPickBadge pick={p.editorsPick} className="mt-4" />
          <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{lead}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
            {rating && (
              <a
                href="#rating"
                className="inline-flex items-center gap-2 font-medium text-slate-900 underline-offset-4 hover:underline dark:text-slate-100"
              >
                <StarRating rating={rating.overall} label={t('partner:rating.label', { rating: formatRating(rating.overall, lang) })} />
                {t('partner:rating.outOf5', { rating: formatRating(rating.overall, lang) })}
              </a>
            )}
            <span data-testid="last-updated">{t('partner:lastUpdated', { date: formatLongDate(updated, lang) })}</span>
          </div>
          {cta && <div className="mt-5">{cta}</div>}
        </header>

        {facts.length > 0 && (
          <Section id="facts" title={t('partner:sections.facts')}>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {t('partner:provenanceIntro')}{' '}
              <Link to="/methodology#facts" className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300">
                {t('partner:howFactsAreChecked')}
              </Link>
            </p>
            <FactsTable rows={facts} caption={t('partner:sections.facts')} />
            {factNotes.length > 0 && <CardFacts facts={factNotes} />}
          </Section>
        )}

        {p.type === 'exchange' && <ExchangeDetails partner={p} />}
        <PartnerDetails partner={p} />
        <PartnerMore partner={p} review={review} roles={roles} />
      </article>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { partnerPageIndexable, partnerPath, partnerTypeOfFolder } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { splitLanguage } from '@coinatlas/domain/routes/localized';
import { partnerOgImagePath } from '@coinatlas/domain/routes/og';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PartnerCta } from '@/components/partner-cta';
import { PartnerLogo } from '@/components/partner-logo';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { contentQueries, useContentLanguage, type ContentPartner, type ContentReview } from '@/lib/api/content-queries';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';
import { formatLongDate } from '@/lib/format/dates';
import type { PageLoaderContext } from '@/lib/page-module';
import { JsonLd } from '@/lib/seo/json-ld';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useAbsoluteUrl } from '@/lib/site-context';
import { CardFacts } from '../cards/card-facts';
import { formatRating } from '../listing-format';
import { StarRating } from '@/components/star-rating';
import { hydrateOnView } from '@/lib/hydrate-on-view';
import { factRows, TYPE_NAMESPACES } from './partner-facts';
import { partnerJsonLd } from './partner-json-ld';
import { FactsTable, Section } from './partner-sections';
import { DIRECTORY, NAV_KEYS, statusOf, textsOf } from './partner-shared';

/** The partner type a language-free path's folder names ('/exchanges/kraken' → exchange). */
const typeOfPath = (path: string): PartnerType | undefined => partnerTypeOfFolder(path.split('/')[1] ?? '');

/**
 * The partner's record, its written review when it has one, and the active referral codes (a code is
 * shown on the page), loaded before the page renders.
 */
export async function loader({ queryClient, lang, params, url }: PageLoaderContext): Promise<void> {
  const type = typeOfPath(splitLanguage(url.pathname).path);
  const id = params.id ?? '';
  if (!type || !id) return;
  const partner = contentQueries.partner(type, id, lang);
  await Promise.all([queryClient.prefetchQuery(partner), queryClient.prefetchQuery(referralCodeQueries.active())]);
  if (queryClient.getQueryData(partner.queryKey)?.hasReview) await queryClient.prefetchQuery(contentQueries.review(type, id, lang));
  await PartnerDetails.preload();
}

// Below the header and the key facts, which fill a phone's first screen: rendered on the server, its code
// loads as it comes near the screen.
const PartnerDetails = hydrateOnView(() => import('./partner-details').then((m) => m.PartnerDetails));

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
  if (!type || partner.isError) return <NotFound />;
  if (!partner.data || (hasReview && !review.data && !review.isError)) return <Spinner label={t('loading')} />;
  return <Partner partner={partner.data} review={review.data} />;
}

function Partner({ partner: p, review }: { partner: ContentPartner; review: ContentReview | undefined }) {
  const type = p.type;
  const { t, i18n } = useTranslation(['partner', 'common', 'nav', TYPE_NAMESPACES[type]]);
  const lang = i18n.language;
  const contentLang = useContentLanguage();
  const absolute = useAbsoluteUrl();
  const texts = textsOf(p);
  const status = statusOf(p);
  const facts = factRows(t, lang, type, (p as { facts?: Record<string, unknown> }).facts);
  const path = partnerPath(type, p.id);
  // The page changed when its record or its written review did, whichever is later.
  const updated = review && review.lastUpdated > p.updated ? review.lastUpdated : p.updated;
  const description =
    texts.description ??
    texts.summary ??
    (type === 'exchange'
      ? t(`partner:lead.exchange.${(p as { category: string }).category}`, { name: p.name })
      : t(`partner:meta.description.${type}`, { name: p.name }));
  const indexable = partnerPageIndexable({ promotable: p.promotable, hasReview: p.hasReview });
  usePageMeta({
    title: t(review ? 'partner:meta.reviewTitle' : `partner:meta.title.${type}`, { name: p.name }),
    description,
    image: partnerOgImagePath(contentLang, type, p.id),
    noindex: !indexable,
  });

  const factNotes = type === 'payment_card' ? ((p as Extract<ContentPartner, { type: 'payment_card' }>).factNotes ?? []) : [];

  const cta = p.promotable && (
    <PartnerCta type={type} id={p.id} button={{ size: 'lg' }}>
      {t('partner:visit', { name: p.name })}
      <ExternalLink className="h-4 w-4" aria-hidden />
      <span className="sr-only">{t('partner:newTab')}</span>
    </PartnerCta>
  );

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('nav:home'), href: '/' },
          { label: t(`nav:${NAV_KEYS[type]}`), href: DIRECTORY[type] },
          { label: p.name, href: path, isCurrentPage: true },
        ]}
      />
      <JsonLd data={partnerJsonLd({ partner: p, review, description, pageUrl: absolute(path), language: lang, absolute })} />
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
          <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{description}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
            {p.rating && (
              <a
                href="#rating"
                className="inline-flex items-center gap-2 font-medium text-slate-900 underline-offset-4 hover:underline dark:text-slate-100"
              >
                <StarRating rating={p.rating.overall} label={t('partner:rating.label', { rating: formatRating(p.rating.overall, lang) })} />
                {t('partner:rating.outOf5', { rating: formatRating(p.rating.overall, lang) })}
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

        <PartnerDetails partner={p} review={review} />
      </article>
    </>
  );
}

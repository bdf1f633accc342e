import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, ExternalLink, Gift, Minus, Plus, TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { compareKindOf, comparePath } from '@coinatlas/domain/compare/compare';
import { AVAILABILITY_TYPES } from '@coinatlas/domain/availability/availability';
import { partnerPageIndexable, partnerPath, partnerTypeOfFolder } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { splitLanguage } from '@coinatlas/domain/routes/localized';
import { partnerOgImagePath } from '@coinatlas/domain/routes/og';
import { HowWeRateLink } from '@/components/how-we-rate-link';
import { LiveCostLine } from '@/components/live-cost-line';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PartnerCta } from '@/components/partner-cta';
import { PartnerLogo } from '@/components/partner-logo';
import { ProvenanceNote } from '@/components/provenance';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { contentQueries, useContentLanguage, type ContentPartner, type ContentReview } from '@/lib/api/content-queries';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';
import { formatLongDate } from '@/lib/format/dates';
import type { PageLoaderContext } from '@/lib/page-module';
import { JsonLd } from '@/lib/seo/json-ld';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useAbsoluteUrl } from '@/lib/site-context';
import { useHydrated } from '@/lib/use-hydrated';
import { CardFacts } from '../cards/card-facts';
import { fillFacts, formatRating } from '../listing-format';
import { ReviewBody, StarRow } from '../reviews/review-body';
import { barPercent, type ReviewKind, type ReviewSubject } from '../reviews/review-subjects';
import { factRows, TYPE_NAMESPACES } from './partner-facts';
import { partnerJsonLd } from './partner-json-ld';
import { Countries, ExchangeFees, FactsTable, Section } from './partner-sections';
import { NamedList } from '@/components/ui/named-list';

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
}

/** The review kinds of the review components (the types with written reviews). */
const REVIEW_KINDS: Partial<Record<PartnerType, ReviewKind>> = { trading_bot: 'bot', payment_card: 'card', tool: 'tool' };
/** The header navigation key of each type's directory (its label). */
const NAV_KEYS: Record<PartnerType, string> = {
  exchange: 'exchanges',
  trading_bot: 'tradingBots',
  payment_card: 'paymentCards',
  tool: 'tools',
  app: 'apps',
  wallet: 'wallets',
};
const DIRECTORY: Record<PartnerType, string> = {
  exchange: '/exchanges',
  trading_bot: '/trading-bots',
  payment_card: '/payment-cards',
  tool: '/tools',
  app: '/apps',
  wallet: '/wallets',
};

type Texts = { description?: string; features?: string[]; pros?: string[]; cons?: string[]; status?: string; securityModel?: string; bestFor?: string; summary?: string; price?: string; tag?: string };
const textsOf = (p: ContentPartner): Texts => ('text' in p ? (p.text as Texts) : {});
const statusOf = (p: ContentPartner): string => ('status' in p && typeof p.status === 'string' ? p.status : 'active');

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
    (type === 'exchange' ? t(`partner:lead.exchange.${(p as { category: string }).category}`, { name: p.name }) : t(`partner:meta.description.${type}`, { name: p.name }));
  const indexable = partnerPageIndexable({ promotable: p.promotable, hasReview: p.hasReview });
  usePageMeta({
    title: t(review ? 'partner:meta.reviewTitle' : `partner:meta.title.${type}`, { name: p.name }),
    description,
    image: partnerOgImagePath(contentLang, type, p.id),
    noindex: !indexable,
  });

  const hydrated = useHydrated();
  const kind = compareKindOf(type);
  const comparedWith = p.comparedWith ?? [];
  const fees = type === 'exchange' ? (p as Extract<ContentPartner, { type: 'exchange' }>) : undefined;
  const calculatorHref =
    fees && fees.category === 'centralized' && (fees.fees || fees.ccxtId) ? `/fee-calculator?exchange=${encodeURIComponent(p.id)}` : undefined;
  const reviewKind = REVIEW_KINDS[type];
  const subject: ReviewSubject | undefined = reviewKind && {
    kind: reviewKind,
    id: p.id,
    name: p.name,
    url: p.officialUrl,
    status: status as ReviewSubject['status'],
    promotable: p.promotable,
    hasReview: p.hasReview,
    rating: p.rating,
  };
  const otherReviewType = !p.hasReview && p.reviewType && p.reviewType !== type ? p.reviewType : undefined;
  const availability = (AVAILABILITY_TYPES as readonly PartnerType[]).includes(type)
    ? ((p as { availability?: Parameters<typeof Countries>[0]['entries'] }).availability ?? [])
    : undefined;
  const offers = p.promotable ? (p.offers ?? []) : [];
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
              <a href="#rating" className="inline-flex items-center gap-2 font-medium text-slate-900 underline-offset-4 hover:underline dark:text-slate-100">
                <StarRow overall={p.rating.overall} label={t('partner:rating.label', { rating: formatRating(p.rating.overall, lang) })} />
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

        {type === 'exchange' && fees && (
          <Section id="fees" title={t('partner:sections.fees')} testId="fees">
            {/* the live line is read in the browser only: order books move, and a page is cached for minutes */}
            {fees.ccxtId && hydrated && (
              <Suspense fallback={null}>
                <div className="mt-4">
                  <LiveCostLine exchangeId={p.id} />
                </div>
              </Suspense>
            )}
            <ExchangeFees name={p.name} fees={fees.fees} calculatorHref={calculatorHref} />
          </Section>
        )}

        {availability && (
          <Section id="countries" title={t('partner:sections.countries')} testId="countries">
            <Countries name={p.name} entries={availability} />
          </Section>
        )}

        <About partner={p} texts={texts} />

        {p.promotable && (
          <Section id="offers" title={t('partner:sections.offers')} testId="offers">
            {offers.length === 0 && <p className="mt-3 text-slate-700 dark:text-slate-300">{t('partner:offers.none', { name: p.name })}</p>}
            {offers.length > 0 && (
              <ul className="mt-4 space-y-3">
                {offers.map((o) => (
                  <li key={o.id} className="rounded-xl bg-emerald-50 p-4 dark:bg-emerald-950/50" data-testid="partner-offer">
                    <p className="flex items-start gap-2 font-medium text-emerald-950 dark:text-emerald-50">
                      <Gift className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                      <span>{fillFacts(o.text, o.values, lang)}</span>
                    </p>
                    <p className="mt-1 text-xs">
                      <ProvenanceNote provenance={o.provenance} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <ReferralWidget type={type} entityId={p.id} className="mt-4" />
          </Section>
        )}

        {review && subject ? (
          <Section id="review" title={t('partner:sections.review')} testId="review">
            <span id="rating" className="block scroll-mt-24" />
            <ReviewBody review={review} subject={subject} headingLevel="h3" defaultExpanded getStarted={false} />
          </Section>
        ) : (
          p.rating && (
            <Section id="rating" title={t('partner:sections.rating')} testId="rating">
              <Rating rating={p.rating} />
              {otherReviewType && (
                <p className="mt-3 text-sm">
                  <Link
                    to={`${partnerPath(otherReviewType, p.id)}#review`}
                    className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
                  >
                    {t('partner:reviewElsewhere', { name: p.name })}
                  </Link>
                </p>
              )}
            </Section>
          )
        )}

        {kind && comparedWith.length > 0 && (
          <Section id="compare" title={t('partner:sections.compare', { name: p.name })} testId="partner-comparisons">
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {comparedWith.map((o) => (
                <li key={o.id}>
                  <Link
                    to={comparePath(kind, [p.id, o.id])}
                    className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 hover:border-blue-600 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-200"
                  >
                    {t('common:compareVs', { a: p.name, b: o.name })}
                    <ArrowRight className="h-4 w-4 shrink-0" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {cta && (
          <div className="mt-10 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <p className="font-semibold">{t('partner:ctaHeading', { name: p.name })}</p>
            <div className="mt-3">{cta}</div>
          </div>
        )}

        <p className="mt-10">
          <Link
            to={`${DIRECTORY[type]}#${encodeURIComponent(p.id)}`}
            className="inline-flex items-center gap-2 rounded-md font-medium text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('partner:back', { section: t(`nav:${NAV_KEYS[type]}`) })}
          </Link>
        </p>
      </article>
    </>
  );
}

/** The record's own words: features, pros and cons, a wallet's security model and who it suits. */
function About({ partner: p, texts }: { partner: ContentPartner; texts: Texts }) {
  const { t } = useTranslation('partner');
  const features = texts.features ?? [];
  const pros = texts.pros ?? [];
  const cons = texts.cons ?? [];
  if (!features.length && !pros.length && !cons.length && !texts.securityModel && !texts.bestFor && !texts.price) return null;
  return (
    <Section id="about" title={t('sections.about', { name: p.name })}>
      {features.length > 0 && (
        <NamedList name={t('features')} className="mt-4 space-y-1.5 text-slate-700 dark:text-slate-300">
          {features.map((f) => (
            <li key={f} className="flex gap-2">
              <Check className="mt-1 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
              <span>{f}</span>
            </li>
          ))}
        </NamedList>
      )}
      {(texts.securityModel || texts.bestFor || texts.price) && (
        <dl className="mt-4 grid gap-3 text-slate-700 dark:text-slate-300">
          {texts.securityModel && (
            <div>
              <dt className="font-semibold text-slate-900 dark:text-slate-100">{t('securityModel')}</dt>
              <dd>{texts.securityModel}</dd>
            </div>
          )}
          {texts.bestFor && (
            <div>
              <dt className="font-semibold text-slate-900 dark:text-slate-100">{t('bestFor')}</dt>
              <dd>{texts.bestFor}</dd>
            </div>
          )}
          {texts.price && (
            <div>
              <dt className="font-semibold text-slate-900 dark:text-slate-100">{t('price')}</dt>
              <dd>{texts.price}</dd>
            </div>
          )}
        </dl>
      )}
      {(pros.length > 0 || cons.length > 0) && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-emerald-50 p-4 dark:bg-emerald-950/50">
            <h3 className="font-semibold text-emerald-900 dark:text-emerald-200">{t('pros')}</h3>
            <ul className="mt-2 space-y-1 text-sm">
              {pros.map((x) => (
                <li key={x} className="flex gap-1.5">
                  <Plus className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
                  <span>{x}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl bg-red-50 p-4 dark:bg-red-950/40">
            <h3 className="font-semibold text-red-900 dark:text-red-200">{t('cons')}</h3>
            <ul className="mt-2 space-y-1 text-sm">
              {cons.map((x) => (
                <li key={x} className="flex gap-1.5">
                  <Minus className="mt-0.5 h-4 w-4 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
                  <span>{x}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Section>
  );
}

/** Our rating without a written review: the overall figure, and the breakdown it is made from where published. */
function Rating({ rating }: { rating: NonNullable<ContentPartner['rating']> }) {
  const { t, i18n } = useTranslation(['partner', 'reviews']);
  const lang = i18n.language;
  const scores = Object.entries(rating.breakdown ?? {});
  return (
    <div className="mt-4">
      <p className="flex flex-wrap items-center gap-3">
        <StarRow overall={rating.overall} label={t('partner:rating.label', { rating: formatRating(rating.overall, lang) })} />
        <span className="text-lg font-bold">{t('partner:rating.outOf5', { rating: formatRating(rating.overall, lang) })}</span>
      </p>
      {scores.length > 0 ? (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {scores.map(([c, score]) => (
            <div key={c} className="grid grid-cols-[1fr_auto] gap-x-2 text-sm">
              <dt>{t(`reviews:criteria.${c}`)}</dt>
              <dd className="font-semibold">{formatRating(score, lang)}/5</dd>
              <dd className="col-span-2 mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden>
                <div className="h-full rounded-full bg-blue-700 dark:bg-blue-400" style={{ width: `${barPercent(score)}%` }} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('partner:rating.editorial')}</p>
      )}
      <HowWeRateLink className="mt-3 inline-block" />
    </div>
  );
}

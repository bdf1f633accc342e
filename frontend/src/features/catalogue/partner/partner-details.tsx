import { ArrowLeft, ArrowRight, Check, ExternalLink, Gift, Minus, Plus } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { compareKindOf, comparePath } from '@coinatlas/domain/compare/compare';
import { AVAILABILITY_TYPES } from '@coinatlas/domain/availability/availability';
import { partnerPath } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { HowWeRateLink } from '@/components/how-we-rate-link';
import { LiveCostLine } from '@/components/live-cost-line';
import { PartnerCta } from '@/components/partner-cta';
import { ProvenanceNote } from '@/components/provenance';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { StarRating } from '@/components/star-rating';
import type { ContentPartner, ContentReview } from '@/lib/api/content-queries';
import { useHydrated } from '@/lib/use-hydrated';
import { NamedList } from '@/components/ui/named-list';
import { fillFacts, formatRating } from '../listing-format';
import { ReviewBody } from '../reviews/review-body';
import { barPercent, type ReviewKind, type ReviewSubject } from '../reviews/review-subjects';
import { Countries, ExchangeFees } from './partner-fees';
import { DIRECTORY, NAV_KEYS, statusOf, textsOf, type Texts } from './partner-shared';
import { Section } from './partner-sections';

/** The review kinds of the review components (the types with written reviews). */
const REVIEW_KINDS: Partial<Record<PartnerType, ReviewKind>> = { trading_bot: 'bot', payment_card: 'card', tool: 'tool' };

/**
 * A partner's page below its header and key facts: fees, countries, its own words, offers, our review or
 * rating, comparisons and the way back. Below the first screen on a phone, so the page loads this code as
 * it comes near the screen (hydrateOnView in partner-page.tsx); the server renders it with the rest.
 */
export function PartnerDetails({ partner: p, review }: { partner: ContentPartner; review: ContentReview | undefined }) {
  const type = p.type;
  const { t, i18n } = useTranslation(['partner', 'common', 'nav']);
  const lang = i18n.language;
  const texts = textsOf(p);
  const status = statusOf(p);
  const hydrated = useHydrated();
  const kind = compareKindOf(type);
  const comparedWith = p.comparedWith ?? [];
  const fees = type === 'exchange' ? (p as Extract<ContentPartner, { type: 'exchange' }>) : undefined;
  const calculatorHref =
    fees && fees.category === 'centralized' && (fees.fees || fees.ccxtId)
      ? `/fee-calculator?exchange=${encodeURIComponent(p.id)}`
      : undefined;
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
  const cta = p.promotable && (
    <PartnerCta type={type} id={p.id} button={{ size: 'lg' }}>
      {t('partner:visit', { name: p.name })}
      <ExternalLink className="h-4 w-4" aria-hidden />
      <span className="sr-only">{t('partner:newTab')}</span>
    </PartnerCta>
  );

  return (
    <>
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
        <StarRating rating={rating.overall} label={t('partner:rating.label', { rating: formatRating(rating.overall, lang) })} />
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

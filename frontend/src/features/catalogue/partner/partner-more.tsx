import { ArrowLeft, ArrowRight, Gift } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { compareKindOf, comparePath } from '@coinatlas/domain/compare/compare';
import { partnerPageHref, partnerPath, ROLE_SECTIONS } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { HowWeRateLink } from '@/components/how-we-rate-link';
import { ProvenanceNote } from '@/components/provenance';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { shownRating, StarRating, type ShownRating } from '@/components/star-rating';
import type { ContentPartner, ContentReview } from '@/lib/api/content-queries';
import { useVisitorCountry } from '@/lib/region/use-region';
import { fillFacts, formatRating } from '../listing-format';
import { ReviewBody } from '../reviews/review-body';
import { barPercent, type ReviewKind, type ReviewSubject } from '../reviews/review-subjects';
import { Countries } from './partner-countries';
import { AboutBody, hasAbout } from './partner-about';
import { VisitPartner } from './partner-visit';
import { DIRECTORY, NAV_KEYS, statusOf, textsOf } from './partner-shared';
import { FactsTable, Section } from './partner-sections';
import { AlternativesList } from './partner-alternatives';
import { factRows, TYPE_NAMESPACES } from './partner-facts';

const REVIEW_KINDS: Partial<Record<PartnerType, ReviewKind>> = { trading_bot: 'bot', payment_card: 'card', tool: 'tool' };

/**
 * The end of a partner's page: offers, our review or rating, a section for each other role of its provider
 * (one provider, one page), its alternatives, the comparisons it is in and the way back. Its own chunk,
 * loaded as it comes near the screen (hydrateOnView in partner-page.tsx); the server renders it with the rest.
 */
export function PartnerMore({
  partner: p,
  review,
  roles = [],
}: {
  partner: ContentPartner;
  review: ContentReview | undefined;
  roles?: readonly ContentPartner[];
}) {
  const type = p.type;
  const { t, i18n } = useTranslation(['partner', 'common', 'nav']);
  const lang = i18n.language;
  const status = statusOf(p);
  const rating = shownRating(p.rating);
  // the comparisons it is in, for its own record and each role it shows (each with that role's kind and id)
  const comparisons = (p.comparedWith ?? []).flatMap((o) => {
    const kind = compareKindOf(o.type ?? type);
    return kind ? [{ ...o, kind, self: o.self ?? p.id }] : [];
  });
  const alternatives = p.alternatives ?? [];
  const reviewKind = REVIEW_KINDS[type];
  const subject: ReviewSubject | undefined = reviewKind && {
    kind: reviewKind,
    id: p.id,
    name: p.name,
    url: p.officialUrl,
    status: status as ReviewSubject['status'],
    promotable: p.promotable,
    hasReview: p.hasReview,
    rating,
  };
  const otherReviewType = !p.hasReview && p.reviewType && p.reviewType !== type ? p.reviewType : undefined;
  const offers = p.promotable ? (p.offers ?? []) : [];
  const cta = p.promotable && <VisitPartner partner={p} />;

  return (
    <>
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
        rating && (
          <Section id="rating" title={t('partner:sections.rating')} testId="rating">
            <Rating rating={rating} />
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

      {roles.map((r) => (
        <RoleSection key={`${r.type}/${r.id}`} provider={p} role={r} />
      ))}

      {alternatives.length > 0 && (
        <Section id="alternatives" title={t('partner:alternatives.title', { name: p.name })} testId="partner-alternatives">
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {t('partner:alternatives.intro', { name: p.name, directory: t(`partner:kindsPlural.${type}`) })}
          </p>
          <AlternativesList items={alternatives} type={type} />
        </Section>
      )}

      {comparisons.length > 0 && (
        <Section id="compare" title={t('partner:sections.compare', { name: p.name })} testId="partner-comparisons">
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {comparisons.map((o) => (
              <li key={`${o.kind}/${o.id}`}>
                <Link
                  to={comparePath(o.kind, [o.self, o.id])}
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

/**
 * One role of the provider whose page this is (the Binance app on Binance the exchange's page): what its own
 * record holds, under the role's anchor (`#app`), which its old address redirects to and the directories link.
 * Its facts, its words, its countries where the page's own record has none, its rating with its breakdown, and
 * its nearest alternatives of its kind, so its neighbours in that directory link each other too.
 */
function RoleSection({ provider: p, role: r }: { provider: ContentPartner; role: ContentPartner }) {
  const { t, i18n } = useTranslation(['partner', 'common', 'nav', TYPE_NAMESPACES[r.type]]);
  const lang = i18n.language;
  const texts = textsOf(r);
  const visitor = useVisitorCountry().country;
  const facts = factRows(t, lang, r.type, (r as { facts?: Record<string, unknown> }).facts);
  const own = texts.description ?? texts.summary;
  const rating = shownRating(r.rating);
  const directory = t(`partner:kindsPlural.${r.type}`);
  const countries = (r as { availability?: Parameters<typeof Countries>[0]['entries'] }).availability;
  const pageCountries = (p as { availability?: readonly unknown[] }).availability;
  // its nearest neighbours of its kind, less the pages the page's own alternatives already name
  const named = new Set((p.alternatives ?? []).map((a) => partnerPageHref(a).split('#')[0]));
  const alternatives = (r.alternatives ?? []).filter((a) => !named.has(partnerPageHref(a).split('#')[0]));
  return (
    <Section id={ROLE_SECTIONS[r.type]} title={t(`partner:roles.title.${r.type}`, { name: p.name })} testId="partner-role">
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('partner:roles.intro', { name: p.name, directory })}</p>
      {own && <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{own}</p>}
      {facts.length > 0 && <FactsTable rows={facts} caption={t(`partner:roles.title.${r.type}`, { name: p.name })} />}
      {hasAbout(texts) && <AboutBody texts={texts} />}
      {countries?.length && !pageCountries?.length ? (
        <div className="mt-4">
          <Countries name={p.name} entries={countries} visitor={visitor} />
        </div>
      ) : null}
      {rating && <Rating rating={rating} />}
      {alternatives.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t('partner:roles.alternatives', { directory })}</h3>
          <AlternativesList items={alternatives} type={r.type} />
        </>
      )}
      <p className="mt-4 text-sm">
        <Link
          to={`${DIRECTORY[r.type]}#${encodeURIComponent(r.id)}`}
          className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
        >
          {t('partner:roles.directory', { directory })}
        </Link>
      </p>
    </Section>
  );
}

/** Our rating without a written review: the overall figure and the breakdown it is made from (shown only with one). */
function Rating({ rating }: { rating: ShownRating }) {
  const { t, i18n } = useTranslation(['partner', 'reviews']);
  const lang = i18n.language;
  const scores = Object.entries(rating.breakdown);
  return (
    <div className="mt-4">
      <p className="flex flex-wrap items-center gap-3">
        <StarRating rating={rating.overall} label={t('partner:rating.label', { rating: formatRating(rating.overall, lang) })} />
        <span className="text-lg font-bold">{t('partner:rating.outOf5', { rating: formatRating(rating.overall, lang) })}</span>
      </p>
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
      <HowWeRateLink className="mt-3 inline-block" />
    </div>
  );
}

import { ChevronDown, ChevronUp, ExternalLink, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { PartnerCta } from '@/components/partner-cta';
import { ReferralWidget } from '@/components/referral/referral-widget';
import type { ContentReview } from '@/lib/api/content-queries';
import { cn } from '@/lib/cn';
import { formatLongDate, formatRating } from '../listing-format';
import { PARTNER_TYPES, barPercent, type ReviewSubject } from './review-subjects';
import { HowWeRateLink } from '@/components/how-we-rate-link';
import { shownRating, StarRating } from '@/components/star-rating';

type Level = 'h2' | 'h3';

/** The rating as five stars drawn to the tenth (the partner's page and the review). */
export function StarRow({ overall, label }: { overall: number; label: string }) {
  return <StarRating rating={overall} label={label} />;
}

/** The written review, used by the dialog and by the partner's page (its review section). */
export function ReviewBody({
  review,
  subject,
  headingLevel = 'h3',
  defaultExpanded = false,
  getStarted = true,
}: {
  review: ContentReview;
  /** The reviewed entry; its rating and breakdown are the ones the review shows. */
  subject: ReviewSubject;
  headingLevel?: Level;
  /** The dialog starts collapsed; the partner's page, where reading is the point, starts expanded. */
  defaultExpanded?: boolean;
  /** The closing "Get started" block (the partner's page has its own call to action). */
  getStarted?: boolean;
}) {
  const { t, i18n } = useTranslation('reviews');
  const [expanded, setExpanded] = useState(defaultExpanded);
  const fullId = useId();
  const H = headingLevel;
  const text = review.text;
  const lang = i18n.language;
  // A rating is shown only with the breakdown it is made from; without one the review states no figure.
  const shown = shownRating(subject.rating);
  const overall = shown?.overall ?? 0;
  const rating = formatRating(overall, lang);
  // The breakdown lists its criteria in display order.
  const scores = Object.entries(shown?.breakdown ?? {});
  const sectionTitle = 'text-base font-semibold text-slate-900 dark:text-slate-50';

  return (
    <div className="mt-4 space-y-6 text-sm leading-relaxed text-slate-700 dark:text-slate-300" data-testid="review-body">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {shown && (
          <>
            <StarRow overall={overall} label={t('dialog.ratingLabel', { rating })} />
            <span className="text-lg font-bold text-slate-900 dark:text-slate-50" data-testid="review-rating">
              {rating}
            </span>
          </>
        )}
        <span className="text-slate-600 dark:text-slate-300">
          {t('dialog.lastUpdated', { date: formatLongDate(review.lastUpdated, lang) })}
        </span>
      </div>

      <p className="text-base text-slate-800 dark:text-slate-200">{text.summary}</p>

      {shown && (
        <section aria-labelledby={`${fullId}-breakdown`}>
          <H id={`${fullId}-breakdown`} className={sectionTitle}>
            {t('dialog.ratingBreakdown')}
          </H>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            {scores.map(([c, score]) => {
              return (
                <div key={c} className="grid grid-cols-[1fr_auto] gap-x-2">
                  <dt>{t(`criteria.${c}`)}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-slate-50">{formatRating(score, lang)}/5</dd>
                  <dd className="col-span-2 mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden>
                    <div
                      className="h-full rounded-full bg-blue-700 dark:bg-blue-400"
                      data-testid="rating-bar"
                      style={{ width: `${barPercent(score)}%` }}
                    />
                  </dd>
                </div>
              );
            })}
          </dl>
          <HowWeRateLink className="mt-3 inline-block" />
        </section>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby={`${fullId}-pros`} className="rounded-xl bg-emerald-50 p-4 dark:bg-emerald-950/50">
          <H id={`${fullId}-pros`} className={cn(sectionTitle, 'flex items-center gap-2')}>
            <ThumbsUp className="h-4 w-4 text-emerald-700 dark:text-emerald-400" aria-hidden />
            {t('dialog.pros')}
          </H>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {text.pros.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${fullId}-cons`} className="rounded-xl bg-red-50 p-4 dark:bg-red-950/40">
          <H id={`${fullId}-cons`} className={cn(sectionTitle, 'flex items-center gap-2')}>
            <ThumbsDown className="h-4 w-4 text-red-700 dark:text-red-400" aria-hidden />
            {t('dialog.cons')}
          </H>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {text.cons.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby={`${fullId}-full`}>
        <H id={`${fullId}-full`} className={sectionTitle}>
          {t('dialog.fullReview')}
        </H>
        <div
          id={`${fullId}-text`}
          data-testid="full-review"
          data-expanded={expanded ? 'true' : 'false'}
          className={cn('relative mt-2 space-y-3', !expanded && 'max-h-32 overflow-hidden')}
        >
          {text.fullReview.map((para) => (
            <p key={para}>{para}</p>
          ))}
          {!expanded && (
            <div
              aria-hidden
              className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white to-transparent dark:from-slate-900"
            />
          )}
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${fullId}-text`}
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 inline-flex items-center gap-1 rounded-md font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
        >
          {expanded ? t('dialog.showLess') : t('dialog.readFullReview')}
          {expanded ? <ChevronUp className="h-4 w-4" aria-hidden /> : <ChevronDown className="h-4 w-4" aria-hidden />}
        </button>
      </section>

      <section
        aria-labelledby={`${fullId}-expert`}
        className="rounded-xl border-l-4 border-blue-700 bg-blue-50 p-4 dark:border-blue-400 dark:bg-blue-950/50"
      >
        <H id={`${fullId}-expert`} className={sectionTitle}>
          {t('dialog.expertOpinion')}
        </H>
        <p className="mt-2">{text.expertOpinion}</p>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby={`${fullId}-best`}>
          <H id={`${fullId}-best`} className={sectionTitle}>
            {t('dialog.bestFor')}
          </H>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {text.bestFor.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${fullId}-not`}>
          <H id={`${fullId}-not`} className={sectionTitle}>
            {t('dialog.notRecommendedFor')}
          </H>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {text.notRecommendedFor.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </section>
      </div>

      {getStarted && <GetStarted subject={subject} headingLevel={headingLevel} />}
    </div>
  );
}

/** 'Get Started with {name}': the referral widget plus the tracked link to the official site. */
export function GetStarted({ subject, headingLevel = 'h3' }: { subject: ReviewSubject; headingLevel?: Level }) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const H = headingLevel;
  const type = PARTNER_TYPES[subject.kind];
  if (!subject.promotable) return null;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <H id={id} className="text-base font-semibold text-slate-900 dark:text-slate-50">
        {t('dialog.getStarted', { name: subject.name })}
      </H>
      <ReferralWidget type={type} entityId={subject.id} className="mt-3" />
      <PartnerCta
        type={type}
        id={subject.id}
        className="mt-3"
        disclosure={t('dialog.disclosure')}
        disclosureClassName="mt-2"
        linkClassName="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
      >
        {t('dialog.visit', { name: subject.name })}
        <span className="sr-only"> ({t('dialog.opensInNewTab')})</span>
        <ExternalLink className="h-4 w-4" aria-hidden />
      </PartnerCta>
    </section>
  );
}

/** An id without a written review; bots add the analysing sentence and the referral widget. */
export function ComingSoon({ subject, headingLevel = 'h3' }: { subject: ReviewSubject; headingLevel?: Level }) {
  const { t } = useTranslation('reviews');
  return (
    <div className="mt-4 space-y-4 text-sm text-slate-700 dark:text-slate-300" data-testid="review-coming-soon">
      <p className="text-base font-semibold text-slate-900 dark:text-slate-50">{t('dialog.comingSoon')}</p>
      {subject.kind === 'bot' && (
        <>
          <p>{t('dialog.botAnalyzing')}</p>
          <GetStarted subject={subject} headingLevel={headingLevel} />
        </>
      )}
    </div>
  );
}

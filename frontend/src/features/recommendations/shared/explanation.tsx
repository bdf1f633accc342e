import { ExternalLink, Gift, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { partnerPageHref } from '@coinatlas/domain/partners/pages';
import type { CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';
import type { RankedCandidate } from '@coinatlas/domain/recommendations/match';
import { PartnerCta } from '@/components/partner-cta';
import { ProvenanceNote } from '@/components/provenance';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { formatWholePercent } from '@/lib/format/numbers';
import { useReferralCode } from '@/lib/api/referral-code-queries';
import { countryName } from '../journey/region-line';
import { CriteriaList } from './criteria-list';
import { offerSentence } from './fact-line';
import { Rating } from './rating';
import { card, linkButton, linkButtonOutline } from './styles';

export { CriteriaList, StatusBadge, useRuleValues } from './criteria-list';
export { FactLine } from './fact-line';

/** "2 of 3 priorities met: 67 %", with the half-counted ones when there are any: the formula, applied. */
export function ScoreLine({ r }: { r: RankedCandidate<CandidateWithText> }) {
  const { t, i18n } = useTranslation('recommendations');
  const e = r.explanation;
  const score = formatWholePercent(r.matchScore, i18n.language);
  return (
    <p className="text-xs font-medium text-slate-700 dark:text-slate-200" data-testid="score-line">
      {e.related > 0
        ? t('card.formulaRelated', { met: e.met, related: e.related, count: e.chosen, score })
        : t('card.formula', { met: e.met, count: e.chosen, score })}
    </p>
  );
}

/** What the record says about the visitor's country. */
export function AvailabilityLine({ r, country }: { r: RankedCandidate<CandidateWithText>; country: string | null }) {
  const { t, i18n } = useTranslation('recommendations');
  const name = country ? countryName(country, i18n.language) : '';
  return (
    <p
      className="flex items-start gap-1.5 text-xs text-slate-700 dark:text-slate-200"
      data-availability={country ? r.availability : 'no-country'}
    >
      <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
      <span>
        {!country
          ? t('availability.noCountry')
          : r.availability === 'available'
            ? t('availability.available', { country: name })
            : t('availability.unknown', { country: name })}
        {r.availabilityFact && (
          <>
            {' · '}
            <ProvenanceNote provenance={r.availabilityFact.provenance} />
          </>
        )}
      </span>
    </p>
  );
}

/** Its sign-up offer, where it comes from, and "Exclusive" only while we have an active code for it. */
function OfferBox({ candidate }: { candidate: CandidateWithText }) {
  const { t, i18n } = useTranslation('recommendations');
  const code = useReferralCode(candidate.type, candidate.id);
  if (!candidate.offer) return null;
  const exclusive = Boolean(code.data);
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      data-testid="offer"
      data-exclusive={exclusive}
    >
      <Gift className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>
        <p>
          <span className="font-semibold">{exclusive ? t('card.exclusiveOffer') : t('card.offer')}: </span>
          {candidate.offer.summary ?? offerSentence(candidate.offer, i18n.language)}
        </p>
        <p className="mt-0.5 text-xs">
          <ProvenanceNote provenance={candidate.offer.provenance} className="text-amber-900 dark:text-amber-100" />
        </p>
      </div>
    </div>
  );
}

/**
 * The result card of the advisor, the wizard and the journey: the partner (its page linked), the score
 * and the computation behind it (every chosen priority with its answer, rule and facts), where it is
 * available, its rating where its kind is rated, its offer, and Get Started through our tracked link.
 */
export function ResultCard({
  r,
  country,
  source,
  headingId,
  footer,
}: {
  r: RankedCandidate<CandidateWithText>;
  country: string | null;
  source: 'advisor' | 'wizard' | 'journey';
  headingId?: string;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('recommendations');
  const c = r.candidate;
  return (
    <article className={cn(card, 'overflow-hidden')} aria-labelledby={headingId} data-testid="result" data-partner={`${c.type}/${c.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 bg-linear-to-r from-blue-50 to-indigo-50 p-4 dark:border-slate-700 dark:from-slate-800 dark:to-slate-800">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-bold tracking-tight">
            {c.name}
          </h3>
          {c.rating !== undefined && <Rating rating={c.rating} />}
          <Link
            to={partnerPageHref(c)}
            className="mt-1 block text-sm font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
          >
            {t('card.about', { name: c.name })}
          </Link>
        </div>
        <span
          className="inline-flex items-center rounded-full bg-blue-700 px-3 py-1 text-sm font-semibold text-white dark:bg-blue-500 dark:text-slate-950"
          data-testid="match-score"
        >
          {t('card.matchScore', { score: formatWholePercent(r.matchScore, i18n.language) })}
        </span>
      </div>
      <div className="space-y-4 p-4">
        {c.description && <p className="text-sm text-slate-700 dark:text-slate-200">{c.description}</p>}
        <AvailabilityLine r={r} country={country} />
        <section aria-label={t('card.howScored')}>
          <h4 className="text-sm font-semibold">{t('card.howScored')}</h4>
          <div className="mt-2">
            <CriteriaList lines={r.explanation.lines} category={c.category} />
          </div>
          <div className="mt-2">
            <ScoreLine r={r} />
          </div>
        </section>
        <OfferBox candidate={c} />
        <div className="flex flex-wrap items-center gap-3">
          <PartnerCta
            type={c.type}
            id={c.id}
            linkClassName={linkButton}
            disclosure={t('card.disclosure')}
            onClick={() => track({ name: `${source}_get_started`, category: c.type, label: c.id, value: r.matchScore })}
          >
            {t('card.getStarted')}
            <ExternalLink className="h-4 w-4" aria-hidden />
            <span className="sr-only">{t('card.opensNewTab')}</span>
          </PartnerCta>
          {footer}
        </div>
      </div>
    </article>
  );
}

/** A shorter card for the runner-ups: name (its page linked), score, availability, the criteria with their facts. */
export function RunnerUpCard({
  r,
  country,
  source,
}: {
  r: RankedCandidate<CandidateWithText>;
  country: string | null;
  source: 'wizard' | 'journey';
}) {
  const { t, i18n } = useTranslation(['wizard', 'recommendations']);
  const c = r.candidate;
  return (
    <li className={cn(card, 'flex flex-col gap-2 p-4')} data-testid="runner-up" data-partner={`${c.type}/${c.id}`}>
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold">
          <Link to={partnerPageHref(c)} className="underline underline-offset-2">
            {c.name}
          </Link>
        </h4>
        <span className="shrink-0 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100">
          {t('recommendations:card.matchScore', { score: formatWholePercent(r.matchScore, i18n.language) })}
        </span>
      </div>
      {c.rating !== undefined && <Rating rating={c.rating} />}
      <AvailabilityLine r={r} country={country} />
      <CriteriaList lines={r.explanation.lines} category={c.category} compact />
      <ScoreLine r={r} />
      <PartnerCta
        type={c.type}
        id={c.id}
        className="mt-auto"
        linkClassName={linkButtonOutline}
        onClick={() => track({ name: `${source}_runner_up`, category: c.type, label: c.id })}
      >
        {t('result.visit', { name: c.name })}
        <ExternalLink className="h-3.5 w-3.5" aria-hidden />
        <span className="sr-only">{t('recommendations:card.opensNewTab')}</span>
      </PartnerCta>
    </li>
  );
}

/**
 * How every score is made, in the words of the formula the code runs (match.ts): the formula and the
 * place of unchecked catalogue facts always in view, the rest one click away.
 */
export function MethodNote({ className }: { className?: string }) {
  const { t } = useTranslation('recommendations');
  return (
    <div
      className={cn(
        'space-y-1.5 rounded-lg border border-slate-200 p-3 text-xs text-slate-700 dark:border-slate-700 dark:text-slate-200',
        className,
      )}
      data-testid="method"
    >
      <p>
        <span className="font-semibold">{t('method.title')}</span> {t('method.formula')}
      </p>
      <p>{t('method.catalogue')}</p>
      <details>
        <summary className="cursor-pointer font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300">
          {t('method.more')}
        </summary>
        <ul className="mt-1.5 list-disc space-y-1 pl-4">
          {(['criteria', 'country', 'ties'] as const).map((k) => (
            <li key={k}>{t(`method.${k}`)}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

import { Check, CircleHelp, ExternalLink, Gift, MapPin, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { partnerPageHref } from '@coinatlas/domain/partners/pages';
import type { CandidateOffer, CandidateWithText, RecCategory } from '@coinatlas/domain/recommendations/catalogue';
import { LIMITS, type CriterionStatus, type UsedFact } from '@coinatlas/domain/recommendations/criteria';
import type { CriterionLine, RankedCandidate } from '@coinatlas/domain/recommendations/match';
import { PartnerCta } from '@/components/partner-cta';
import { ProvenanceNote } from '@/components/provenance';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { formatCompact, formatNumber, formatPercentValue, formatWholePercent, intlLocale, numberFormat } from '@/lib/format/numbers';
import { useReferralCode } from '@/lib/api/referral-code-queries';
import { countryName } from '../journey/region-line';
import { Rating } from './rating';
import { card, linkButton, linkButtonOutline } from './styles';

/** The limits the rules name, formatted for the reader. */
export function useRuleValues() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    max: formatPercentValue(LIMITS.takerFeePercent, lang),
    volume: formatCompact(LIMITS.spotVolumeUsd, lang),
    coins: formatNumber(LIMITS.coins, lang),
    types: formatNumber(LIMITS.botTypes, lang),
    exchanges: formatNumber(LIMITS.exchanges, lang),
    cashback: formatPercentValue(LIMITS.cashbackPercent, lang),
  };
}

const STATUS_ICON: Record<CriterionStatus, ReactNode> = {
  met: <Check className="h-4 w-4" aria-hidden />,
  'not-met': <X className="h-4 w-4" aria-hidden />,
  unknown: <CircleHelp className="h-4 w-4" aria-hidden />,
};
const STATUS_TONE: Record<CriterionStatus, string> = {
  met: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  'not-met': 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
  unknown: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

export function StatusBadge({ status }: { status: CriterionStatus }) {
  const { t } = useTranslation('recommendations');
  return (
    <span
      data-status={status}
      className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[status])}
    >
      {STATUS_ICON[status]}
      {t(`status.${status}`)}
    </span>
  );
}

/** The offer sentence with its values written for the reader. */
function offerSentence(o: Pick<CandidateOffer, 'text' | 'values'>, language: string): string {
  const locale = intlLocale(language);
  return o.text.replace(/\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g, (whole, name: string) => {
    const v = o.values[name] as { kind: string; value: number; currency?: string } | undefined;
    if (!v) return whole;
    if (v.kind === 'percent') return formatPercentValue(v.value, language);
    if (v.kind === 'money')
      return numberFormat(locale, {
        style: 'currency',
        currency: v.currency,
        minimumFractionDigits: Number.isInteger(v.value) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(v.value);
    return formatNumber(v.value, language);
  });
}

/** One fact a criterion read, in words: the field and its value, then where it comes from. */
export function FactLine({ fact, category }: { fact: UsedFact; category: RecCategory }) {
  const { t, i18n } = useTranslation(['recommendations', 'exchanges', 'wallets']);
  const lang = i18n.language;
  const list = (items: readonly string[]) => new Intl.ListFormat(intlLocale(lang), { style: 'long', type: 'conjunction' }).format(items);
  const v = fact.value as never;
  const text = (() => {
    switch (fact.field) {
      case 'fees.trading': {
        const first = (v as { tiers: { maker: number; taker: number }[] }).tiers[0]!;
        return t('facts.tradingFee', { taker: formatPercentValue(first.taker, lang), maker: formatPercentValue(first.maker, lang) });
      }
      case 'facts.poolFee':
        return t('facts.poolFee', {
          min: formatPercentValue((v as { min: number }).min, lang),
          max: formatPercentValue((v as { max: number }).max, lang),
        });
      case 'live.costToBuy':
        return t('facts.liveCost', { percent: formatPercentValue((v as { percent: number }).percent, lang) });
      case 'facts.spotVolume24hUsd':
        return t('facts.spotVolume', { amount: formatCompact(v as number, lang) });
      case 'facts.features':
        return t('facts.features', {
          list: (v as string[]).length ? list((v as string[]).map((f) => t(`exchanges:features.${f}`))) : t('facts.none'),
        });
      case 'licences': {
        // one entry of the record's licences (each has its own provenance, so each is its own line)
        const l = v as { regulator: string; regulatorCountry: string };
        return t('facts.licences', {
          list: `${l.regulator} (${l.regulatorCountry === 'EU' ? 'EU' : countryName(l.regulatorCountry, lang)})`,
        });
      }
      case 'facts.incidents': {
        const l = v as { year: number; clientsMadeWhole: boolean }[];
        return t('facts.incidents', {
          list: l.length
            ? list(l.map((x) => t(x.clientsMadeWhole ? 'facts.incidentWhole' : 'facts.incidentNotWhole', { year: x.year })))
            : t('facts.noneKnown'),
        });
      }
      case 'facts.coinsAtLeast':
        return t('facts.coinsAtLeast', { count: v as number, formatted: formatNumber(v as number, lang) });
      case 'facts.fiat':
        return t('facts.fiat', { list: (v as string[]).length ? list(v as string[]) : t('facts.none') });
      case 'facts.platforms':
        return t(fact.from ? 'facts.appPlatforms' : 'facts.platforms', {
          list: list((v as string[]).map((p) => t(`wallets:platform.${p}`))),
        });
      case 'category':
        return t(`facts.kind.${v as string}`);
      case 'facts.capabilities':
        return t('facts.capabilities', {
          list: (v as string[]).length ? list((v as string[]).map((c) => t(`capabilities.${c}`))) : t('facts.none'),
        });
      case 'facts.botTypes':
        return t('facts.botTypes', { list: list((v as string[]).map((b) => t(`botTypes.${b}`))) });
      case 'facts.exchangeCount':
        return t('facts.exchangeCount', { count: v as number });
      case 'facts.cashbackUpToPercent':
        return t('facts.cashback', { percent: formatPercentValue(v as number, lang) });
      case 'facts.stakingRequired':
        return t(v ? 'facts.stakingRequired' : 'facts.stakingNotRequired');
      case 'offers.0':
        return t('facts.offer', { text: offerSentence(v as CandidateOffer, lang) });
      case 'facts.openSource':
        return t('facts.openSource', { value: t(`wallets:openSourceLabel.${v as string}`) });
      case 'facts.chains':
        return t('facts.chains', { list: list((v as string[]).map((c) => t(`wallets:chain.${c}`))) });
      case 'facts.moreChains':
        return t(v ? 'facts.moreChains' : 'facts.noMoreChains');
      case 'facts.connectivity':
        return t('facts.connectivity', { list: list((v as string[]).map((c) => t(`wallets:link.${c}`))) });
      case 'facts.backup':
        return t('facts.backup', { list: list((v as string[]).map((b) => t(`backups.${b}`))) });
      case 'facts.easeOfUse':
        return t(v ? 'facts.easy' : 'facts.notEasy');
      case 'facts.priceBand':
        return t('facts.priceBand', { band: t(`wallets:priceBand.${v as string}`) });
      case 'facts.pricing':
        return t(`facts.pricing.${v as string}`);
      case 'availability': {
        const a = v as { country: string; status: string };
        return t(a.status === 'available' ? 'facts.availableIn' : 'facts.notAvailableIn', { country: countryName(a.country, lang) });
      }
      default:
        return `${fact.field}: ${JSON.stringify(fact.value)}`;
    }
  })();
  return (
    <li className="text-xs text-slate-700 dark:text-slate-200" data-fact={fact.field} data-category={category}>
      <span className="font-medium">{text}</span>
      {' · '}
      <ProvenanceNote provenance={fact.provenance} />
    </li>
  );
}

/** The lines of an explanation: each chosen priority, its answer, the rule, and the facts it read. */
export function CriteriaList({
  lines,
  category,
  compact = false,
}: {
  lines: readonly CriterionLine[];
  category: RecCategory;
  compact?: boolean;
}) {
  const { t } = useTranslation('recommendations');
  const values = useRuleValues();
  return (
    <ul className="space-y-2" data-testid="criteria">
      {lines.map((l) => (
        <li
          key={l.priority}
          data-priority={l.priority}
          data-status={l.status}
          data-credit={l.credit}
          className="rounded-lg border border-slate-200 p-2.5 dark:border-slate-700"
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <StatusBadge status={l.status} />
            <span className="text-sm font-semibold" data-label="">
              {t(`priorities.${category}.${l.priority}.label`)}
            </span>
            {l.via && <span className="text-xs font-medium text-blue-800 dark:text-blue-300">{t('card.counted', { credit: '½' })}</span>}
          </div>
          {!compact && <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t(`rules.${category}.${l.priority}`, values)}</p>}
          {l.facts.length > 0 ? (
            <ul className="mt-1.5 space-y-1">
              {l.facts.map((f) => (
                <FactLine key={`${f.field}-${JSON.stringify(f.value)}`} fact={f} category={category} />
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t('card.noFact')}</p>
          )}
          {l.via && (
            <div className="mt-2 border-l-2 border-blue-300 pl-2 dark:border-blue-700">
              <p className="text-xs text-slate-700 dark:text-slate-200">
                {t('card.via', { priority: t(`priorities.${category}.${l.via.priority}.label`) })}
              </p>
              <ul className="mt-1 space-y-1">
                {l.via.facts.map((f) => (
                  <FactLine key={`via-${f.field}`} fact={f} category={category} />
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

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

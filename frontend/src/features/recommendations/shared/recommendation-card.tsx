import { Check, ExternalLink, Gift, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PartnerCta } from '@/components/partner-cta';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { Rating } from './rating';
import { badge, card, linkButton } from './styles';
import type { CandidateView } from './use-candidate-view';
import { formatWholePercent } from '@/lib/format/numbers';

/**
 * The result card of the advisor and the wizard: name, match score, rating, description, why we recommend
 * it, benefits, strengths, the exclusive offer and 'Get Started' through our tracked link.
 */
export function RecommendationCard({
  view,
  matchScore,
  source,
  headingId,
  footer,
}: {
  view: CandidateView;
  matchScore: number;
  /** For analytics: which tool produced it. */
  source: 'advisor' | 'wizard';
  headingId?: string;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('recommendations');
  const { candidate } = view;
  const why = view.why.length > 0 ? view.why : view.strengthsWhy;
  return (
    <article className={cn(card, 'overflow-hidden')} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 bg-linear-to-r from-blue-50 to-indigo-50 p-4 dark:border-slate-700 dark:from-slate-800 dark:to-slate-800">
        <div>
          <h3 id={headingId} className="text-xl font-bold tracking-tight">
            {view.name}
          </h3>
          <Rating rating={candidate.rating} />
        </div>
        <span className="inline-flex items-center gap-1 rounded-full bg-blue-700 px-3 py-1 text-sm font-semibold text-white dark:bg-blue-500 dark:text-slate-950">
          <Sparkles className="h-4 w-4" aria-hidden />
          {t('card.matchScore', { score: formatWholePercent(matchScore, i18n.language) })}
        </span>
      </div>
      <div className="space-y-4 p-4">
        <p className="text-sm text-slate-700 dark:text-slate-200">{view.description}</p>
        {view.highlights.length > 0 && (
          <div>
            <h4 className="sr-only">{t('card.highlights')}</h4>
            <ul className="flex flex-wrap gap-1.5">
              {view.highlights.map((h) => (
                <li key={h} className={badge}>
                  {h}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold">{t('card.why')}</h4>
            {view.why.length === 0 && <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t('card.noDirectMatch')}</p>}
            <ul className="mt-2 space-y-1.5">
              {why.map((w) => (
                <li key={w} className="flex gap-2 text-sm text-slate-700 dark:text-slate-200">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
                  {w}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-semibold">{t('card.benefits')}</h4>
            <ul className="mt-2 space-y-1.5">
              {view.benefits.map((b) => (
                <li key={b} className="flex gap-2 text-sm text-slate-700 dark:text-slate-200">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-blue-700 dark:text-blue-300" aria-hidden />
                  {b}
                </li>
              ))}
            </ul>
          </div>
        </div>
        {view.offer && (
          <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            <Gift className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <p>
              <span className="font-semibold">{t('card.offer')}: </span>
              {view.offer}
            </p>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <PartnerCta
            type={candidate.type}
            id={candidate.id}
            linkClassName={linkButton}
            disclosure={t('card.disclosure')}
            onClick={() => track({ name: `${source}_get_started`, category: candidate.type, label: candidate.id, value: matchScore })}
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

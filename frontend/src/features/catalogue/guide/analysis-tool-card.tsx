import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { PartnerCta } from '@/components/partner-cta';
import type { ContentGuideEntry } from '@/lib/api/content-queries';
import { cn } from '@/lib/cn';

type Difficulty = ContentGuideEntry['difficulty'];

/** Level badges: Beginner green, Intermediate yellow, Advanced red (AA contrast in both themes). */
export const DIFFICULTY_CLASSES: Record<Difficulty, string> = {
  Beginner: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Intermediate: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  Advanced: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** One numbered tool of the guide: first three features and first two best-for tags. */
export function AnalysisToolCard({ tool, rank }: { tool: ContentGuideEntry; rank: number }) {
  const { t } = useTranslation('guide');
  const headingId = `guide-${tool.id}`;
  return (
    <li
      id={tool.id}
      data-testid="guide-tool"
      className="flex scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-4">
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white dark:bg-blue-500 dark:text-slate-950"
          aria-hidden
        >
          {rank}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-semibold">
            <span className="sr-only">{rank}. </span>
            {tool.name}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-600 dark:text-slate-300">{t(`categories.${tool.category}`)}</span>
            <span
              data-testid="difficulty"
              data-difficulty={tool.difficulty}
              className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', DIFFICULTY_CLASSES[tool.difficulty])}
            >
              {t(`difficulty.${tool.difficulty}`)}
            </span>
          </div>
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{tool.text.description}</p>
      <h3 className="mt-4 text-sm font-semibold">{t('card.keyFeatures')}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300" data-testid="guide-features">
        {tool.text.features.slice(0, 3).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold">{t('card.bestFor')}</h3>
      <ul className="mt-2 flex flex-wrap gap-2" data-testid="guide-best-for">
        {tool.text.bestFor.slice(0, 2).map((b) => (
          <li
            key={b}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
          >
            {b}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <span className="font-semibold">{t('card.pricing')}: </span>
        <span className="text-slate-700 dark:text-slate-300">{t(`pricing.${tool.facts.pricing.value}`)}</span>
      </p>
      <div className="mt-auto pt-5">
        <PartnerCta
          type={tool.partner.type}
          id={tool.partner.id}
          linkClassName="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:text-slate-50 dark:hover:bg-slate-800"
        >
          {t('card.visitWebsite')}
          <span className="sr-only">
            {' '}
            – {tool.name} ({t('card.opensInNewTab')})
          </span>
          <ExternalLink className="h-4 w-4" aria-hidden />
        </PartnerCta>
      </div>
    </li>
  );
}

import { ArrowRight, BrainCircuit, Check, Route, WandSparkles } from 'lucide-react';
import { lazy, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@/i18n/react';
import { REC_CATEGORIES } from '@coinatlas/domain/recommendations/catalogue';
import { JOURNEY_LENGTH, stepPosition } from '@coinatlas/domain/recommendations/journey';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { useRecommendationSummary } from './api/recommendation-queries';
import { peekJourney } from './journey/saved-journey';
import { useHydrated } from '@/lib/use-hydrated';
import { card } from './shared/styles';

// The dialogs are not needed for the first screen: each loads when opened (and is warmed up on hover/focus).
const loadJourney = () => import('./journey/journey-dialog');
const loadAdvisor = () => import('./advisor/advisor-dialog');
const loadWizard = () => import('./wizard/wizard-dialog');
const JourneyDialog = lazy(loadJourney);
const AdvisorDialog = lazy(loadAdvisor);
const WizardDialog = lazy(loadWizard);

type Open = 'journey' | 'advisor' | 'wizard' | null;

const warm = (load: () => Promise<unknown>) => () => void load().catch(() => {});

/** Home Tools section: the guided journey card, the AI advisor card and the recommendation wizard. */
export function ToolsSection() {
  const { t } = useTranslation('recommendations');
  const [open, setOpen] = useState<Open>(null);
  // The saved journey lives in this browser: read once hydrated, so the first render matches the server's;
  // re-read when the journey dialog closes.
  const hydrated = useHydrated();
  const [closedWith, setSaved] = useState<ReturnType<typeof peekJourney> | undefined>(undefined);
  const saved = closedWith !== undefined ? closedWith : hydrated ? peekJourney() : null;
  // The number of services is counted from the candidates on the server and rendered with the page.
  const summary = useRecommendationSummary();
  const journeyButton = useRef<HTMLButtonElement>(null);
  const advisorButton = useRef<HTMLButtonElement>(null);
  const wizardButton = useRef<HTMLButtonElement>(null);
  const change = (which: Exclude<Open, null>, o: boolean) => {
    if (o) track({ name: 'open_tool', category: 'home_tools', label: which });
    else setSaved(peekJourney());
    setOpen(o ? which : null);
  };
  /** A button of the page opens a dialog; Radix then owns closing (Escape, overlay, close button), and focus goes back to the button. */
  const triggerProps = (which: Exclude<Open, null>) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open === which,
    onClick: () => change(which, true),
  });
  const dialogProps = (which: Exclude<Open, null>) => ({ open: open === which, onOpenChange: (o: boolean) => change(which, o) });
  const resumeAt = saved && saved.currentStep !== 'welcome' ? stepPosition(saved.currentStep) : null;

  return (
    <section aria-labelledby="tools-heading" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <div className="max-w-2xl">
        <h2 id="tools-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('section.heading')}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('section.intro')}</p>
      </div>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ToolCard
          icon={<Route className="h-6 w-6" aria-hidden />}
          accent="from-emerald-600 to-teal-700"
          badge={t('section.journey.badge')}
          title={t('section.journey.title')}
          description={t('section.journey.description')}
          points={[t('section.journey.points.pace'), t('section.journey.points.region'), t('section.journey.points.plain')]}
          note={resumeAt ? t('section.journey.resumeHint', { position: resumeAt, total: JOURNEY_LENGTH }) : undefined}
          action={resumeAt ? t('section.journey.resume') : t('section.journey.start')}
          onWarm={warm(loadJourney)}
          trigger={triggerProps('journey')}
          triggerRef={journeyButton}
        />
        <ToolCard
          icon={<BrainCircuit className="h-6 w-6" aria-hidden />}
          accent="from-blue-700 to-indigo-700"
          badge={t('section.advisor.badge')}
          title={t('section.advisor.title')}
          description={t('section.advisor.description')}
          points={[
            ...(summary.data ? [t('section.advisor.points.services', { count: summary.data.services })] : []),
            t('section.advisor.points.categories', { count: summary.data?.categories ?? REC_CATEGORIES.length }),
            t('section.advisor.points.private'),
          ]}
          action={t('section.advisor.start')}
          onWarm={warm(loadAdvisor)}
          trigger={triggerProps('advisor')}
          triggerRef={advisorButton}
        />
      </div>

      <div className={cn(card, 'mt-6 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between')}>
        <div className="flex items-start gap-3">
          <span className="rounded-lg bg-violet-100 p-2 text-violet-800 dark:bg-violet-950 dark:text-violet-200">
            <WandSparkles className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <h3 className="font-semibold">{t('section.wizard.title')}</h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('section.wizard.description')}</p>
          </div>
        </div>
        <Button
          variant="outline"
          className="shrink-0"
          onPointerEnter={warm(loadWizard)}
          onFocus={warm(loadWizard)}
          ref={wizardButton}
          {...triggerProps('wizard')}
        >
          {t('section.wizard.start')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <LazyDialog {...dialogProps('journey')} returnFocusTo={journeyButton}>
        <JourneyDialog />
      </LazyDialog>
      <LazyDialog {...dialogProps('advisor')} returnFocusTo={advisorButton}>
        <AdvisorDialog />
      </LazyDialog>
      <LazyDialog {...dialogProps('wizard')} returnFocusTo={wizardButton}>
        <WizardDialog />
      </LazyDialog>
    </section>
  );
}

function ToolCard({
  trigger,
  triggerRef,
  ...props
}: {
  icon: ReactNode;
  accent: string;
  badge: string;
  title: string;
  description: string;
  points: string[];
  note?: string;
  action: string;
  onWarm: () => void;
  trigger: { 'aria-haspopup': 'dialog'; 'aria-expanded': boolean; onClick: () => void };
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <article className={cn(card, 'flex flex-col overflow-hidden shadow-sm')}>
      <div className={cn('flex items-center justify-between bg-linear-to-r p-5 text-white', props.accent)}>
        <span className="rounded-lg bg-white/15 p-2">{props.icon}</span>
        <span className="rounded-full bg-white/20 px-3 py-1 text-xs font-semibold">{props.badge}</span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-semibold">{props.title}</h3>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{props.description}</p>
        <ul className="mt-4 space-y-2">
          {props.points.map((p) => (
            <li key={p} className="flex gap-2 text-sm">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
              {p}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-5">
          {props.note && <p className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{props.note}</p>}
          <Button size="lg" className="w-full sm:w-auto" onPointerEnter={props.onWarm} onFocus={props.onWarm} ref={triggerRef} {...trigger}>
            {props.action}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
    </article>
  );
}

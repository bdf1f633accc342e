import { ArrowLeft, ArrowRight, Check, Flag, RotateCcw, Target } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import {
  GOAL_STEP,
  JOURNEY_LENGTH,
  choose,
  goToStep,
  initialJourney,
  isStepDone,
  nextStep,
  previousStep,
  progressPercent,
  stepPosition,
  type JourneyState,
} from '@coinatlas/domain/recommendations/journey';
import { countryName } from '@/components/availability/country-name';
import { CountryLine } from '@/components/country/country-ask';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent } from '@/components/ui/dialog';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { ProgressBar } from '../shared/progress-bar';
import { badge } from '../shared/styles';
import { clearJourney, loadJourney, saveJourney } from './saved-journey';
import { formatWholePercent } from '@/lib/format/numbers';
import { useRecommendationCountry } from '../shared/use-country';
import { StepBody } from './step-body';

const JOURNEY_NAMESPACES = ['journey', 'recommendations', 'exchanges', 'wallets', 'wizard'] as const;

/** The guided journey: 12 steps, saved on this device with a timestamp on every change. */
export default function JourneyDialog() {
  // Every namespace a step can show is loaded before the dialog first shows: a namespace that arrived later
  // (the exchange step's match card reads the exchange, wallet and wizard texts) would suspend the open
  // dialog and blank it for a moment.
  const { t, i18n } = useTranslation(JOURNEY_NAMESPACES);
  const [state, setState] = useState<JourneyState>(() => loadJourney());
  const visitor = useRecommendationCountry();
  const { country } = visitor;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const step = state.currentStep;
  const position = stepPosition(step);
  const percent = progressPercent(step);

  // Move focus to the new step's heading so keyboard and screen-reader users start reading from the top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const apply = (change: (s: JourneyState, now: number) => JourneyState) => {
    const next = change(state, Date.now());
    setState(next);
    saveJourney(next);
    if (next.currentStep !== state.currentStep) track({ name: 'journey_step', category: 'journey', label: next.currentStep });
  };
  const startFresh = () => {
    clearJourney();
    setState(initialJourney(Date.now()));
    track({ name: 'journey_reset', category: 'journey' });
  };

  const goalStep = state.choices.goal ? GOAL_STEP[state.choices.goal] : undefined;
  const where = country ? countryName(country, i18n.language) : undefined;
  const stepKey = `steps.${step}`;

  return (
    <DialogContent title={t('title')} description={t('description')} className="sm:max-w-2xl">
      <div className="mt-4 space-y-3">
        <div className="flex items-center gap-3">
          <ProgressBar value={percent} label={t('progressLabel')} />
          <span className="shrink-0 rounded-full bg-blue-700 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-blue-500 dark:text-slate-950">
            {t('percent', { percent: formatWholePercent(percent, i18n.language) })}
          </span>
          <Button variant="ghost" size="icon" className="h-8 w-8 shrink-0" aria-label={t('reset')} title={t('reset')} onClick={startFresh}>
            <RotateCcw className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
          <p className="text-sm font-semibold text-slate-800 dark:text-slate-100" data-testid="journey-steps">
            {t('stepsCount', { position, total: JOURNEY_LENGTH })}
          </p>
          <CountryLine visitor={visitor} />
        </div>
      </div>

      <section className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-700" aria-labelledby="journey-step-heading">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="journey-step-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {t(`${stepKey}.title`)}
          </h3>
          {goalStep === step && (
            <span className={cn(badge, 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100')}>
              <Target className="h-3.5 w-3.5" aria-hidden />
              {t('yourGoal')}
            </span>
          )}
          {isStepDone(state, step) && step !== 'complete' && (
            <span className={cn(badge, 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100')}>
              <Check className="h-3.5 w-3.5" aria-hidden />
              {t('done')}
            </span>
          )}
        </div>
        <StepBody state={state} where={where} country={country} onChoose={(choice) => apply((s, now) => choose(s, choice, now))} />
      </section>

      {step === 'complete' ? (
        <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 grid gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
          <Button variant="outline" onClick={() => apply((s, now) => goToStep(s, 'goals', now))}>
            {t('steps.complete.actions.exploreGoals')}
          </Button>
          <Button variant="outline" onClick={() => apply((s, now) => goToStep(s, 'experience', now))}>
            {t('steps.complete.actions.changeExperience')}
          </Button>
          <Button variant="outline" onClick={startFresh}>
            {t('steps.complete.actions.startFresh')}
          </Button>
          <DialogClose asChild>
            <Button>{t('steps.complete.actions.close')}</Button>
          </DialogClose>
        </div>
      ) : (
        <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 flex items-center justify-between gap-2 border-t border-slate-200 bg-white px-6 py-4 dark:border-slate-700 dark:bg-slate-900">
          <Button variant="outline" disabled={step === 'welcome'} onClick={() => apply(previousStep)}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('back')}
          </Button>
          <Button onClick={() => apply(nextStep)}>
            {step === 'welcome' ? t('begin') : step === 'cryptoCards' ? t('completeJourney') : t('continue')}
            {step === 'cryptoCards' ? <Flag className="h-4 w-4" aria-hidden /> : <ArrowRight className="h-4 w-4" aria-hidden />}
          </Button>
        </div>
      )}
    </DialogContent>
  );
}

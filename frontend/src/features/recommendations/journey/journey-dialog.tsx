import { ArrowLeft, ArrowRight, Check, ExternalLink, Flag, RotateCcw, Target } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import {
  GOAL_STEP,
  JOURNEY_LENGTH,
  JOURNEY_OPTIONS,
  choose,
  goToStep,
  initialJourney,
  isStepDone,
  journeyPriorities,
  nextStep,
  previousStep,
  progressPercent,
  stepPosition,
  type JourneyChoice,
  type JourneyOption,
  type JourneyState,
  type JourneyStep,
} from '@coinatlas/domain/recommendations/journey';
import { AVAILABILITY_TYPES } from '@coinatlas/domain/availability/availability';
import { countryName } from '@/components/availability/country-name';
import { CountryGate, CountryLine } from '@/components/country/country-ask';
import { PartnerCta } from '@/components/partner-cta';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent } from '@/components/ui/dialog';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { ProgressBar } from '../shared/progress-bar';
import { badge, choiceActive, choiceButton, choiceIdle, linkButtonOutline } from '../shared/styles';
import { clearJourney, loadJourney, saveJourney } from './saved-journey';
import { formatWholePercent } from '@/lib/format/numbers';
import { ExchangeMatch, useExchangeRanking } from './exchange-match';
import { useAvailabilityIn, useRecommendationCountry, type PartnerState } from '../shared/use-country';

const CHOICE_STEPS = ['experience', 'hasExchange', 'goals', 'walletChoice'] as const;
type ChoiceStep = (typeof CHOICE_STEPS)[number];
const isChoiceStep = (s: JourneyStep): s is ChoiceStep => (CHOICE_STEPS as readonly string[]).includes(s);

function toChoice(step: ChoiceStep, id: string): JourneyChoice {
  if (step === 'hasExchange') return { step, value: id === 'yes' };
  return { step, value: id } as JourneyChoice;
}

function chosenId(state: JourneyState, step: ChoiceStep): string | undefined {
  const c = state.choices;
  if (step === 'experience') return c.experience;
  if (step === 'hasExchange') return c.hasExchange === undefined ? undefined : c.hasExchange ? 'yes' : 'no';
  if (step === 'goals') return c.goal;
  return c.walletType;
}

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

function StepBody({
  state,
  where,
  country,
  onChoose,
}: {
  state: JourneyState;
  where: string | undefined;
  country: string | null;
  onChoose: (choice: JourneyChoice) => void;
}) {
  const { t } = useTranslation('journey');
  const step = state.currentStep;
  const key = `steps.${step}`;
  // A step that links to partners whose availability is recorded (exchanges, cards, apps) shows them only for
  // a confirmed country, once it is known which are recorded as not available there: those never show.
  const needsCountry = JOURNEY_OPTIONS[step].some(
    (o) => o.kind === 'link' && (AVAILABILITY_TYPES as readonly string[]).includes(o.partner.type),
  );
  const availability = useAvailabilityIn(needsCountry ? country : null);
  // The exchange step ranks every exchange for the visitor's answers with the wizard's rule.
  const exchangeRanking = useExchangeRanking(journeyPriorities(state.choices), country, step === 'exchangeSetup' && country !== null);
  const stateOf = (o: JourneyOption): PartnerState | undefined =>
    o.kind === 'link' && (AVAILABILITY_TYPES as readonly string[]).includes(o.partner.type)
      ? (availability.stateOf?.(o.partner.type, o.partner.id) ?? 'unknown')
      : undefined;
  const shownOptions = JOURNEY_OPTIONS[step].filter((o) => stateOf(o) !== 'not-available');
  // recorded as available there first, then the ones whose availability there is unknown (a stable sort)
  const rankOf = (o: JourneyOption) => (stateOf(o) === 'unknown' ? 1 : 0);
  const options = [...shownOptions].sort((a, b) => (a.kind === 'link' && b.kind === 'link' ? rankOf(a) - rankOf(b) : 0));
  const blocked = needsCountry && (country === null || availability.stateOf === null || (step === 'exchangeSetup' && !exchangeRanking));
  const linkCount = options.filter((o) => o.kind === 'link').length;
  const p = 'mt-2 text-sm text-slate-700 dark:text-slate-200';

  if (step === 'welcome') {
    return (
      <div>
        <p className={p}>{t(`${key}.intro`)}</p>
        <ul className="mt-3 space-y-1.5">
          {(['exchange', 'store', 'grow'] as const).map((k) => (
            <li key={k} className="flex gap-2 text-sm">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
              {t(`${key}.points.${k}`)}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (step === 'complete') {
    const c = state.choices;
    const answer = (v: string | undefined) => v ?? t('steps.complete.choices.notAnswered');
    const rows: Array<[string, string]> = [
      [t('steps.complete.choices.experience'), answer(c.experience && t(`steps.experience.options.${c.experience}.label`))],
      [
        t('steps.complete.choices.hasExchange'),
        answer(c.hasExchange === undefined ? undefined : t(`steps.complete.choices.${c.hasExchange ? 'yes' : 'no'}`)),
      ],
      [t('steps.complete.choices.goal'), answer(c.goal && t(`steps.goals.options.${c.goal}.label`))],
      [t('steps.complete.choices.walletType'), answer(c.walletType && t(`steps.walletChoice.options.${c.walletType}.label`))],
    ];
    return (
      <div>
        <p className={p}>{t(`${key}.intro`)}</p>
        <h4 className="mt-4 text-sm font-semibold">{t(`${key}.summary`)}</h4>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }

  // the exchange step's words count what it shows ("these", "this one"), never a number it does not show
  const intro =
    step === 'exchangeSetup'
      ? blocked
        ? t(`${key}.introAsk`)
        : t(state.choices.hasExchange ? `${key}.introHasOne` : `${key}.intro`, { count: linkCount })
      : t(`${key}.intro`, { defaultValue: '' });
  const hasLinks = !blocked && linkCount > 0;

  return (
    <div>
      {intro && <p className={p}>{intro}</p>}
      {isChoiceStep(step) ? (
        <ul className={'mt-4 grid gap-2 sm:grid-cols-2'}>
          {options.map((o) => {
            const selected = chosenId(state, step) === o.id;
            return (
              <li key={o.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  className={cn(choiceButton, selected ? choiceActive : choiceIdle)}
                  onClick={() => onChoose(toChoice(step, o.id))}
                >
                  <span>
                    <span className="block font-semibold">{t(`${key}.options.${o.id}.label`)}</span>
                    <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">
                      {t(`${key}.options.${o.id}.description`)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <>
          {blocked &&
            (country === null ? (
              <CountryGate className="mt-4" />
            ) : availability.failed ? (
              <p role="alert" className={p}>
                {t('recommendations:card.loadError')}
              </p>
            ) : (
              <p role="status" className={cn(p, 'text-slate-600 dark:text-slate-300')}>
                {t('common:loading')}
              </p>
            ))}
          {step === 'exchangeSetup' && !blocked && exchangeRanking && country && (
            <ExchangeMatch ranking={exchangeRanking} priorities={journeyPriorities(state.choices)} country={country} others={linkCount} />
          )}
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {options
              .filter((o) => !blocked || o.kind !== 'link')
              .map((o) => (
                <OptionCard
                  key={o.id}
                  option={o}
                  stepKey={key}
                  where={where}
                  state={stateOf(o)}
                  score={
                    step === 'exchangeSetup' && o.kind === 'link'
                      ? exchangeRanking?.ranked.find((r) => r.candidate.id === o.partner.id)?.matchScore
                      : undefined
                  }
                />
              ))}
          </ul>
        </>
      )}
      {step === 'walletChoice' && <p className={cn(p, 'mt-3')}>{t(`${key}.tip`)}</p>}
      {step === 'yieldOptions' && (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t(`${key}.risk`)}
        </p>
      )}
      {hasLinks && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
          {where ? t('availability', { country: where }) : t('availabilityUnknown')}
        </p>
      )}
    </div>
  );
}

function OptionCard({
  option,
  stepKey,
  score,
  where,
  state,
}: {
  option: JourneyOption;
  stepKey: string;
  score?: number | undefined;
  /** The visitor's country, named. */
  where: string | undefined;
  /** What the record says about the partner there (only for kinds whose availability is recorded). */
  state: PartnerState | undefined;
}) {
  const { t, i18n } = useTranslation(['journey', 'recommendations']);
  const label = t(`${stepKey}.options.${option.id}.label`);
  const soon = option.kind === 'soon';
  return (
    <li
      className={cn(
        'flex flex-col justify-between gap-3 rounded-lg border p-3',
        soon
          ? 'border-dashed border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-800/60'
          : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
      )}
    >
      <div>
        <div className="flex items-start justify-between gap-2">
          <span className="font-semibold">{label}</span>
          {score !== undefined && (
            <span
              className="shrink-0 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100"
              data-testid="option-score"
            >
              {t('recommendations:card.matchScore', { score: formatWholePercent(score, i18n.language) })}
            </span>
          )}
        </div>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{t(`${stepKey}.options.${option.id}.description`)}</p>
        {state && where && (
          <p className="mt-1 text-xs text-slate-700 dark:text-slate-200" data-availability={state}>
            {t(state === 'available' ? 'recommendations:availability.available' : 'recommendations:availability.unknown', {
              country: where,
            })}
          </p>
        )}
      </div>
      {option.kind === 'link' && (
        <PartnerCta
          type={option.partner.type}
          id={option.partner.id}
          className="self-start"
          linkClassName={linkButtonOutline}
          onClick={() => track({ name: 'journey_outbound', category: option.partner.type, label: option.partner.id })}
        >
          {t('visit', { name: label })}
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          <span className="sr-only">{t('opensNewTab')}</span>
        </PartnerCta>
      )}
      {soon && (
        <button type="button" disabled aria-disabled="true" className={cn(linkButtonOutline, 'self-start cursor-not-allowed opacity-60')}>
          {t('comingSoon')}
        </button>
      )}
    </li>
  );
}

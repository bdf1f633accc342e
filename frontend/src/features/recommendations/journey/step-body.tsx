// The body of the journey's current step: its words, its choices or its options (asking for the country first where needed).
import { Check } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import {
  JOURNEY_OPTIONS,
  journeyPriorities,
  type JourneyChoice,
  type JourneyOption,
  type JourneyState,
  type JourneyStep,
} from '@coinatlas/domain/recommendations/journey';
import { AVAILABILITY_TYPES } from '@coinatlas/domain/availability/availability';
import { CountryGate } from '@/components/country/country-ask';
import { cn } from '@/lib/cn';
import { choiceActive, choiceButton, choiceIdle } from '../shared/styles';
import { ExchangeMatch, useExchangeRanking } from './exchange-match';
import { useAvailabilityIn, type PartnerState } from '../shared/use-country';
import { OptionCard } from './option-card';

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

export function StepBody({
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

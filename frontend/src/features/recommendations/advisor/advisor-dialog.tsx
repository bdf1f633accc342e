import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown, Cpu, Layers, ListChecks, RotateCcw, Sparkles } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { advise, type AdvisorResult } from '@coinatlas/domain/recommendations/advisor';
import {
  REC_CATEGORIES,
  distinctServices,
  isCategory,
  validPriorities,
  type CandidateWithText,
  type RecCategory,
} from '@coinatlas/domain/recommendations/catalogue';
import { CountryGate, CountryLine } from '@/components/country/country-ask';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { track } from '@/lib/analytics';
import { useCandidates } from '../api/recommendation-queries';
import { CategoryIcon } from '../shared/category-icon';
import { MethodNote, ResultCard } from '../shared/explanation';
import { ProgressBar } from '../shared/progress-bar';
import { ResultNotice } from '../shared/result-notice';
import { useRecommendationCountry } from '../shared/use-country';
import { PriorityMultiSelect } from './priority-multi-select';

/** How long the loading bar runs before the result: 4 steps of 250 ms. */
const LOADING_STEPS = [25, 50, 75, 100] as const;
const LOADING_STEP_MS = 250;

/** What the visitor did: the form, the loading bar, or done (the result shows once the candidates are here). */
type Phase = { kind: 'form' } | { kind: 'loading'; progress: number } | { kind: 'done'; category: RecCategory; chosen: string[] };
type Shown =
  | { kind: 'form' }
  | { kind: 'loading'; progress: number }
  | { kind: 'result'; result: AdvisorResult<CandidateWithText> }
  | { kind: 'none' }
  | { kind: 'failed' }
  /** Generate was pressed before the visitor confirmed a country: the dialog asks for it first. */
  | { kind: 'ask' };

/**
 * The advisor: the visitor's country (confirmed, changeable; asked for while there is none), category,
 * priorities, Generate, a loading bar, then the best match for that country computed in the browser with the
 * shared rule, and the computation behind its score. Nothing is ranked before the country is confirmed.
 */
export default function AdvisorDialog() {
  // the result card reads the exchange, wallet and wizard texts: loaded with the dialog, so a result never blanks it
  const { t } = useTranslation(['advisor', 'recommendations', 'exchanges', 'wallets', 'wizard']);
  const [category, setCategory] = useState<RecCategory | ''>('');
  const [priorities, setPriorities] = useState<string[]>([]);
  const [listOpen, setListOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const candidates = useCandidates();
  const list = candidates.data;
  const visitor = useRecommendationCountry();
  const { country } = visitor;
  const categoryLabelId = useId();
  const prioritiesLabelId = useId();
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);

  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const pickCategory = (value: string) => {
    if (!isCategory(value)) return;
    setCategory(value);
    // keep only the priorities the new category also offers
    setPriorities((prev) => validPriorities(value, prev));
  };

  // The loading bar runs its course; the result then waits for the candidates if they are not here yet.
  const failed = candidates.isError;
  const shown = useMemo<Shown>(() => {
    if (phase.kind !== 'done') return phase;
    if (country === null) return { kind: 'ask' };
    if (list) {
      const result = advise(list, phase.category, phase.chosen, country);
      return result ? { kind: 'result', result } : { kind: 'none' };
    }
    return failed ? { kind: 'failed' } : { kind: 'loading', progress: 100 };
  }, [phase, list, failed, country]);
  const shownResult = shown.kind === 'result' ? shown.result : undefined;
  useEffect(() => {
    if (shownResult && phase.kind === 'done')
      track({ name: 'advisor_result', category: phase.category, label: shownResult.candidate.id, value: shownResult.matchScore });
  }, [shownResult, phase]);
  useEffect(() => {
    if (shown.kind === 'result') resultHeadingRef.current?.focus();
  }, [shown.kind]);

  const generate = () => {
    if (!category) return;
    const chosen = [...priorities];
    setListOpen(false);
    track({ name: 'advisor_generate', category, value: chosen.length });
    setPhase({ kind: 'loading', progress: LOADING_STEPS[0] });
    timers.current.forEach(clearTimeout);
    timers.current = [
      ...LOADING_STEPS.slice(1).map((progress, i) =>
        window.setTimeout(() => setPhase({ kind: 'loading', progress }), (i + 1) * LOADING_STEP_MS),
      ),
      window.setTimeout(() => setPhase({ kind: 'done', category, chosen }), LOADING_STEPS.length * LOADING_STEP_MS),
    ];
  };

  const startOver = () => {
    setCategory('');
    setPriorities([]);
    setListOpen(false);
    setPhase({ kind: 'form' });
  };

  const stats = [
    ...(list ? [{ icon: Layers, text: t('stats.services', { count: distinctServices(list) }) }] : []),
    { icon: ListChecks, text: t('stats.categories', { count: REC_CATEGORIES.length }) },
    { icon: Cpu, text: t('stats.private') },
  ];

  return (
    <DialogContent
      title={t('title')}
      description={t('description')}
      className="sm:max-w-2xl"
      onEscapeKeyDown={(e) => {
        // Escape closes the open priority list first, then the dialog.
        if (listOpen) {
          e.preventDefault();
          setListOpen(false);
        }
      }}
    >
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
        {stats.map(({ icon: Icon, text }) => (
          <li key={text} className="inline-flex items-center gap-1.5">
            <Icon className="h-3.5 w-3.5" aria-hidden />
            {text}
          </li>
        ))}
      </ul>

      <div className="mt-3">
        <CountryLine visitor={visitor} />
      </div>

      {shown.kind === 'form' && (
        <div className="mt-5 space-y-5">
          <div className="space-y-2">
            <p id={categoryLabelId} className="text-sm font-semibold">
              1. {t('category.label')}
            </p>
            <Select.Root value={category} onValueChange={pickCategory}>
              <Select.Trigger
                aria-labelledby={categoryLabelId}
                className="flex h-10 w-full items-center justify-between rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 data-[placeholder]:text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50 dark:data-[placeholder]:text-slate-300"
              >
                <Select.Value placeholder={t('category.placeholder')} />
                <Select.Icon>
                  <ChevronDown className="h-4 w-4 opacity-70" aria-hidden />
                </Select.Icon>
              </Select.Trigger>
              <Select.Portal>
                <Select.Content
                  position="popper"
                  sideOffset={4}
                  className="z-[60] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50"
                >
                  <Select.Viewport className="p-1">
                    {REC_CATEGORIES.map((c) => (
                      <Select.Item
                        key={c}
                        value={c}
                        className="relative flex cursor-pointer select-none items-center gap-2 rounded py-2 pl-2 pr-8 text-sm outline-none data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-900 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-slate-50"
                      >
                        <CategoryIcon category={c} className="h-4 w-4 text-blue-700 dark:text-blue-300" />
                        <Select.ItemText>{t(`recommendations:categories.${c}.label`)}</Select.ItemText>
                        <Select.ItemIndicator className="absolute right-2">
                          <Check className="h-4 w-4" aria-hidden />
                        </Select.ItemIndicator>
                      </Select.Item>
                    ))}
                  </Select.Viewport>
                </Select.Content>
              </Select.Portal>
            </Select.Root>
          </div>

          {category && (
            <div className="space-y-2">
              <p id={prioritiesLabelId} className="text-sm font-semibold">
                2. {t('priorities.label')}
              </p>
              <PriorityMultiSelect
                category={category}
                value={priorities}
                onChange={setPriorities}
                labelId={prioritiesLabelId}
                open={listOpen}
                onOpenChange={setListOpen}
              />
            </div>
          )}

          {priorities.length > 0 && (
            <Button size="lg" className="w-full" onClick={generate}>
              <Sparkles className="h-4 w-4" aria-hidden />
              {t('generate', { count: priorities.length })}
            </Button>
          )}
        </div>
      )}

      {shown.kind === 'loading' && (
        <div className="mt-8 space-y-3 pb-4" role="status">
          <p className="text-center text-sm font-medium">{t('loading')}</p>
          <ProgressBar value={shown.progress} label={t('loadingLabel')} />
        </div>
      )}

      {shown.kind === 'ask' && <CountryGate className="mt-5" />}

      {(shown.kind === 'failed' || shown.kind === 'none') && (
        <div className="mt-5 space-y-4">
          <p role="alert" className="text-sm text-slate-700 dark:text-slate-200">
            {shown.kind === 'none' ? t('recommendations:result.none') : t('recommendations:card.loadError')}
          </p>
          <Button variant="outline" onClick={startOver}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('startOver')}
          </Button>
        </div>
      )}

      {shown.kind === 'result' && country && (
        <div className="mt-5 space-y-4">
          <h3 ref={resultHeadingRef} tabIndex={-1} className="text-base font-semibold focus:outline-none">
            {t('result.heading')}
          </h3>
          {shown.result.fallback && (
            <p className="text-sm text-slate-700 dark:text-slate-200">
              {t('result.fallback', {
                priority: t(`recommendations:priorities.${shown.result.category}.${shown.result.priorities[0]}.label`),
              })}
            </p>
          )}
          <ResultNotice
            recommended={shown.result.recommended}
            country={country}
            top={shown.result.availability}
            excluded={shown.result.excluded.length}
          />
          <ResultCard
            r={shown.result}
            country={country}
            source="advisor"
            headingId="advisor-result-name"
            footer={
              <Button variant="outline" onClick={startOver}>
                <RotateCcw className="h-4 w-4" aria-hidden />
                {t('startOver')}
              </Button>
            }
          />
          <MethodNote />
        </div>
      )}
    </DialogContent>
  );
}

import { ArrowLeft, ArrowRight, Check, Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { PRIORITIES, REC_CATEGORIES, validPriorities, type RecCategory } from '@coinatlas/domain/recommendations/catalogue';
import { WIZARD_STAGES, WIZARD_STAGE_MS, wizardResult } from '@coinatlas/domain/recommendations/wizard';
import { CountryGate, CountryLine } from '@/components/country/country-ask';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { NamedList } from '@/components/ui/named-list';
import { toast } from '@/components/ui/toast-store';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { useCandidates } from '../api/recommendation-queries';
import { CategoryIcon } from '../shared/category-icon';
import { MethodNote, ResultCard, RunnerUpCard } from '../shared/explanation';
import { ProgressBar } from '../shared/progress-bar';
import { ResultNotice } from '../shared/result-notice';
import { badge, choiceActive, choiceButton, choiceIdle } from '../shared/styles';
import { useRecommendationCountry } from '../shared/use-country';

type Phase = 'category' | 'priorities' | 'analysis' | 'result';
const STEP_OF: Record<Phase, number> = { category: 1, priorities: 2, analysis: 3, result: 3 };

/**
 * The recommendation wizard: category, priorities, a short analysis, then the best match and two
 * runner-ups, each with the computation behind its score, for the visitor's confirmed country (shown,
 * changeable). Without one it asks before it ranks.
 */
export default function WizardDialog() {
  // the result cards read the exchange and wallet texts: loaded with the dialog, so a result never blanks it
  const { t } = useTranslation(['wizard', 'recommendations', 'exchanges', 'wallets']);
  const [phase, setPhase] = useState<Phase>('category');
  const [category, setCategory] = useState<RecCategory | null>(null);
  const [priorities, setPriorities] = useState<string[]>([]);
  const [stage, setStage] = useState(0);
  const [done, setDone] = useState(false);
  const visitor = useRecommendationCountry();
  const { country } = visitor;
  // The candidates load while the visitor picks; the analysis ends only once they are here.
  const candidates = useCandidates();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);

  // Each step starts at its heading for keyboard and screen-reader users (not on first open: the dialog focuses itself).
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [phase]);

  const categoryLabel = (c: RecCategory) => t(`recommendations:categories.${c}.label`);

  const pickCategory = (c: RecCategory) => {
    setCategory(c);
    setPriorities([]);
    setDone(false);
    setPhase('priorities');
    toast({ title: t('toast.title'), description: t('toast.description', { category: categoryLabel(c) }) });
    track({ name: 'wizard_category', category: 'wizard', label: c });
  };

  const togglePriority = (p: string) => setPriorities((prev) => (prev.includes(p) ? prev.filter((x) => x !== p) : [...prev, p]));

  const analyse = () => {
    if (!category || priorities.length === 0) return;
    setStage(0);
    setDone(false);
    setPhase('analysis');
  };

  // Each stage shows for 300 ms after it is on screen, then the next; after the last, the result.
  const list = candidates.data;
  const failed = candidates.isError;
  useEffect(() => {
    if (phase !== 'analysis' || !category) return;
    const last = stage >= WIZARD_STAGES.length - 1;
    if (last && !list && !failed) return;
    const id = window.setTimeout(() => {
      if (!last) {
        setStage(stage + 1);
        return;
      }
      setDone(true);
      setPhase('result');
    }, WIZARD_STAGE_MS);
    return () => window.clearTimeout(id);
  }, [phase, stage, category, list, failed]);

  // The result follows the country: changing it on the result screen ranks again, at once.
  const result = useMemo(
    () => (done && list && category && country ? wizardResult(list, category, priorities, country) : null),
    [done, list, category, priorities, country],
  );
  const resultId = result ? `${result.best.candidate.id}:${result.best.matchScore}` : null;
  useEffect(() => {
    if (result && category) track({ name: 'wizard_result', category, label: result.best.candidate.id, value: result.best.matchScore });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per distinct result
  }, [resultId]);

  const startOver = () => {
    setCategory(null);
    setPriorities([]);
    setDone(false);
    setPhase('category');
  };

  const heading = (text: string) => (
    <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
      {text}
    </h3>
  );

  return (
    <DialogContent title={t('title')} description={t('description')} className="sm:max-w-3xl">
      <div className="mt-4 flex items-center gap-3">
        {/* drawn steps only: the line beside them says which step this is */}
        <ol className="flex items-center gap-1.5" aria-hidden>
          {[1, 2, 3].map((n) => (
            <li
              key={n}
              className={cn(
                'h-1.5 w-8 rounded-full',
                n <= STEP_OF[phase] ? 'bg-blue-700 dark:bg-blue-400' : 'bg-slate-200 dark:bg-slate-700',
              )}
            />
          ))}
        </ol>
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('stepOf', { step: STEP_OF[phase], total: 3 })}</p>
      </div>
      <div className="mt-3">
        <CountryLine visitor={visitor} />
      </div>

      {phase === 'category' && (
        <section className="mt-5">
          {heading(t('step1.heading'))}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('step1.intro')}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2 md:grid-cols-3">
            {REC_CATEGORIES.map((c) => (
              <li key={c}>
                <button
                  type="button"
                  aria-pressed={category === c}
                  className={cn(choiceButton, 'h-full', category === c ? choiceActive : choiceIdle)}
                  onClick={() => pickCategory(c)}
                >
                  <span className="rounded-md bg-blue-100 p-2 text-blue-800 dark:bg-blue-950 dark:text-blue-200">
                    <CategoryIcon category={c} className="h-5 w-5" />
                  </span>
                  <span>
                    <span className="block font-semibold">{categoryLabel(c)}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-300">
                      {t(`recommendations:categories.${c}.description`)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {phase === 'priorities' && category && (
        <section className="mt-5">
          {heading(t('step2.heading'))}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('step2.intro', { category: categoryLabel(category) })}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {PRIORITIES[category].map((p: string) => {
              const on = priorities.includes(p);
              return (
                <li key={p}>
                  <button
                    type="button"
                    aria-pressed={on}
                    className={cn(choiceButton, 'h-full', on ? choiceActive : choiceIdle)}
                    onClick={() => togglePriority(p)}
                  >
                    <span
                      className={cn(
                        'mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded border',
                        on ? 'border-blue-700 bg-blue-700 dark:border-blue-400 dark:bg-blue-400' : 'border-slate-400 dark:border-slate-500',
                      )}
                      aria-hidden
                    >
                      {on && <Check className="h-3 w-3 text-white dark:text-slate-950" />}
                    </span>
                    <span>
                      <span className="block text-sm font-semibold">{t(`recommendations:priorities.${category}.${p}.label`)}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-300">
                        {t(`recommendations:priorities.${category}.${p}.description`)}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
            {priorities.length ? t('step2.selected', { count: priorities.length }) : t('step2.needOne')}
          </p>
          <div className="sticky -bottom-6 -mx-6 -mb-6 mt-4 flex items-center justify-between gap-2 border-t border-slate-200 bg-white px-6 py-4 dark:border-slate-700 dark:bg-slate-900">
            <Button variant="outline" onClick={() => setPhase('category')}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              {t('step2.back')}
            </Button>
            <Button onClick={analyse} disabled={priorities.length === 0}>
              {t('step2.continue')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </section>
      )}

      {phase === 'analysis' && (
        <section className="mt-6 space-y-4 pb-2">
          {heading(t(`stages.${WIZARD_STAGES[stage]!.message}`))}
          <ProgressBar value={WIZARD_STAGES[stage]!.progress} label={t('analysisLabel')} />
          <ol className="space-y-1.5" aria-live="polite">
            {WIZARD_STAGES.map((s, i) => (
              <li
                key={s.message}
                className={cn(
                  'flex items-center gap-2 text-sm',
                  i <= stage ? 'text-slate-900 dark:text-slate-50' : 'text-slate-500 dark:text-slate-400',
                )}
              >
                {i < stage ? (
                  <Check className="h-4 w-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
                ) : i === stage ? (
                  <Loader2 className="h-4 w-4 animate-spin text-blue-700 dark:text-blue-300" aria-hidden />
                ) : (
                  <span className="h-4 w-4" aria-hidden />
                )}
                {t(`stages.${s.message}`)}
              </li>
            ))}
          </ol>
        </section>
      )}

      {phase === 'result' && !country && (
        <section className="mt-5">
          {heading(t('result.heading'))}
          <CountryGate className="mt-3" />
        </section>
      )}

      {phase === 'result' && country && !result && (
        <section className="mt-5 space-y-4">
          <p role="alert" className="text-sm text-slate-700 dark:text-slate-200">
            {list ? t('recommendations:result.none') : t('recommendations:card.loadError')}
          </p>
          <Button variant="outline" onClick={startOver}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('result.startOver')}
          </Button>
        </section>
      )}

      {phase === 'result' && category && country && result && (
        <section className="mt-5 space-y-4">
          <div>
            {heading(t('result.heading'))}
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {t('result.intro', { count: priorities.length, category: categoryLabel(category) })}
            </p>
            <NamedList name={t('result.yourPriorities')} className="mt-2 flex flex-wrap gap-1.5">
              {validPriorities(category, priorities).map((p) => (
                <li key={p} className={badge}>
                  {t(`recommendations:priorities.${category}.${p}.label`)}
                </li>
              ))}
            </NamedList>
          </div>
          <ResultNotice
            recommended={result.recommended}
            country={country}
            top={result.best.availability}
            excluded={result.excluded.length}
          />
          <ResultCard r={result.best} country={country} source="wizard" headingId="wizard-best-name" />
          <ReferralWidget type={result.best.candidate.type} entityId={result.best.candidate.id} title={result.best.candidate.name} />
          {result.runnerUps.length > 0 && (
            <div>
              <h3 className="text-base font-semibold">{t('result.runnerUps')}</h3>
              <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                {result.runnerUps.map((m) => (
                  <RunnerUpCard key={m.candidate.id} r={m} country={country} source="wizard" />
                ))}
              </ul>
            </div>
          )}
          <MethodNote />
          <Button variant="outline" onClick={startOver}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('result.startOver')}
          </Button>
        </section>
      )}
    </DialogContent>
  );
}

import { MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { countryName } from '@/components/availability/country-name';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { VisitorCountry } from '@/lib/region/use-region';
import { useSite } from '@/lib/site-context';
import { CountryForm } from './country-form';

const box =
  'space-y-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-slate-800 dark:border-blue-900 dark:bg-blue-950 dark:text-slate-100';

/**
 * Asks for the visitor's country where a tool needs it before it ranks: the suggestion with Yes (one tap)
 * and Choose another, or the list when nothing is suggested. A suggestion is never used unless confirmed.
 */
export function CountryAsk({ visitor, className }: { visitor: VisitorCountry; className?: string }) {
  const { t } = useTranslation('country');
  const { lang } = useSite();
  const [choosing, setChoosing] = useState(false);
  const questionId = useId();
  const { suggestion, ready } = visitor;
  if (!ready)
    return (
      <p className={cn(box, 'text-slate-700 dark:text-slate-200')} role="status" data-testid="country-ask" data-state="waiting">
        {t('ask.waiting')}
      </p>
    );
  return (
    <div className={cn(box, className)} data-testid="country-ask" data-state={suggestion && !choosing ? 'suggestion' : 'choose'}>
      {suggestion && !choosing ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p id={questionId} className="font-medium">
            <MapPin className="mr-1 inline h-4 w-4 align-text-bottom text-blue-700 dark:text-blue-300" aria-hidden />
            {t('ask.question', { country: countryName(suggestion.code, lang) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" aria-describedby={questionId} onClick={() => visitor.confirm(suggestion.code)}>
              {t('ask.yes')}
            </Button>
            <Button size="sm" variant="outline" className="bg-white dark:bg-slate-900" onClick={() => setChoosing(true)}>
              {t('ask.another')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {!suggestion && <p className="font-medium">{t('ask.none')}</p>}
          <CountryForm
            initial={null}
            focusOnMount={choosing}
            onSave={visitor.confirm}
            {...(suggestion ? { onCancel: () => setChoosing(false) } : {})}
          />
        </>
      )}
      <p className="text-xs text-slate-700 dark:text-slate-300">{t('ask.why')}</p>
    </div>
  );
}

/**
 * "Your country: Germany · Change" in a tool, once the visitor confirmed one (the same country as the
 * header's, changed here or there for every tool at once); the ask while there is none.
 */
export function CountryLine({ visitor, className }: { visitor: VisitorCountry; className?: string }) {
  const { t } = useTranslation('country');
  const { lang } = useSite();
  const [editing, setEditing] = useState(false);
  const change = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back from the list (saved or cancelled), the focus returns to Change.
  useEffect(() => {
    if (wasEditing.current && !editing) change.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const { country } = visitor;
  if (!country) return <CountryAsk visitor={visitor} {...(className ? { className } : {})} />;
  if (editing)
    return (
      <CountryForm
        className={className}
        initial={country}
        focusOnMount
        onSave={(code) => {
          visitor.confirm(code);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  return (
    <p className={cn('text-sm text-slate-700 dark:text-slate-200', className)} data-testid="country-line" data-country={country}>
      <MapPin className="mr-1 inline h-4 w-4 align-text-bottom text-slate-500 dark:text-slate-400" aria-hidden />
      {t('yourCountry')}: <strong className="font-semibold">{countryName(country, lang)}</strong>{' '}
      <button
        ref={change}
        type="button"
        className="ml-1 rounded font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:text-blue-200"
        onClick={() => setEditing(true)}
      >
        {t('line.change')}
      </button>
    </p>
  );
}

/** In place of a ranking while the visitor has not confirmed a country: the tool asks first (see CountryLine). */
export function CountryGate({ className }: { className?: string }) {
  const { t } = useTranslation('country');
  return (
    <p
      className={cn('rounded-lg bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100', className)}
      data-testid="country-gate"
    >
      {t('gate')}
    </p>
  );
}

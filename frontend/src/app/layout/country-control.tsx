import { MapPin } from 'lucide-react';
import { lazy, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { countryName } from '@/components/availability/country-name';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { cn } from '@/lib/cn';
import { useVisitorCountry } from '@/lib/region/use-region';
import { useSite } from '@/lib/site-context';

const CountryDialog = lazy(() => import('@/components/country/country-dialog'));

// The button keeps one width on a phone and beside the full navigation (below 768 px and from 1280 px) from
// the server's neutral render on: the pin, or in its place the country's code once known. A suggestion
// arriving after the load then moves none of the header's other controls. Between, where the bar has room,
// the name is shown and the button grows with it.
const control =
  'inline-flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-md text-sm font-medium w-8 md:w-auto md:justify-start md:px-2 xl:w-8 xl:justify-center xl:px-0 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The visitor's country in the header, the one place it is shown and changed for the whole site: the
 * confirmed country, or the suggestion with a one-tap Yes ("Germany? Yes"), or "Country". The button opens
 * the list (its code loads on the first press). Room decides the words: the name between 768 and 1279 px,
 * the code on a phone and beside the full navigation (1280 px and wider, where the bar has room for the code
 * alone: the suggestion's Yes is then in the list, and in every tool that asks). The server and hydration
 * render the neutral button alone: no country before it is known.
 */
export function CountryControl({ className }: { className?: string }) {
  const { t } = useTranslation('country');
  const { lang } = useSite();
  // the suggestion waits for the page to have loaded: nothing of it competes with the first load
  const visitor = useVisitorCountry({ suggest: 'after-load' });
  const { country, suggestion, ready } = visitor;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  const shown = country ?? suggestion?.code ?? null;
  const name = shown ? countryName(shown, lang) : '';
  const mark = country ? '' : '?';
  // the name and the code: what a phone shows (the code) and wider screens show (the name) are both in it
  const named = shown ? `${name} (${shown})` : '';
  const label = country
    ? t('header.current', { country: named })
    : suggestion
      ? t('header.suggested', { country: named })
      : ready
        ? t('header.choose')
        : t('header.neutral');
  return (
    <div className={cn('flex items-center', className)} data-testid="country-control" data-country={country ?? ''}>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
        className={control}
      >
        <MapPin className={cn('h-4 w-4 shrink-0', shown && 'hidden md:block xl:hidden')} aria-hidden />
        {shown ? (
          <>
            <span className="text-xs font-semibold md:hidden xl:inline">{shown + mark}</span>
            <span className="hidden max-w-44 truncate md:inline xl:hidden">{name + mark}</span>
          </>
        ) : (
          ready && <span className="hidden md:inline xl:hidden">{t('header.chooseShort')}</span>
        )}
      </button>
      {!country && suggestion && (
        <>
          <span id={questionId} className="sr-only">
            {t('ask.question', { country: name })}
          </span>
          <button
            type="button"
            aria-describedby={questionId}
            onClick={() => visitor.confirm(suggestion.code)}
            className="hidden h-8 items-center rounded-md bg-blue-700 px-2.5 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 sm:inline-flex xl:hidden dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
          >
            {t('ask.yes')}
          </button>
        </>
      )}
      <LazyDialog open={open} onOpenChange={setOpen} returnFocusTo={button}>
        <CountryDialog onDone={() => setOpen(false)} />
      </LazyDialog>
    </div>
  );
}

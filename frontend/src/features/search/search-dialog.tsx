import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ArrowRight, Search, TrendingUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, useNavigate } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { CategoryIcon } from './category-icon';
import { DIALOG_LIMIT } from './api/search-queries';
import { BROWSE_CATEGORIES, FOCUS_DELAY_MS, MAX_DIALOG_RESULTS, TRENDING_SEARCHES } from './search-index';
import { Snippet } from './snippet';
import { useDebouncedValue } from './use-debounced-value';
import { useSiteSearch } from './use-site-search';

/** How long typing must pause before the server is asked. */
const DEBOUNCE_MS = 150;

export default function SearchDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** the control that opened the dialog: focus goes back to it when the dialog closes */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [selected, setActive] = useState(0);
  const settled = useDebouncedValue(query, DEBOUNCE_MS);
  const search = useSiteSearch(settled, DIALOG_LIMIT);
  const results = search.results.slice(0, MAX_DIALOG_RESULTS);
  const hasQuery = query.trim().length > 0;
  // a shorter answer than the last one keeps the selection on a result that exists
  const active = results.length ? Math.min(selected, results.length - 1) : 0;
  // "No results" only once the answer for what is typed now is in
  const waiting = settled !== query || search.pending;

  const updateQuery = (q: string) => {
    setQuery(q);
    setActive(0);
  };

  const close = () => onOpenChange(false);
  const go = (url: string) => {
    close();
    navigate(url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!hasQuery || results.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((active + 1) % results.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((active - 1 + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = results[active];
      if (hit) go(hit.url);
    }
  };

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            // The input takes focus 100 ms after the dialog opens.
            e.preventDefault();
            setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
          }}
          onCloseAutoFocus={(e) => {
            // The dialog is unmounted as it closes, so Radix cannot find the opener by itself.
            if (!returnFocusTo?.current) return;
            e.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed left-1/2 top-4 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-2xl sm:top-[10vh] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50"
        >
          <DialogPrimitive.Title className="sr-only">{t('title')}</DialogPrimitive.Title>
          <div className="flex items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-700">
            <Search className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
            <input
              ref={inputRef}
              value={query}
              onChange={(e) => updateQuery(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t('placeholder')}
              aria-label={t('inputLabel')}
              role="combobox"
              aria-expanded={hasQuery && results.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={hasQuery && results.length > 0 ? `${listId}-${active}` : undefined}
              className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
              maxLength={100}
            />
            {hasQuery && (
              <button
                type="button"
                onClick={() => {
                  updateQuery('');
                  inputRef.current?.focus();
                }}
                aria-label={t('clear')}
                className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            )}
            <DialogPrimitive.Close
              aria-label={t('close')}
              className="rounded-md px-2 py-1 text-xs font-medium text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:ring-slate-600 dark:hover:bg-slate-800"
            >
              Esc
            </DialogPrimitive.Close>
          </div>

          <div className="overflow-y-auto p-3">
            {!hasQuery && (
              <div className="space-y-5 p-1">
                <section>
                  <h2 className="mb-2 flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
                    <TrendingUp className="h-4 w-4" aria-hidden /> {t('trending')}
                  </h2>
                  <ul className="flex flex-wrap gap-2">
                    {TRENDING_SEARCHES.map((term) => (
                      <li key={term}>
                        <button
                          type="button"
                          onClick={() => {
                            updateQuery(term);
                            inputRef.current?.focus();
                          }}
                          className="rounded-full bg-slate-100 px-3 py-1.5 text-sm text-slate-800 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
                        >
                          {term}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
                <section>
                  <h2 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('browse')}</h2>
                  <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {BROWSE_CATEGORIES.map((c) => (
                      <li key={c.key}>
                        <Link
                          to={c.url}
                          onClick={close}
                          className="flex items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm font-medium hover:border-blue-400 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:bg-slate-800"
                        >
                          <CategoryIcon category={c.key} />
                          {t(`browseCategories.${c.key}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
            )}

            {hasQuery && results.length > 0 && (
              <section>
                <h2 className="mb-2 px-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
                  {t('results')} <span data-testid="search-count">({search.total})</span>
                </h2>
                {search.correctedQuery && (
                  <p className="mb-2 px-1 text-sm text-slate-600 dark:text-slate-300">{t('corrected', { query: search.correctedQuery })}</p>
                )}
                <ul id={listId} role="listbox" aria-label={t('results')} aria-busy={waiting} className="space-y-1">
                  {results.map((r, i) => (
                    // Keyboard selection lives on the combobox input (arrows + Enter, aria-activedescendant).
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                    <li
                      key={r.key}
                      id={`${listId}-${i}`}
                      role="option"
                      aria-selected={i === active}
                      onMouseEnter={() => setActive(i)}
                      onClick={() => go(r.url)}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5',
                        i === active ? 'bg-blue-50 dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60',
                      )}
                    >
                      <CategoryIcon category={r.category} />
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium">{r.title}</p>
                        <p className="truncate text-sm text-slate-600 dark:text-slate-300">
                          <Snippet parts={r.snippet} fallback={r.description} />
                        </p>
                      </div>
                      <span className="hidden shrink-0 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700 sm:inline dark:bg-slate-800 dark:text-slate-200">
                        {t(`categories.${r.category}`)}
                      </span>
                    </li>
                  ))}
                </ul>
                {search.total > results.length && (
                  <Link
                    to={`/search?q=${encodeURIComponent(query.trim())}`}
                    onClick={close}
                    className="mt-3 flex items-center justify-center gap-1 rounded-md py-2 text-sm font-medium text-blue-800 hover:underline dark:text-blue-300"
                  >
                    {t('seeAll', { count: search.total })} <ArrowRight className="h-4 w-4" aria-hidden />
                  </Link>
                )}
              </section>
            )}

            {hasQuery && results.length === 0 && !waiting && (
              <div className="px-2 py-10 text-center">
                <p className="font-medium">{t('noResults')}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('noResultsHint')}</p>
              </div>
            )}
          </div>
          <p className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-600 sm:block dark:border-slate-700 dark:text-slate-300">
            {t('keyboardHint')}
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

import { ArrowRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { COMPARE_MAX, COMPARE_MIN, comparePath, type CompareKind } from '@coinatlas/domain/compare/compare';
import { compareSelection, useRefusedPick } from '@/lib/compare-selection';

/**
 * The compare tray: the picked partners with a remove button each, and the link to the comparison once 2
 * to 4 are picked. Fixed at the bottom of the window, small; while it shows, the document gets a bottom
 * padding of its exact height, so the end of the page (the footer too) can always be scrolled clear of it.
 * A refused fifth pick is announced in its live region.
 */
export default function CompareTray({
  kind,
  ids,
  names,
}: {
  kind: CompareKind;
  ids: readonly string[];
  names: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('compare');
  const refused = useRefusedPick(kind);
  const ready = ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX;
  const nameOf = (id: string) => names[id] ?? id;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // CSSOM, not a style attribute: allowed by the page's CSP.
    const body = document.body.style;
    const fit = () => (body.paddingBottom = `${el.offsetHeight}px`);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => {
      observer.disconnect();
      body.paddingBottom = '';
    };
  }, []);
  return (
    <>
      <section
        ref={ref}
        aria-labelledby="compare-tray-title"
        data-testid="compare-tray"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
      >
        {/*
          A phone: the title and the buttons on one row, the chips on one scrolling row below (the tray stays two
          rows high with four picks). From sm: title, chips (wrapping in their own column) and buttons side by side.
          The chips have a column of their own, so they never run under the buttons.
        */}
        <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 px-4 py-2 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
          <h2 id="compare-tray-title" className="col-start-1 row-start-1 text-sm font-semibold">
            {t('tray.title', { count: ids.length, max: COMPARE_MAX })}
          </h2>
          <ul
            className="col-span-2 col-start-1 row-start-2 flex min-w-0 gap-1.5 overflow-x-auto [scrollbar-width:thin] sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:flex-wrap sm:overflow-visible"
            aria-label={t('tray.chosen')}
          >
            {ids.map((id) => (
              <li
                key={id}
                className="inline-flex max-w-[12rem] shrink-0 items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 pr-1 text-sm dark:bg-slate-800"
              >
                <span className="truncate">{nameOf(id)}</span>
                <button
                  type="button"
                  onClick={() => compareSelection.remove(kind, id)}
                  aria-label={t('tray.remove', { name: nameOf(id) })}
                  className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-700"
                >
                  <X className="h-3.5 w-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <div className="col-start-2 row-start-1 flex items-center justify-end gap-2 sm:col-start-3">
            <button
              type="button"
              onClick={() => compareSelection.clear(kind)}
              className="h-9 rounded-md px-2 text-sm font-medium text-slate-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200"
            >
              {t('tray.clear')}
            </button>
            {ready ? (
              <Link
                to={comparePath(kind, ids)}
                className="inline-flex h-9 items-center gap-1.5 rounded-md bg-blue-700 px-3 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
              >
                {t('tray.compare')}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            ) : (
              <span className="text-sm text-slate-600 dark:text-slate-300">{t('tray.pickMore', { min: COMPARE_MIN })}</span>
            )}
          </div>
        </div>
        {/* the live region stays in the document; empty, it takes no room */}
        <p role="status" className="mx-auto max-w-7xl px-4 pb-2 text-sm font-medium text-amber-900 empty:p-0 dark:text-amber-200">
          {refused ? t('tray.full', { name: nameOf(refused.id), max: COMPARE_MAX }) : ''}
        </p>
      </section>
    </>
  );
}

import { lazy, Suspense } from 'react';

// The section (tabs, table, its translations) loads in its own chunk, after the first paint.
const PricesSection = lazy(() => import('./prices-section'));

/** Placeholder of the section's height while its code and translations load (no text: none is loaded yet). */
function Placeholder() {
  return (
    <div aria-hidden className="border-y border-slate-200 bg-slate-50 py-14 sm:py-16 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto max-w-7xl px-4">
        <div className="h-8 w-72 max-w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="mt-6 h-[26rem] animate-pulse rounded-xl bg-slate-200/70 dark:bg-slate-800/70" />
      </div>
    </div>
  );
}

/** Live Cryptocurrency Prices on the home page. */
export function LivePricesSection() {
  return (
    <Suspense fallback={<Placeholder />}>
      <PricesSection />
    </Suspense>
  );
}

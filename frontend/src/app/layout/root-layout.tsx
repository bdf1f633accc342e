import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useVisitTracking } from '@/features/promotions/visit-tracking';
import { track } from '@/lib/analytics';
import { Spinner } from '@/components/ui/spinner';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { AdminFloatingButton } from '@/features/admin/admin-floating-button';
import { SiteHeader } from './site-header';
import { useSite } from '@/lib/site-context';
import { localizePath, matchLocalizedRoute } from '@coinatlas/domain/routes/localized';
import { hydrateOnView } from '@/lib/hydrate-on-view';

// Below every page's content: its code loads as it comes near the screen (see hydrateOnView).
const SiteFooter = hydrateOnView(() => import('./site-footer').then((m) => m.SiteFooter));
// Shown (by CSS, before the first paint) only to visitors whose language differs from the page's. Its server
// markup is the whole bar (the switch is a link), so its code loads only when the visitor acts on it: a click on
// the link or the dismiss button is kept and replayed once it has (see Deferred).
const LanguageSuggestion = hydrateOnView(() => import('./language-suggestion').then((m) => m.LanguageSuggestion), {
  onActionOnly: true,
});

/**
 * Marks the document (`data-hydrated`) once the page inside the layout is live. React hydrates the page's
 * part of the server markup after the layout's (it sits in its own Suspense boundary), and the page's own
 * effects (the listeners of its deferred sections among them) run just before this one: tools and tests
 * that wait for the mark can act on the page at once.
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Scrolls to the top on each location change, except when the URL targets an anchor. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The first location is the document the browser loaded: it is already where the visitor scrolled it
  // while the page was loading, so only later navigations go back to the top.
  const first = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (first.current === `${pathname}${hash}`) return;
    first.current = '';
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** Records a page view when the app starts and on every change of location. */
function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    track({ name: 'page_view' });
  }, [pathname]);
  // visitedPages (last 10 distinct) for the banner's on-device recommendations
  useVisitTracking(pathname);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  // Admin pages are English only: nothing to suggest there.
  const translated = matchLocalizedRoute(localizePath(lang, useLocation().pathname))?.entry.section !== 'admin';
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-blue-700 focus:px-3 focus:py-2 focus:text-white"
      >
        {t('skipToContent')}
      </a>
      {translated && <LanguageSuggestion pageLanguage={lang} />}
      <ScrollToTop />
      <PageViews />
      <SiteHeader />
      <main id="main" className="min-h-screen flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <PageLive />
        </Suspense>
      </main>
      <SiteFooter />
      <AdminFloatingButton />
      <ToastOutlet />
    </div>
  );
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';

// Same event name as the store's WATCHLIST_CHANGED (the store itself stays out of the home page's first load).
const CHANGED = 'coinatlas:watchlist';

// The store, the list's rules and the section (table, sparklines, queries, texts) load only for a visitor
// who has kept a watchlist in this browser.
const HomeWatchlistLive = lazy(() => import('./home-watchlist-live'));

const subscribe = (listener: () => void) => {
  window.addEventListener('storage', listener);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(CHANGED, listener);
  };
};
const hasStoredList = () => readStorage(STORAGE_KEYS.watchlist) !== null;

/**
 * The home page's watchlist: nothing on the server, during hydration and without a stored list (no space
 * kept); after hydration, when this browser keeps a list, the section below the live prices (which itself
 * renders nothing for a list with no coins).
 */
export function HomeWatchlist() {
  const stored = useSyncExternalStore(subscribe, hasStoredList, () => false);
  if (!stored) return null;
  return (
    <Suspense fallback={null}>
      <HomeWatchlistLive />
    </Suspense>
  );
}

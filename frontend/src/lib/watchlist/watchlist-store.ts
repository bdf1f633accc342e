import { useSyncExternalStore } from 'react';
import { readStoredWatchlist, toggleCoin, type WatchlistCoin } from '@coinatlas/domain/watchlist/watchlist';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * The watchlist kept in this browser (localStorage), shared by every component that shows or changes it
 * and by the other tabs of the site (the `storage` event). Small on purpose: the home page carries it to
 * decide whether its watchlist section loads at all.
 */

/** Sent on window when this tab changes the list (other tabs see the `storage` event). */
export const WATCHLIST_CHANGED = 'coinatlas:watchlist';

const listeners = new Set<() => void>();
let cached: { raw: string | null; coins: WatchlistCoin[] } | undefined;

function snapshot(): WatchlistCoin[] {
  const raw = readStorage(STORAGE_KEYS.watchlist);
  if (!cached || cached.raw !== raw) cached = { raw, coins: readStoredWatchlist(raw) };
  return cached.coins;
}

function onStorage(e: StorageEvent) {
  if (e.key === STORAGE_KEYS.watchlist || e.key === null) listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Replaces the whole list (an import, a clear, an undo). */
export function saveWatchlist(coins: readonly WatchlistCoin[]): void {
  writeStorage(STORAGE_KEYS.watchlist, JSON.stringify({ version: 1, coins }));
  listeners.forEach((l) => l());
  window.dispatchEvent(new Event(WATCHLIST_CHANGED));
}

/** Adds the coin or takes it off; false when the list is full and nothing changed. */
export function toggleWatched(coin: WatchlistCoin): boolean {
  const { coins, full } = toggleCoin(snapshot(), coin);
  if (!full) saveWatchlist(coins);
  return !full;
}

/** Takes a coin off the list (nothing happens when it is not on it). */
export function removeWatched(id: string): void {
  const coins = snapshot();
  if (coins.some((c) => c.id === id)) saveWatchlist(coins.filter((c) => c.id !== id));
}

/**
 * The watchlist, or null while it cannot be known: on the server and while React hydrates the server's
 * markup (which never shows anybody's watchlist). From the render after hydration on, this browser's list.
 */
export function useWatchlist(): WatchlistCoin[] | null {
  return useSyncExternalStore<WatchlistCoin[] | null>(subscribe, snapshot, () => null);
}

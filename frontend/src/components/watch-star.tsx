import { Star } from 'lucide-react';
import { WATCHLIST_MAX, type WatchlistCoin } from '@coinatlas/domain/watchlist/watchlist';
import { cn } from '@/lib/cn';
import { toggleWatched, useWatchlist } from '@/lib/watchlist/watchlist-store';

export type WatchStarLabels = {
  /** "Add Bitcoin to watchlist": the button's name in both states (aria-pressed says which) */
  add: string;
  /** said instead when the list is full and the coin is not on it */
  full: string;
};

/**
 * The star that puts a coin on the watchlist or takes it off: a toggle button (aria-pressed). On the server
 * and during hydration it is unpressed (nobody's watchlist is known there); it shows this browser's state
 * from the next render on.
 */
export function WatchStar({ coin, labels, className }: { coin: WatchlistCoin; labels: WatchStarLabels; className?: string }) {
  const list = useWatchlist();
  const pressed = !!list?.some((c) => c.id === coin.id);
  const full = !pressed && (list?.length ?? 0) >= WATCHLIST_MAX;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-disabled={full || undefined}
      aria-label={full ? labels.full : labels.add}
      title={full ? labels.full : labels.add}
      data-coin={coin.id}
      onClick={() => {
        if (!full) toggleWatched(coin);
      }}
      className={cn(
        'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-slate-100 hover:text-amber-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:hover:bg-slate-800 dark:hover:text-amber-400',
        pressed ? 'text-amber-600 dark:text-amber-400' : 'text-slate-500 dark:text-slate-400',
        full && 'cursor-not-allowed opacity-50',
        className,
      )}
    >
      <Star className="h-4 w-4" aria-hidden fill={pressed ? 'currentColor' : 'none'} strokeWidth={2} />
    </button>
  );
}

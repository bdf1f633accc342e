import { useWatchlist } from '@/lib/watchlist/watchlist-store';
import HomeWatchlistSection from './home-watchlist-section';

/** The home page's watchlist section for the list kept in this browser (nothing for an empty list). */
export default function HomeWatchlistLive() {
  const coins = useWatchlist();
  if (!coins || coins.length === 0) return null;
  return <HomeWatchlistSection coins={coins} />;
}

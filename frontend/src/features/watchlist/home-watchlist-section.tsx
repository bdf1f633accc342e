import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import type { WatchlistCoin } from '@coinatlas/domain/watchlist/watchlist';
import { WatchlistTable } from './watchlist-table';

/** At most this many coins on the home page; the watchlist page shows them all. */
const HOME_ROWS = 6;

/** "Your watchlist" on the home page, under the live prices. */
export default function HomeWatchlistSection({ coins }: { coins: readonly WatchlistCoin[] }) {
  const { t } = useTranslation('watchlist');
  return (
    <section id="watchlist" aria-labelledby="home-watchlist-heading" className="py-14 sm:py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="home-watchlist-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
              {t('homeTitle')}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{t('homeSubtitle')}</p>
          </div>
          <Link
            to="/watchlist"
            className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 sm:self-auto dark:text-blue-400"
          >
            {t('openPage')}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
        <WatchlistTable coins={coins.slice(0, HOME_ROWS)} />
      </div>
    </section>
  );
}

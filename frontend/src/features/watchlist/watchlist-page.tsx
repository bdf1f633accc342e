import { Star } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useWatchlist } from '@/lib/watchlist/watchlist-store';
import { WatchlistTable } from './watchlist-table';
import { WatchlistTransfer } from './watchlist-transfer';

function EmptyState() {
  const { t } = useTranslation('watchlist');
  return (
    <div
      data-testid="watchlist-empty"
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-950"
    >
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
        <Star className="h-6 w-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-slate-50">{t('empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-600 dark:text-slate-300">{t('empty.text')}</p>
      <Button asChild className="mt-5">
        <Link to="/#live-prices">{t('empty.cta')}</Link>
      </Button>
      <p className="mx-auto mt-5 max-w-xl text-sm text-slate-600 dark:text-slate-300">{t('empty.import')}</p>
    </div>
  );
}

/**
 * /watchlist: the coins this browser keeps. The server renders the page without them (they live in the
 * browser only; the page is noindex), then the list, or the empty state, appears after hydration.
 */
export default function WatchlistPage() {
  const { t } = useTranslation('watchlist');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const coins = useWatchlist();
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        {coins === null ? (
          <div className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-900" aria-busy>
            <span className="sr-only">{t('loading')}</span>
          </div>
        ) : coins.length === 0 ? (
          <EmptyState />
        ) : (
          <WatchlistTable coins={coins} />
        )}
        {coins !== null && <WatchlistTransfer coins={coins} />}
      </div>
    </>
  );
}

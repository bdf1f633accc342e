import { useQuery } from '@tanstack/react-query';
import { Clock, RotateCw, Star } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { PROVIDER_LABELS } from '@coinatlas/domain/pricing/providers';
import type { WatchlistCoin } from '@coinatlas/domain/watchlist/watchlist';
import { CoinLogo } from '@/components/coin-logo';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatChange, formatPrice } from '@/lib/format/numbers';
import { removeWatched } from '@/lib/watchlist/watchlist-store';
import { sparklineQueries, type SparklineCoin, type SparklinesData } from './api/sparkline-queries';
import { Sparkline } from './sparkline';

const TONE = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-700 dark:text-red-400',
  flat: 'text-slate-600 dark:text-slate-300',
} as const;

/** Judged on what is shown (2 decimals), so "0.00%" is never red. */
const toneOf = (v: number | null | undefined): keyof typeof TONE => {
  if (typeof v !== 'number' || !Number.isFinite(v)) return 'flat';
  const shown = Math.round(v * 100);
  return shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
};

const cell = 'px-2 py-3 first:pl-4 last:pr-4 sm:px-4';
const num = 'text-right tabular-nums whitespace-nowrap';
const bar = 'h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800';

function Change({ value, className }: { value: number | null | undefined; className?: string }) {
  const { i18n } = useTranslation();
  return <span className={cn(TONE[toneOf(value)], className)}>{formatChange(value, i18n.language)}</span>;
}

/** "—" for a coin without a line, with the reason for assistive technology (the footnote says it to everyone). */
function NoLine({ reason }: { reason: string }) {
  return (
    <span className="text-slate-600 dark:text-slate-300">
      <span aria-hidden>—</span>
      <span className="sr-only">{reason}</span>
    </span>
  );
}

function Week({ coin, missing, snapshot }: { coin: SparklineCoin | undefined; missing: boolean; snapshot: boolean }) {
  const { t, i18n } = useTranslation('watchlist');
  if (missing) return <NoLine reason={t(snapshot ? 'notInSnapshot' : 'notFollowed')} />;
  if (!coin) return <div className={cn(bar, 'ml-auto h-7 w-[4.5rem] sm:w-28')} />;
  const line = coin.sparkline_7d;
  if (!line) return <NoLine reason={t(snapshot ? 'snapshotNoLine' : 'noLine')} />;
  const change = coin.price_change_percentage_7d;
  const label = t('week', { change: formatChange(change, i18n.language) });
  return (
    <div className="flex flex-col items-end gap-0.5">
      <Sparkline points={line} label={label} tone={toneOf(change)} className="h-auto w-[4.5rem] sm:w-28" />
      <Change value={change} className="text-xs font-medium" />
    </div>
  );
}

function Row({ coin, data }: { coin: WatchlistCoin; data: SparklinesData | undefined }) {
  const { t, i18n } = useTranslation('watchlist');
  const lang = i18n.language;
  const market = data?.byId.get(coin.id);
  const missing = !!data?.missing.has(coin.id) && !market;
  const loading = !data;
  return (
    <tr data-coin={coin.id}>
      <td className={cn(cell, 'w-8 pr-0 sm:w-10 sm:pr-2')}>
        <button
          type="button"
          aria-label={t('remove', { name: coin.name })}
          title={t('remove', { name: coin.name })}
          onClick={() => removeWatched(coin.id)}
          className="-ml-2 inline-flex h-8 w-8 items-center justify-center rounded-md text-amber-600 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:text-amber-400 dark:hover:bg-slate-800"
        >
          <Star className="h-4 w-4" aria-hidden fill="currentColor" />
        </button>
      </td>
      <td className={cell}>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          {/* a phone has no room for the logo beside price and line */}
          <span className="hidden sm:contents">
            <CoinLogo src={market?.image ?? null} symbol={coin.symbol} />
          </span>
          <div className="min-w-0">
            <div className="max-w-[6.5rem] truncate font-semibold text-slate-900 sm:max-w-[14rem] dark:text-slate-50" title={coin.name}>
              {coin.name}
            </div>
            <div className="text-xs font-medium text-slate-600 dark:text-slate-300">{coin.symbol.toUpperCase()}</div>
          </div>
        </div>
      </td>
      <td className={cn(cell, num, 'font-semibold text-slate-900 dark:text-slate-50')}>
        {loading ? (
          <div className={cn(bar, 'ml-auto w-16')} />
        ) : (
          <>
            {formatPrice(market?.current_price ?? null, lang)}
            <Change value={market?.price_change_percentage_24h ?? null} className="block text-xs font-medium sm:hidden" />
          </>
        )}
      </td>
      <td className={cn(cell, num, 'hidden font-medium sm:table-cell')}>
        {loading ? <div className={cn(bar, 'ml-auto w-12')} /> : <Change value={market?.price_change_percentage_24h ?? null} />}
      </td>
      <td className={cn(cell, 'text-right')}>
        <Week coin={market} missing={missing} snapshot={data?.source === 'snapshot'} />
      </td>
    </tr>
  );
}

/** The price, 24 h change and 7-day line of each coin on the list, in the list's order. */
export function WatchlistTable({ coins }: { coins: readonly WatchlistCoin[] }) {
  const { t, i18n } = useTranslation('watchlist');
  const ids = coins.map((c) => c.id);
  const query = useQuery(sparklineQueries.forIds(ids));
  const data = query.data;
  const th = 'px-2 py-3 first:pl-4 last:pr-4 sm:px-4 text-[0.6875rem] sm:text-xs font-semibold uppercase sm:tracking-wide';

  if (query.isError && !query.isFetching && !data) {
    return (
      <div className="-mx-4 border-y border-slate-200 bg-white px-4 py-10 text-center shadow-sm sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-950">
        <p role="alert" className="text-slate-800 dark:text-slate-100">
          {t('error')}
        </p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => void query.refetch()}>
          <RotateCw className="h-4 w-4" aria-hidden />
          {t('retry')}
        </Button>
      </div>
    );
  }
  const provider = data?.provider ?? null;
  const names = (pick: (c: WatchlistCoin) => boolean) => coins.filter(pick).map((c) => c.name);
  const notFollowed = data ? names((c) => data.missing.has(c.id) && !data.byId.has(c.id)) : [];
  const noLine = data ? names((c) => data.byId.get(c.id)?.sparkline_7d === null) : [];
  const list = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  const asOf =
    data && data.source !== 'live' && data.fetchedAt
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(data.fetchedAt))
      : '';
  return (
    <>
      <div className="-mx-4 overflow-x-auto border-y border-slate-200 bg-white shadow-sm sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-950">
        <table className="w-full border-collapse text-sm" aria-busy={!data || undefined}>
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr>
              <th scope="col" className={cn(th, 'w-8 pr-0 text-left sm:w-10 sm:pr-2')}>
                <span className="sr-only">{t('columns.remove')}</span>
              </th>
              <th scope="col" className={cn(th, 'text-left')}>
                {t('columns.coin')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('columns.price')}
              </th>
              <th scope="col" className={cn(th, 'hidden text-right sm:table-cell')}>
                {t('columns.change')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('columns.week')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {coins.map((coin) => (
              <Row key={coin.id} coin={coin} data={data} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 sm:text-sm dark:text-slate-300">
        <span>{provider ? t('footnote', { provider: PROVIDER_LABELS[provider] }) : t('footnoteGeneric')}</span>
        {asOf && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            <Clock className="h-3.5 w-3.5" aria-hidden />
            {t('asOf', { time: asOf })}
          </span>
        )}
      </p>
      {data?.source === 'snapshot' ? (
        // the saved list stands in for live data: say what it holds rather than blame each coin
        <p className="mt-2 text-xs text-slate-600 sm:text-sm dark:text-slate-300">{t('snapshotNote')}</p>
      ) : (
        (notFollowed.length > 0 || noLine.length > 0) && (
          <ul className="mt-2 space-y-1 text-xs text-slate-600 sm:text-sm dark:text-slate-300">
            {notFollowed.length > 0 && <li>{t('notFollowedNote', { count: notFollowed.length, names: list(notFollowed) })}</li>}
            {noLine.length > 0 && <li>{t('noLineNote', { count: noLine.length, names: list(noLine) })}</li>}
          </ul>
        )
      )}
    </>
  );
}

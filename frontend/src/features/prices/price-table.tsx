import { useTranslation } from 'react-i18next';
import { OutboundLink } from '@/components/outbound-link';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { CoinLogo } from './coin-logo';
import { changeTone, formatBtc, formatCompact, formatPercent, formatPrice, MISSING } from './format';
import type { PriceListId, PriceRow } from './rows';

export const SKELETON_ROWS = 5;

const TONE = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-700 dark:text-red-400',
  flat: 'text-slate-600 dark:text-slate-300',
} as const;

// On a phone the table runs edge to edge: the outer cells keep the page's 16 px, the inner ones 8 px.
const cell = 'px-2 py-3 first:pl-4 last:pr-4 sm:px-4';
const num = 'text-right tabular-nums whitespace-nowrap';
// Below 640 px the 24h change sits under the price; market cap and volume appear from 768 and 1024 px.
const hideChange = 'hidden sm:table-cell';
const hideCap = 'hidden md:table-cell';
const hideVolume = 'hidden lg:table-cell';

function Change({ value, className }: { value: number | null; className?: string }) {
  return <span className={cn(TONE[changeTone(value)], className)}>{formatPercent(value)}</span>;
}

function Header() {
  const { t } = useTranslation('prices');
  const th = 'px-2 py-3 first:pl-4 last:pr-4 sm:px-4 text-[0.6875rem] sm:text-xs font-semibold uppercase sm:tracking-wide';
  return (
    <thead className="bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
      <tr>
        <th scope="col" className={cn(th, 'w-10 text-left')}>
          <span aria-hidden className="sm:hidden">
            #
          </span>
          <span className="sr-only sm:not-sr-only">{t('columns.rank')}</span>
        </th>
        <th scope="col" className={cn(th, 'text-left')}>
          {t('columns.coin')}
        </th>
        <th scope="col" className={cn(th, 'text-right')}>
          {t('columns.price')}
        </th>
        <th scope="col" className={cn(th, hideChange, 'text-right')}>
          {t('columns.change')}
        </th>
        <th scope="col" className={cn(th, hideCap, 'text-right')}>
          {t('columns.marketCap')}
        </th>
        <th scope="col" className={cn(th, hideVolume, 'text-right')}>
          {t('columns.volume')}
        </th>
        <th scope="col" className={cn(th, 'text-right')}>
          <span className="sr-only sm:not-sr-only">{t('columns.action')}</span>
        </th>
      </tr>
    </thead>
  );
}

function Row({ row, list }: { row: PriceRow; list: PriceListId }) {
  const { t } = useTranslation('prices');
  const price = row.price !== null ? formatPrice(row.price) : row.priceBtc !== null ? formatBtc(row.priceBtc) : MISSING;
  return (
    <tr className="transition-colors hover:bg-slate-50 dark:hover:bg-slate-900/60">
      <td className={cn(cell, 'tabular-nums text-slate-600 dark:text-slate-300')}>{row.rank ?? MISSING}</td>
      <td className={cell}>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <CoinLogo src={row.image} symbol={row.symbol} />
          <div className="min-w-0">
            <div className="max-w-[6.5rem] truncate font-semibold text-slate-900 sm:max-w-[14rem] dark:text-slate-50" title={row.name}>
              {row.name}
            </div>
            <div className="text-xs font-medium text-slate-600 dark:text-slate-300">{row.symbol}</div>
          </div>
        </div>
      </td>
      <td className={cn(cell, num, 'font-semibold text-slate-900 dark:text-slate-50')}>
        {price}
        <Change value={row.change} className="block text-xs font-medium sm:hidden" />
      </td>
      <td className={cn(cell, num, hideChange, 'font-medium')}>
        <Change value={row.change} />
      </td>
      <td className={cn(cell, num, hideCap, 'text-slate-700 dark:text-slate-200')}>{formatCompact(row.marketCap)}</td>
      <td className={cn(cell, num, hideVolume, 'text-slate-700 dark:text-slate-200')}>{formatCompact(row.volume)}</td>
      <td className={cn(cell, 'text-right')}>
        <OutboundLink
          type="exchange"
          id="binance"
          aria-label={t('tradeLabel', { name: row.name })}
          onClick={() => track({ name: 'visit_exchange', category: 'prices', label: `binance:${list}:${row.id}` })}
          className="inline-flex h-8 items-center justify-center rounded-md bg-blue-700 px-2.5 text-xs sm:px-3 font-semibold text-white transition-colors hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
        >
          {t('trade')}
        </OutboundLink>
      </td>
    </tr>
  );
}

function SkeletonRow() {
  const bar = 'h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800';
  return (
    <tr aria-hidden data-testid="price-skeleton-row">
      <td className={cell}>
        <div className={cn(bar, 'w-5')} />
      </td>
      <td className={cell}>
        <div className="flex items-center gap-3">
          <div className="h-6 w-6 animate-pulse rounded-full bg-slate-200 sm:h-7 sm:w-7 dark:bg-slate-800" />
          <div className="space-y-1.5">
            <div className={cn(bar, 'w-20')} />
            <div className={cn(bar, 'h-3 w-10')} />
          </div>
        </div>
      </td>
      <td className={cell}>
        <div className={cn(bar, 'ml-auto w-16')} />
      </td>
      <td className={cn(cell, hideChange)}>
        <div className={cn(bar, 'ml-auto w-12')} />
      </td>
      <td className={cn(cell, hideCap)}>
        <div className={cn(bar, 'ml-auto w-16')} />
      </td>
      <td className={cn(cell, hideVolume)}>
        <div className={cn(bar, 'ml-auto w-16')} />
      </td>
      <td className={cell}>
        <div className="ml-auto h-8 w-14 animate-pulse rounded-md bg-slate-200 dark:bg-slate-800" />
      </td>
    </tr>
  );
}

/** The table for one list: 5 skeleton rows while loading, then a row per coin. */
export function PriceTable({ list, rows }: { list: PriceListId; rows: PriceRow[] | undefined }) {
  const { t } = useTranslation('prices');
  const loading = rows === undefined;
  return (
    <div className="-mx-4 overflow-x-auto border-y border-slate-200 bg-white shadow-sm sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-950">
      <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{t(`caption.${list}`)}</caption>
        <Header />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />)
            : rows.map((row) => <Row key={row.id} row={row} list={list} />)}
        </tbody>
      </table>
      {loading && <p className="sr-only">{t('loading')}</p>}
    </div>
  );
}

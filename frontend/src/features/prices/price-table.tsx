import { useTranslation } from '@/i18n/react';
import { WATCHLIST_MAX } from '@coinatlas/domain/watchlist/watchlist';
import { OutboundLink } from '@/components/outbound-link';
import { WatchStar } from '@/components/watch-star';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { CoinLogo } from '@/components/coin-logo';
import { formatBtc, formatChange, formatCompact, formatPrice, MISSING } from '@/lib/format/numbers';
import { changeTone } from './format';
import { cell, hideCap, hideChange, hideVolume, TableFrame } from './price-table-frame';
import type { PriceListId, PriceRow } from './rows';

const TONE = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-700 dark:text-red-400',
  flat: 'text-slate-600 dark:text-slate-300',
} as const;

const num = 'text-right tabular-nums whitespace-nowrap';

function Change({ value, className }: { value: number | null; className?: string }) {
  const { i18n } = useTranslation();
  return <span className={cn(TONE[changeTone(value)], className)}>{formatChange(value, i18n.language)}</span>;
}

function Row({ row, list }: { row: PriceRow; list: PriceListId }) {
  const { t, i18n } = useTranslation('prices');
  const lang = i18n.language;
  const price = row.price !== null ? formatPrice(row.price, lang) : row.priceBtc !== null ? formatBtc(row.priceBtc, lang) : MISSING;
  return (
    <tr className="transition-colors hover:bg-slate-50 dark:hover:bg-slate-900/60">
      <td className={cn(cell, 'tabular-nums text-slate-600 dark:text-slate-300')}>{row.rank ?? MISSING}</td>
      <td className={cell}>
        <div className="flex min-w-0 items-center gap-1 sm:gap-3">
          <WatchStar
            coin={{ id: row.id, name: row.name, symbol: row.symbol }}
            labels={{ add: t('watch.add', { name: row.name }), full: t('watch.full', { name: row.name, max: WATCHLIST_MAX }) }}
            className="-ml-2"
          />
          {/* on a phone the star takes the logo's room */}
          <span className="hidden sm:contents">
            <CoinLogo src={row.image} symbol={row.symbol} />
          </span>
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
      <td className={cn(cell, num, hideCap, 'text-slate-700 dark:text-slate-200')}>{formatCompact(row.marketCap, lang)}</td>
      <td className={cn(cell, num, hideVolume, 'text-slate-700 dark:text-slate-200')}>{formatCompact(row.volume, lang)}</td>
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

/** The table for one list: 5 skeleton rows while loading, then a row per coin. */
export function PriceTable({ list, rows }: { list: PriceListId; rows: PriceRow[] | undefined }) {
  return (
    <TableFrame
      list={list}
      rows={rows?.map((row) => (
        <Row key={row.id} row={row} list={list} />
      ))}
    />
  );
}

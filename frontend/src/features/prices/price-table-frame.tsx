import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { PartnerDisclosure } from '@/components/partner-disclosure';
import { cn } from '@/lib/cn';
import type { PriceListId } from './rows';

// The table's frame (caption, header) and its loading rows, apart from the rows' code: the section's
// placeholder shows exactly the loading state the section starts in.

export const SKELETON_ROWS = 5;

// On a phone the table runs edge to edge: the outer cells keep the page's 16 px, the inner ones 8 px.
export const cell = 'px-2 py-3 first:pl-4 last:pr-4 sm:px-4';
// Below 640 px the 24h change sits under the price; market cap and volume appear from 768 and 1024 px.
export const hideChange = 'hidden sm:table-cell';
export const hideCap = 'hidden md:table-cell';
export const hideVolume = 'hidden lg:table-cell';

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

function SkeletonRow() {
  const bar = 'h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800';
  return (
    <tr aria-hidden data-testid="price-skeleton-row">
      <td className={cell}>
        <div className={cn(bar, 'w-5')} />
      </td>
      <td className={cell}>
        <div className="flex items-center gap-1 sm:gap-3">
          <div className="-ml-2 h-8 w-8 shrink-0" />
          <div className="hidden h-6 w-6 animate-pulse rounded-full bg-slate-200 sm:block sm:h-7 sm:w-7 dark:bg-slate-800" />
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

/** The table for one list around its rows; without rows (`undefined`), 5 skeleton rows. */
export function TableFrame({ list, rows }: { list: PriceListId; rows: ReactNode[] | undefined }) {
  const { t } = useTranslation('prices');
  const loading = rows === undefined;
  return (
    // The rows' Trade links are partner links: their one disclosure sits right under the table.
    <div data-partner-cta="">
      <div className="-mx-4 overflow-x-auto border-y border-slate-200 bg-white shadow-sm sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-950">
        <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{t(`caption.${list}`)}</caption>
          <Header />
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {loading ? Array.from({ length: SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />) : rows}
          </tbody>
        </table>
        {loading && <p className="sr-only">{t('loading')}</p>}
      </div>
      <PartnerDisclosure className="mt-2 text-right" />
    </div>
  );
}

// The directory's controls: search, type, KYC and order, with the count shown and what the order means.
import { useId } from 'react';
import { useTranslation } from '@/i18n/react';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/format/numbers';
import { KIND_FILTERS, KYC_FILTERS, REFERENCE_AMOUNT, SORT_KEYS, type DirectoryState, type VisitorPayment } from './directory';

/** What an order means, under the controls: the lowest-fees order names the visitor's purchase it weighs. */
function SortNote({ sort, pay }: { sort: DirectoryState['sort']; pay: VisitorPayment | null }) {
  const { t, i18n } = useTranslation('exchanges');
  if (sort === 'name') return null;
  let text: string;
  if (sort !== 'fees') text = t(`controls.sortNote.${sort}`);
  else if (!pay) text = t('controls.sortNote.feesNoCountry');
  else
    text = t('controls.sortNote.feesForYou', {
      amount: numberFormat(i18n.language, { style: 'currency', currency: pay.fiat, maximumFractionDigits: 0 }).format(REFERENCE_AMOUNT),
      method: t(`payments.methods.${pay.method}`),
    });
  return (
    <span className="block text-xs text-slate-600 dark:text-slate-400" data-testid="sort-note">
      {text}
    </span>
  );
}

export function Controls({
  state,
  update,
  shown,
  total,
  pay,
}: {
  state: DirectoryState;
  update: (p: Partial<DirectoryState>) => void;
  shown: number;
  total: number;
  pay: VisitorPayment | null;
}) {
  const { t } = useTranslation('exchanges');
  const kycId = useId();
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchField
          className="flex-1"
          showLabel
          label={t('controls.search')}
          value={state.query}
          onValueChange={(query) => update({ query })}
          placeholder={t('controls.searchPlaceholder')}
          clearLabel={t('controls.clearSearch')}
          maxLength={100}
        />
        <div role="group" aria-label={t('controls.type')}>
          <span className="mb-1 block text-sm font-medium" aria-hidden>
            {t('controls.type')}
          </span>
          <div className="inline-flex flex-wrap rounded-md border border-slate-300 bg-white p-0.5 dark:border-slate-600 dark:bg-slate-950">
            {KIND_FILTERS.map((k) => (
              <button
                key={k}
                type="button"
                aria-pressed={state.kind === k}
                onClick={() => update({ kind: k })}
                className={cn(
                  'h-9 rounded px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600 sm:px-3',
                  state.kind === k
                    ? 'bg-blue-700 text-white dark:bg-blue-500 dark:text-slate-950'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {t(`controls.kinds.${k}`)}
              </button>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:flex">
          <div className="min-w-0">
            <label htmlFor={kycId} className="mb-1 block text-sm font-medium">
              {t('controls.kyc')}
            </label>
            <Select
              id={kycId}
              value={state.kyc}
              onChange={(e) => update({ kyc: e.target.value as DirectoryState['kyc'] })}
              className="w-full"
            >
              {KYC_FILTERS.map((k) => (
                <option key={k} value={k}>
                  {t(`controls.kycOptions.${k}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-0">
            <label htmlFor={sortId} className="mb-1 block text-sm font-medium">
              {t('controls.sort')}
            </label>
            <Select
              id={sortId}
              value={state.sort}
              onChange={(e) => update({ sort: e.target.value as DirectoryState['sort'] })}
              className="w-full"
            >
              {SORT_KEYS.map((k) => (
                <option key={k} value={k}>
                  {t(`controls.sortOptions.${k}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {t('controls.showing', { shown, count: total })}
        <SortNote sort={state.sort} pay={pay} />
      </p>
    </div>
  );
}

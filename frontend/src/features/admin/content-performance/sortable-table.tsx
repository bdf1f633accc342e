// A table whose columns sort on a click, as the content performance report shows pages, routes and partners.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';

/** One column of a sortable table: its label key, how to read its value for sorting, and how to show it. */
export type Column<T> = {
  key: string;
  align?: 'left' | 'right';
  value: (row: T) => string | number | null;
  render?: (row: T) => ReactNode;
};

const compareValues = (a: string | number | null, b: string | number | null): number => {
  // Missing values (a rate without views, a change without a previous figure) sort below every number.
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

export function SortableTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  initial,
  empty,
  testId,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  initial: string;
  empty: string;
  testId: (row: T) => string;
}) {
  const { t } = useTranslation('admin');
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' }>({ key: initial, dir: 'desc' });
  const column = columns.find((c) => c.key === sort.key) ?? columns[0]!;
  const sorted = [...rows].sort((a, b) => {
    const c = compareValues(column.value(a), column.value(b));
    return (sort.dir === 'asc' ? c : -c) || rowKey(a).localeCompare(rowKey(b));
  });
  const sortBy = (c: Column<T>) =>
    setSort((s) =>
      s.key === c.key ? { key: c.key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key: c.key, dir: c.align === 'left' ? 'asc' : 'desc' },
    );
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="whitespace-nowrap bg-slate-50 text-xs text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((c) => {
              const active = sort.key === c.key;
              const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className={cn('px-3 py-2', c.align !== 'left' && 'text-right')}
                >
                  <button
                    type="button"
                    onClick={() => sortBy(c)}
                    className={cn(
                      'inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-blue-300',
                      c.align !== 'left' && 'flex-row-reverse',
                    )}
                  >
                    {t(`contentPerformance.columns.${c.key}`)}
                    <Icon className="h-3.5 w-3.5" aria-hidden />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-700">
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-600 dark:text-slate-300">
                {empty}
              </td>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr key={rowKey(row)} data-testid={testId(row)}>
                {columns.map((c, i) => {
                  const content = c.render ? c.render(row) : c.value(row);
                  return i === 0 ? (
                    <th key={c.key} scope="row" className="px-3 py-2 text-left font-normal" data-col={c.key}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.key} className={cn('px-3 py-2', c.align !== 'left' && 'text-right')} data-col={c.key}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

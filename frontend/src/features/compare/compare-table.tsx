// The comparison's tables: one column per partner, one row per attribute, differing rows marked.
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { partnerPageHref } from '@coinatlas/domain/partners/pages';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import type { ContentPartner } from '@/lib/api/content-queries';
import { cn } from '@/lib/cn';
import { rowDiffers, type Row } from './compare-rows';

/** One attribute on one row: its label (a row header), then each partner's value with its provenance note's number. */
function CompareRow({ row, numberOf }: { row: Row; numberOf: (col: number, p: Provenance) => number }) {
  const { t } = useTranslation('compare');
  const differs = rowDiffers(row.cells);
  return (
    <tr
      data-row={row.key}
      data-differs={differs || undefined}
      className={cn(
        'border-b border-slate-200 last:border-b-0 dark:border-slate-800',
        differs && 'bg-amber-50/70 shadow-[inset_4px_0_0_var(--color-amber-500)] dark:bg-amber-950/30',
      )}
    >
      <th scope="row" className="w-32 px-3 py-3 text-left align-top text-sm font-semibold text-slate-900 sm:w-48 dark:text-slate-100">
        {row.label}
        {differs && (
          <span className="mt-1 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {t('differs')}
          </span>
        )}
      </th>
      {row.cells.map((cell, col) => (
        <td key={col} className="px-3 py-3 align-top text-sm text-slate-900 [overflow-wrap:anywhere] dark:text-slate-100">
          {cell.text ?? <span className="text-slate-600 dark:text-slate-300">{t('values.notStated')}</span>}
          {cell.provenance && cell.text !== null && (
            <sup className="ml-0.5">
              <a
                href={`#source-${numberOf(col, cell.provenance)}`}
                aria-label={t('footnotes.ref', { n: numberOf(col, cell.provenance) })}
                className="text-blue-800 underline dark:text-blue-300"
              >
                {numberOf(col, cell.provenance)}
              </a>
            </sup>
          )}
        </td>
      ))}
    </tr>
  );
}

/** A real table: a caption, one column header per partner (linking to its page), one row header per attribute. */
export function CompareTable({
  caption,
  partners,
  rows,
  numberOf,
  testId,
}: {
  caption: string;
  partners: readonly ContentPartner[];
  rows: readonly Row[];
  numberOf: (col: number, p: Provenance) => number;
  testId: string;
}) {
  const { t } = useTranslation('compare');
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full table-fixed border-collapse" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            <th scope="col" className="w-32 px-3 py-2 text-left text-sm font-semibold text-slate-600 sm:w-48 dark:text-slate-300">
              {t('attribute')}
            </th>
            {partners.map((p) => (
              <th key={p.id} scope="col" className="px-3 py-2 text-left font-semibold [overflow-wrap:anywhere]">
                <Link
                  to={partnerPageHref(p)}
                  className="text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
                  data-partner-page={p.id}
                >
                  {p.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CompareRow key={row.key} row={row} numberOf={numberOf} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

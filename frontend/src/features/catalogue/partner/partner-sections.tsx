import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { ValueAndSourceCells } from '@/components/provenance';
import type { FactRow } from './partner-facts';

/** A section of a partner's page: an h2 with an id (so other pages can link to it) and its content. */
export function Section({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24" data-testid={testId}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The classes of the page's tables (the facts here, the fees in partner-fees.tsx, the countries in partner-countries.tsx). */
export const TABLE = 'w-full border-collapse text-left text-sm';
export const WRAP = 'mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';
export const TH_COL = 'px-3 py-2 font-semibold text-slate-700 dark:text-slate-200';
export const TH_ROW = 'px-3 py-2.5 align-top font-semibold text-slate-900 dark:text-slate-100';
export const TD = 'px-3 py-2.5 align-top text-slate-800 dark:text-slate-200';
export const TR = 'border-t border-slate-200 dark:border-slate-800';

/** The record's facts: a table of fact, value and where it comes from. */
export function FactsTable({ rows, caption }: { rows: readonly FactRow[]; caption: string }) {
  const { t } = useTranslation('partner');
  return (
    <div className={WRAP}>
      <table className={`${TABLE}`} data-testid="facts-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className={TH_COL}>
              {t('table.fact')}
            </th>
            <th scope="col" className={TH_COL}>
              {t('table.value')}
            </th>
            <th scope="col" className={`${TH_COL} hidden sm:table-cell`}>
              {t('table.source')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={TR} data-fact={r.key}>
              <th scope="row" className={TH_ROW}>
                {r.label}
              </th>
              <ValueAndSourceCells className={TD} provenance={r.provenance}>
                {r.value}
              </ValueAndSourceCells>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The findings shown: a table on wide screens, one card per finding on phones, and "show more".
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { NamedList } from '@/components/ui/named-list';
import { numberFormat } from '@/lib/format/numbers';
import { PAGE_SIZE, type Shown } from './audit-model';
import { SeverityBadge } from './audit-widgets';

export function FindingsList({
  rows,
  visible,
  setOpen,
  setShown,
}: {
  rows: Shown[];
  visible: Shown[];
  setOpen: (finding: Shown) => void;
  setShown: Dispatch<SetStateAction<number>>;
}) {
  const { t } = useTranslation('seoAudit');
  const fmt = numberFormat('en');
  const openButton = (f: Shown) => (
    <button
      type="button"
      onClick={() => setOpen(f)}
      className="text-left text-blue-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
    >
      <span className="line-clamp-2">{f.message}</span>
      <span className="sr-only"> {t('findings.openDetails')}</span>
    </button>
  );
  const newBadge = (
    <span className="rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-100">
      {t('change.new')}
    </span>
  );
  return (
    <>
      {/* Wide screens: a table. */}
      <div className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 md:block dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('findings.title')}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('findings.columns.severity')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('findings.columns.check')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('findings.columns.page')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('findings.columns.what')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {visible.map((f) => (
              <tr
                key={`${f.change === 'fixed' ? 'fixed' : 'now'}-${f.id}`}
                data-testid="finding-row"
                data-severity={f.severity}
                data-check={f.check}
              >
                <td className="whitespace-nowrap px-3 py-2 align-top">
                  <SeverityBadge severity={f.severity} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 align-top">{t(`checks.${f.check}`)}</td>
                <td className="min-w-[16rem] px-3 py-2 align-top font-mono text-xs [overflow-wrap:anywhere]">{f.url}</td>
                <td className="px-3 py-2 align-top">
                  {openButton(f)}
                  {f.change === 'new' && <span className="ml-2">{newBadge}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Phones: one card per finding. */}
      <div className="md:hidden">
        <NamedList name={t('findings.title')} className="mt-4 space-y-3">
          {visible.map((f) => (
            <li
              key={`${f.change === 'fixed' ? 'fixed' : 'now'}-${f.id}`}
              data-testid="finding-card"
              className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700"
            >
              <div className="flex flex-wrap items-center gap-2">
                <SeverityBadge severity={f.severity} />
                <span className="font-medium">{t(`checks.${f.check}`)}</span>
                {f.change === 'new' && newBadge}
              </div>
              <p className="mt-1 font-mono text-xs text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">{f.url}</p>
              <div className="mt-1">{openButton(f)}</div>
            </li>
          ))}
        </NamedList>
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
        {t('findings.showing', { shown: fmt.format(visible.length), total: fmt.format(rows.length) })}
        {rows.length > visible.length && (
          <Button variant="outline" size="sm" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            {t('findings.showMore', { count: Math.min(PAGE_SIZE, rows.length - visible.length) })}
          </Button>
        )}
      </p>
    </>
  );
}

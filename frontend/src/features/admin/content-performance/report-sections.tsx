// The content performance report's summary pieces: a figure, the languages table and the pages that moved most.
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { useReportFormat, type Report } from './report-format';

export function Stat({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {note && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-300">{note}</dd>}
    </div>
  );
}

export function LanguagesTable({ data }: { data: Report }) {
  const { t } = useTranslation('admin');
  const { rate, changeText, langName, num } = useReportFormat();
  return (
    <section aria-labelledby="cp-languages" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="cp-languages" className="text-xl font-semibold">
        {t('contentPerformance.languagesTitle')}
      </h2>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('contentPerformance.languagesTitle')}</caption>
        <thead className="text-xs uppercase tracking-wide text-slate-700 dark:text-slate-300">
          <tr>
            <th scope="col" className="py-1 text-left">
              {t('contentPerformance.columns.lang')}
            </th>
            <th scope="col" className="py-1 text-right">
              {t('contentPerformance.columns.views')}
            </th>
            <th scope="col" className="py-1 text-right">
              {t('contentPerformance.columns.clicks')}
            </th>
            <th scope="col" className="py-1 text-right">
              {t('contentPerformance.columns.ctr')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-700">
          {data.languages.map((l) => (
            <tr key={l.lang} data-testid={`lang-${l.lang}`}>
              <th scope="row" className="py-1.5 text-left font-normal">
                {langName(l.lang)}
              </th>
              <td className="py-1.5 text-right">
                {num(l.views)}
                <span className="block text-xs text-slate-600 dark:text-slate-300">{changeText(l.viewsChange, l.views)}</span>
              </td>
              <td className="py-1.5 text-right">{num(l.clicks)}</td>
              <td className="py-1.5 text-right">{rate(l.ctr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Movers({ data }: { data: Report }) {
  const { t } = useTranslation('admin');
  const { num } = useReportFormat();
  const mover = (m: Report['movers']['up'][number]) => (
    <li key={m.path} className="flex items-baseline justify-between gap-3 py-1.5">
      <span className="min-w-0 break-all font-mono text-xs sm:text-sm">{m.path}</span>
      <span className="shrink-0 text-right tabular-nums">
        <strong>{m.delta > 0 ? `+${num(m.delta)}` : `−${num(-m.delta)}`}</strong>
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {t('contentPerformance.moved', { views: num(m.views), previous: num(m.previousViews) })}
        </span>
      </span>
    </li>
  );

  return (
    <section aria-labelledby="cp-movers" className="rounded-xl border border-slate-200 p-4 lg:col-span-2 dark:border-slate-700">
      <h2 id="cp-movers" className="text-xl font-semibold">
        {t('contentPerformance.moversTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('contentPerformance.moversHelp')}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-1.5 font-semibold text-emerald-800 dark:text-emerald-300">
            <TrendingUp className="h-4 w-4" aria-hidden />
            {t('contentPerformance.up')}
          </h3>
          {data.movers.up.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('contentPerformance.noneUp')}</p>
          ) : (
            <ol className="mt-1 divide-y divide-slate-200 dark:divide-slate-700" data-testid="movers-up">
              {data.movers.up.map(mover)}
            </ol>
          )}
        </div>
        <div>
          <h3 className="flex items-center gap-1.5 font-semibold text-red-800 dark:text-red-300">
            <TrendingDown className="h-4 w-4" aria-hidden />
            {t('contentPerformance.down')}
          </h3>
          {data.movers.down.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('contentPerformance.noneDown')}</p>
          ) : (
            <ol className="mt-1 divide-y divide-slate-200 dark:divide-slate-700" data-testid="movers-down">
              {data.movers.down.map(mover)}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}

// The directory's views (their paths, their counts) and the explainer each view shows under its title.
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import type { ExchangeIndexEntry } from '@/lib/content/exchanges';
import type { DirectoryView } from './directory';

export type Counts = { total: number; centralized: number; decentralized: number; noKyc: number };
export const countsOf = (list: readonly ExchangeIndexEntry[]): Counts => ({
  total: list.length,
  centralized: list.filter((e) => e.kind === 'centralized').length,
  decentralized: list.filter((e) => e.kind === 'decentralized').length,
  noKyc: list.filter((e) => e.kyc === 'none').length,
});

export const VIEW_PATH: Record<DirectoryView, string> = {
  overview: '/exchanges',
  centralized: '/exchanges/centralized',
  decentralized: '/exchanges/decentralized',
  'no-kyc': '/exchanges/no-kyc',
};

export function Explainer({ view, counts: COUNTS }: { view: DirectoryView; counts: Counts }) {
  const { t } = useTranslation('exchanges');
  if (view === 'no-kyc') {
    const limits = t('noKyc.limits', { returnObjects: true }) as string[];
    return (
      <section aria-labelledby="no-kyc-heading" className="mx-auto max-w-7xl px-4 pb-6">
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-slate-50">
          <h2 id="no-kyc-heading" className="flex items-center gap-2 text-lg font-semibold">
            <ShieldAlert className="h-5 w-5 text-amber-800 dark:text-amber-300" aria-hidden />
            {t('noKyc.heading')}
          </h2>
          <p className="mt-2">{t('noKyc.meaning')}</p>
          <p className="mt-3 font-medium">{t('noKyc.limitsIntro')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {limits.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm">{t('noKyc.centralizedNote')}</p>
        </div>
      </section>
    );
  }
  if (view === 'centralized' || view === 'decentralized') {
    return (
      <section className="mx-auto max-w-7xl px-4 pb-6">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
            <h2 className="text-lg font-semibold">{t(`explainer.${view}.prosHeading`)}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              {(t(`explainer.${view}.pros`, { returnObjects: true }) as string[]).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
            <h2 className="text-lg font-semibold">{t(`explainer.${view}.consHeading`)}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              {(t(`explainer.${view}.cons`, { returnObjects: true }) as string[]).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    );
  }
  if (view === 'overview') {
    const cards = [
      { view: 'centralized' as const, count: COUNTS.centralized },
      { view: 'decentralized' as const, count: COUNTS.decentralized },
      { view: 'no-kyc' as const, count: COUNTS.noKyc },
    ];
    return (
      <nav aria-label={t('overview.sectionsLabel')} className="mx-auto max-w-7xl px-4 pb-6">
        <ul className="grid gap-4 md:grid-cols-3">
          {cards.map((c) => (
            <li key={c.view}>
              <Link
                to={VIEW_PATH[c.view]}
                className="block h-full rounded-xl border border-slate-200 p-5 transition-colors hover:border-blue-600 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:border-blue-400 dark:hover:bg-slate-900"
              >
                <span className="block text-lg font-semibold">{t(`overview.cards.${c.view}.title`)}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{t(`overview.cards.${c.view}.text`)}</span>
                <span className="mt-3 block text-sm font-semibold text-blue-800 dark:text-blue-300">
                  {t('overview.count', { count: c.count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return null;
}

import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { isExampleCode } from '@coinatlas/domain/referrals/referral-code';
import { CLICK_DAYS, useAdminCodes, useClickTotals } from './api/admin-queries';
import { ADMIN_SECTIONS } from './sections';
import { numberFormat } from '@/lib/format/numbers';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
    </div>
  );
}

export function AdminDashboard() {
  const { t, i18n } = useTranslation('admin');
  const codes = useAdminCodes();
  const clicks = useClickTotals();
  const fmt = numberFormat(i18n.resolvedLanguage ?? 'en');
  const list = codes.data ?? [];
  const active = list.filter((c) => c.isActive).length;
  const examples = list.filter((c) => isExampleCode(c.code)).length;
  const totalClicks = (clicks.data?.totals ?? []).reduce((n, r) => n + r.clicks, 0);
  const dash = '–';

  return (
    <>
      <h1 className="text-3xl font-bold">{t('dashboard.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('dashboard.intro')}</p>
      <section aria-labelledby="dash-codes" className="mt-6 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
        <h2 id="dash-codes" className="text-xl font-semibold">
          {t('sections.referralCodes.title')}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat label={t('dashboard.active')} value={codes.data ? fmt.format(active) : dash} />
          <Stat label={t('dashboard.total')} value={codes.data ? fmt.format(list.length) : dash} />
          <Stat label={t('dashboard.examples')} value={codes.data ? fmt.format(examples) : dash} />
          <Stat label={t('dashboard.clicks', { days: CLICK_DAYS })} value={clicks.data ? fmt.format(totalClicks) : dash} />
        </dl>
        {codes.data && examples > 0 && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('dashboard.examplesHint')}</p>}
        {codes.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {t('dashboard.loadFailed')}
          </p>
        )}
        <Link
          to="/admin/referral-codes"
          className="mt-4 inline-flex items-center gap-1 font-semibold text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
        >
          {t('dashboard.manageCodes')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </section>
      <section aria-labelledby="dash-other" className="mt-6">
        <h2 id="dash-other" className="text-xl font-semibold">
          {t('dashboard.otherSections')}
        </h2>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {ADMIN_SECTIONS.filter((s) => s.key !== 'dashboard' && s.key !== 'referralCodes').map((s) => (
            <li key={s.key}>
              <Link
                to={s.path}
                className="block rounded-lg border border-slate-200 p-4 hover:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:border-blue-400"
              >
                <span className="flex items-center justify-between gap-2 font-semibold">
                  {t(`sections.${s.key}.title`)}
                  <ArrowRight className="h-4 w-4 shrink-0" aria-hidden />
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{t(`sections.${s.key}.summary`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

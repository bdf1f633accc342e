import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminSection } from './sections';

/** An honest page for an admin section whose tools are not built yet: what it will hold, nothing pretend. */
export function SectionNotBuilt({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin');
  const plans = t(`sections.${section.key}.plans`, { returnObjects: true }) as string[];
  return (
    <>
      <h1 className="text-3xl font-bold">{t(`sections.${section.key}.title`)}</h1>
      <div className="mt-4 max-w-3xl rounded-xl border border-slate-200 p-5 dark:border-slate-700">
        <p className="font-medium">{t('notBuilt.text')}</p>
        <h2 className="mt-4 font-semibold">{t('notBuilt.willHold')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
          {plans.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          {t('notBuilt.meanwhile')}{' '}
          <Link to="/admin/referral-codes" className="font-medium text-blue-800 underline underline-offset-4 dark:text-blue-300">
            {t('sections.referralCodes.title')}
          </Link>
        </p>
      </div>
    </>
  );
}

import { Receipt, SlidersHorizontal, Layers } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { RichText } from '@/lib/i18n/rich-text';
import { Link } from 'react-router-dom';
import { tList } from '../listing-format';

const linkClass =
  'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:text-blue-200';

const SECTIONS = [
  { key: 'types', Icon: Layers },
  { key: 'features', Icon: SlidersHorizontal },
  { key: 'taxes', Icon: Receipt },
] as const;

/** The guide under the card grid: types of crypto cards, key features, tax considerations. */
export function CardsGuide() {
  const { t } = useTranslation('cards');
  return (
    <section
      aria-labelledby="cards-guide"
      className="border-t border-slate-200 bg-slate-50 py-14 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="cards-guide" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('guide.title')}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t('guide.intro')}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {SECTIONS.map(({ key, Icon }) => (
            <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Icon className="h-5 w-5 text-blue-700 dark:text-blue-300" aria-hidden />
                {t(`guide.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{t(`guide.${key}.intro`)}</p>
              <ul className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                {tList(t, `guide.${key}.points`).map((p) => (
                  <li key={p} className="border-l-2 border-blue-200 pl-3 dark:border-blue-900">
                    {p}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-8 max-w-3xl text-sm text-slate-600 dark:text-slate-300">
          <RichText text={t('guide.taxTools')} components={{ tools: <Link to="/tools" className={linkClass} /> }} />
        </p>
        <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t('guide.disclaimer')}</p>
      </div>
    </section>
  );
}

import { BookOpen, FlaskConical, KeyRound, Landmark, Receipt, Wallet } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from '@/i18n/react';
import { RichText } from '@/lib/i18n/rich-text';
import { Link } from 'react-router-dom';
import { tList } from '../listing-format';

const linkClass =
  'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:text-blue-200';

const to = (href: string): ReactElement => <Link to={href} className={linkClass} />;

/** Internal links of the education text, named as the locale sentences name them. */
const LINKS = {
  binance: to('/exchanges/centralized#binance'),
  coinbase: to('/exchanges/centralized#coinbase'),
  kraken: to('/exchanges/centralized#kraken'),
  okx: to('/exchanges/centralized#okx'),
  software: to('/wallets/software'),
  hardware: to('/wallets/hardware'),
  tools: to('/tools'),
  cards: to('/payment-cards'),
};

const SECTIONS = [
  { key: 'howTheyWork', Icon: BookOpen },
  { key: 'exchange', Icon: Landmark },
  { key: 'apiKeys', Icon: KeyRound },
  { key: 'wallets', Icon: Wallet },
  { key: 'testFirst', Icon: FlaskConical },
  { key: 'taxes', Icon: Receipt },
] as const;

/** The educational section under the bot grid. */
export function BotsEducation() {
  const { t } = useTranslation('bots');
  return (
    <section
      aria-labelledby="bots-education"
      className="border-t border-slate-200 bg-slate-50 py-14 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="bots-education" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('education.title')}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t('education.intro')}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map(({ key, Icon }) => {
            const points = tList(t, `education.${key}.points`);
            return (
              <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <Icon className="h-5 w-5 text-blue-700 dark:text-blue-300" aria-hidden />
                  {t(`education.${key}.title`)}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
                  <RichText text={t(`education.${key}.text`)} components={LINKS} />
                </p>
                {points.length > 0 && (
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                    {points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
        <p className="mt-8 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t('education.riskNote')}</p>
      </div>
    </section>
  );
}

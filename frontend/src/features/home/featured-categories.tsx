import type { LucideIcon } from 'lucide-react';
import { ArrowLeftRight, ArrowRight, Bot, CreditCard, TicketPercent, Wallet, Wrench } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';

type Category = { id: 'exchanges' | 'wallets' | 'tools' | 'bots' | 'cards' | 'coupons'; url: string; icon: LucideIcon };

/** Six featured categories, each with a call to action and a 'Popular' badge on hover. */
const CATEGORIES: readonly Category[] = [
  { id: 'exchanges', url: '/exchanges', icon: ArrowLeftRight },
  { id: 'wallets', url: '/wallets', icon: Wallet },
  { id: 'tools', url: '/tools', icon: Wrench },
  { id: 'bots', url: '/trading-bots', icon: Bot },
  { id: 'cards', url: '/payment-cards', icon: CreditCard },
  { id: 'coupons', url: '/coupon-codes', icon: TicketPercent },
];

export function FeaturedCategories() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="featured-categories-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="featured-categories-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {t('categories.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{t('categories.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map(({ id, url, icon: Icon }) => (
            <li key={id}>
              <Link
                to={url}
                data-category={id}
                className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-blue-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-blue-700"
              >
                <span
                  aria-hidden
                  className="absolute right-4 top-4 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 dark:bg-amber-900 dark:text-amber-50"
                >
                  {t('categories.popular')}
                </span>
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200">
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t(`categories.items.${id}.title`)}</h3>
                <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{t(`categories.items.${id}.description`)}</p>
                <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-blue-700 group-hover:text-blue-800 dark:text-blue-300 dark:group-hover:text-blue-200">
                  {t(`categories.items.${id}.cta`)}
                  <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

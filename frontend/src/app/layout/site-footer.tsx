import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { pagePathIn } from '@coinatlas/domain/routes/localized';
import { useSiteConfig } from '@/lib/api/site-config-queries';
import { useSite } from '@/lib/site-context';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './site-header';
import { NamedList } from '@/components/ui/named-list';

const COLUMNS = [
  {
    key: 'explore',
    links: [
      { key: 'exchanges', href: '/exchanges' },
      { key: 'tradingBots', href: '/trading-bots' },
      { key: 'paymentCards', href: '/payment-cards' },
      { key: 'tools', href: '/tools' },
      { key: 'feeCalculator', href: '/fee-calculator' },
    ],
  },
  {
    key: 'learn',
    links: [
      { key: 'educationHub', href: '/blog' },
      { key: 'blog', href: '/blog' },
      { key: 'concepts', href: '/concepts' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'about', href: '/about' },
      { key: 'contact', href: '/contact' },
      { key: 'careers', href: '/careers' },
      { key: 'advertise', href: '/advertise' },
      { key: 'methodology', href: '/methodology' },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'terms', href: '/terms' },
      { key: 'privacy', href: '/privacy' },
      { key: 'cookies', href: '/cookies' },
      { key: 'disclaimer', href: '/disclaimer' },
      // who runs the site (Impressum): a word of each language, /de/impressum
      { key: 'legalNotice', href: '/legal-notice' },
    ],
  },
] as const;

const NETWORK_LABEL = { x: 'X', telegram: 'Telegram', youtube: 'YouTube', discord: 'Discord', reddit: 'Reddit' } as const;

export function SiteFooter() {
  const { t } = useTranslation('footer');
  const { lang } = useSite();
  const { data: site } = useSiteConfig();
  return (
    <footer id="site-footer" className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-slate-600 dark:text-slate-300">{t('tagline')}</p>
          {site && site.socialLinks.length > 0 && (
            <NamedList name={t('social')} className="mt-4 flex flex-wrap gap-3">
              {site.socialLinks.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer me"
                    className="text-sm font-medium text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
                  >
                    {NETWORK_LABEL[s.network]}
                  </a>
                </li>
              ))}
            </NamedList>
          )}
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.key} aria-label={t(`columns.${col.key}`)}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-slate-100">{t(`columns.${col.key}`)}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((l) => (
                <li key={l.key}>
                  <Link
                    to={pagePathIn(lang, l.href)}
                    className="text-sm text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white"
                  >
                    {t(`links.${l.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center dark:text-slate-300">
          <p>{t('copyright', { year: new Date().getFullYear() })}</p>
          <p className="max-w-xl">{t('disclosure')}</p>
          <LanguageSwitcher align="end" />
        </div>
      </div>
    </footer>
  );
}

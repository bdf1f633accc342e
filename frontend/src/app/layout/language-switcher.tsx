import { Globe } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { LANGUAGES } from '@/i18n/languages';
import { cn } from '@/lib/cn';
import { useSite } from '@/lib/site-context';

export { rememberLanguage, useLanguageHref } from './language-links';

const loadMenus = () => import('./header-menus');

/** The language menu: its items come with the menu code, on the first hover, focus or press. */
export function LanguageSwitcher({ className, align = 'end' }: { className?: string; align?: 'start' | 'end' }) {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  const current = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  const code = current.code.toUpperCase();
  return (
    <LazyMenu
      load={loadMenus}
      trigger={{
        // The name starts with what the button shows ("PT"), so a voice command saying it finds the button.
        'aria-label': `${code} – ${t('language.label', { language: current.nativeName })}`,
        className: cn(
          'inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800',
          className,
        ),
        children: (
          <>
            <Globe className="h-4 w-4" aria-hidden />
            <span>{code}</span>
          </>
        ),
      }}
      render={(m, props) => <m.LanguageMenu {...props} current={current.code} align={align} />}
    />
  );
}

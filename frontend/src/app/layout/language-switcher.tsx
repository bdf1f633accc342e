import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { localizePath, matchLocalizedRoute } from '@coinatlas/domain/routes/localized';
import { LANGUAGES, type LanguageCode } from '@/i18n/languages';
import { cn } from '@/lib/cn';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { useSite } from '@/lib/site-context';

/** The same page in another language, query and anchor kept (English-only pages lead to that language's home). */
export function useLanguageHref(): (lang: LanguageCode) => string {
  const { pathname, search, hash } = useLocation();
  const translated = matchLocalizedRoute(pathname)?.entry.section !== 'admin';
  return (lang) => (translated ? localizePath(lang, pathname) + search + hash : localizePath(lang, '/'));
}

/** Remembers the visitor's choice (the language suggestion reads it); the link itself changes the page. */
export const rememberLanguage = (lang: LanguageCode) => writeStorage(STORAGE_KEYS.language, lang);

export function LanguageSwitcher({ className, align = 'end' }: { className?: string; align?: 'start' | 'end' }) {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  const hrefOf = useLanguageHref();
  const current = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('language.label', { language: current.nativeName })}
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800',
          className,
        )}
      >
        <Globe className="h-4 w-4" aria-hidden />
        <span>{current.code.toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {LANGUAGES.map((l) => (
            <DropdownMenu.Item key={l.code} asChild onSelect={() => rememberLanguage(l.code)}>
              {/* a real link: each language is its own document (its own URL, <html lang> and texts) */}
              <a
                href={hrefOf(l.code)}
                lang={l.code}
                hrefLang={l.code}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800"
              >
                <span aria-hidden>{l.flag}</span>
                <span className="flex-1">{l.nativeName}</span>
                {l.code === current.code && <Check className="h-4 w-4" aria-hidden />}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

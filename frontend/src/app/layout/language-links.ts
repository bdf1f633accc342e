import { useLocation } from 'react-router-dom';
import { localizePath, matchLocalizedRoute } from '@coinatlas/domain/routes/localized';
import type { LanguageCode } from '@/i18n/languages';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';

/** The same page in another language, query and anchor kept (English-only pages lead to that language's home). */
export function useLanguageHref(): (lang: LanguageCode) => string {
  const { pathname, search, hash } = useLocation();
  const translated = matchLocalizedRoute(pathname)?.entry.section !== 'admin';
  return (lang) => (translated ? localizePath(lang, pathname) + search + hash : localizePath(lang, '/'));
}

/** Remembers the visitor's choice (the language suggestion reads it); the link itself changes the page. */
export const rememberLanguage = (lang: LanguageCode) => writeStorage(STORAGE_KEYS.language, lang);

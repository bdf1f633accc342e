import { useLocation } from 'react-router-dom';
import { localizePath, matchLocalizedRoute, unlocalizedPath } from '@coinatlas/domain/routes/localized';
import type { LanguageCode } from '@/i18n/languages';
import { usePageLanguages } from '@/lib/seo/use-page-meta';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * Where a language link leads: the same page in that language, query and anchor kept; a page that does not
 * exist in that language (a blog post without that version) leads to the page above it (the blog), and
 * admin pages to that language's home.
 */
export function languageHref(
  /** language-free, as the router sees it (in the page's language: '/impressum' on /de/impressum) */
  routerPath: string,
  search: string,
  hash: string,
  lang: LanguageCode,
  pageLanguages?: readonly string[],
): string {
  const pathname = unlocalizedPath(routerPath);
  const match = matchLocalizedRoute(pathname);
  if (match?.entry.section === 'admin') return localizePath(lang, '/');
  if (match && pageLanguages && !pageLanguages.includes(lang)) return localizePath(lang, match.path.replace(/\/[^/]*$/, '') || '/');
  return localizePath(lang, pathname) + search + hash;
}

export function useLanguageHref(): (lang: LanguageCode) => string {
  const { pathname, search, hash } = useLocation();
  const languages = usePageLanguages();
  return (lang) => languageHref(pathname, search, hash, lang, languages);
}

/** Remembers the visitor's choice (the language suggestion reads it); the link itself changes the page. */
export const rememberLanguage = (lang: LanguageCode) => writeStorage(STORAGE_KEYS.language, lang);

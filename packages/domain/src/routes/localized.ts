import { matchRoute, ROUTE_MANIFEST, type RouteEntry, type RouteMatch } from './manifest.js';

/**
 * The site's languages and how a URL carries one: English at the root (`/exchanges`), every other language
 * under its own prefix (`/es/exchanges`, `/de`, `/pt/blog/x`). The path alone decides the language, so a
 * crawler reaches every version without cookies or headers. Admin pages exist only unprefixed, in English.
 */
export const SITE_LANGUAGES = ['en', 'es', 'de', 'pt'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

/** BCP 47 tags for `<html lang>`, hreflang and Open Graph: Portuguese is the Brazilian variant. */
export const LANGUAGE_TAGS: Readonly<Record<SiteLanguage, { hreflang: string; ogLocale: string }>> = {
  en: { hreflang: 'en', ogLocale: 'en_US' },
  es: { hreflang: 'es', ogLocale: 'es_ES' },
  de: { hreflang: 'de', ogLocale: 'de_DE' },
  pt: { hreflang: 'pt-BR', ogLocale: 'pt_BR' },
};

export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);

/** The URL prefix of a language: '' for English, '/es' for Spanish. */
export const languagePrefix = (lang: SiteLanguage): string => (lang === DEFAULT_LANGUAGE ? '' : `/${lang}`);

/** A page path in a language: ('es', '/exchanges') → '/es/exchanges'; ('es', '/') → '/es'. */
export function localizePath(lang: SiteLanguage, path: string): string {
  const prefix = languagePrefix(lang);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Splits a pathname into its language and the language-free path: '/de/tools' → { de, '/tools' }. */
export function splitLanguage(pathname: string): { lang: SiteLanguage; path: string } {
  const m = /^\/(es|de|pt)(?=\/|$)(.*)$/.exec(pathname);
  if (!m) return { lang: DEFAULT_LANGUAGE, path: pathname };
  return { lang: m[1] as SiteLanguage, path: m[2] || '/' };
}

/** Admin pages are English only and have no prefixed versions. */
export const isLanguageNeutral = (entry: RouteEntry): boolean => entry.section === 'admin';

export type LocalizedMatch = RouteMatch & { lang: SiteLanguage; path: string };

/** Matches a pathname with its language prefix against the manifest ('/es/admin' matches nothing). */
export function matchLocalizedRoute(pathname: string): LocalizedMatch | null {
  const { lang, path } = splitLanguage(pathname);
  const match = matchRoute(path);
  if (!match) return null;
  if (lang !== DEFAULT_LANGUAGE && isLanguageNeutral(match.entry)) return null;
  return { ...match, lang, path: path.length > 1 ? path.replace(/\/+$/, '') : path };
}

/** The path search engines should index for a language-free path (an alias names its canonical one). */
export function canonicalPath(match: RouteMatch, path: string): string {
  return match.entry.canonical ?? path;
}

/** Every language version of a language-free path, for hreflang links and the sitemap. */
export function alternatePaths(path: string): ReadonlyArray<{ lang: SiteLanguage; path: string }> {
  return SITE_LANGUAGES.map((lang) => ({ lang, path: localizePath(lang, path) }));
}

/** The manifest entries that have a version in every language (every public page). */
export const LOCALIZED_ROUTES: readonly RouteEntry[] = ROUTE_MANIFEST.filter((e) => !isLanguageNeutral(e));

/**
 * The languages a page has its own text in: every public page is translated in full. A blog post exists
 * only in the languages it was written in; its page says which (the post's data), and its other language
 * URLs answer 404.
 */
export function pageLanguages(entry: RouteEntry): readonly SiteLanguage[] {
  if (isLanguageNeutral(entry)) return [DEFAULT_LANGUAGE];
  return SITE_LANGUAGES;
}

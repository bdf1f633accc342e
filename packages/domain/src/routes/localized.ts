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

/**
 * Pages whose address is a word of each language. Every other page keeps the manifest's path in every language
 * (`/es/exchanges`); these answer at their own word instead (`/de/impressum`, not `/de/legal-notice`): German
 * readers look for a legal notice under the name "Impressum". The manifest names the English path; code that
 * works with manifest paths (hreflang, the sitemap, canonical links) goes through `localizePath`, which
 * translates it, and the client's router declares each language's word (`pagePathIn`). Another language's
 * word (`/es/impressum`, `/de/legal-notice`) is redirected to the language's own (`localizedSpelling`).
 */
export const LOCALIZED_PATHS: ReadonlyMap<string, Readonly<Partial<Record<SiteLanguage, string>>>> = new Map([
  ['/legal-notice', { es: '/aviso-legal', de: '/impressum', pt: '/aviso-legal' }],
]);

/** The language-free path a page has in a language: ('de', '/legal-notice') → '/impressum'; most pages keep theirs. */
export function pagePathIn(lang: SiteLanguage, path: string): string {
  return LOCALIZED_PATHS.get(path)?.[lang] ?? path;
}

/**
 * The manifest path of a language-free path in whichever language's word it is written: '/impressum' and
 * '/aviso-legal' → '/legal-notice'; every other path is itself. (No word is another page's path: a test holds it.)
 */
export function unlocalizedPath(path: string): string {
  for (const [page, words] of LOCALIZED_PATHS) if (Object.values(words).includes(path)) return page;
  return path;
}

/**
 * The manifest path of a language-free path as a language spells it: ('de', '/impressum') → '/legal-notice'.
 * Null when the path is another language's word for a page this language names its own way ('/legal-notice'
 * or '/aviso-legal' in German): no page of this language.
 */
function manifestPathIn(lang: SiteLanguage, path: string): string | null {
  for (const [page, words] of LOCALIZED_PATHS) {
    const own = words[lang] ?? page;
    if (path === own) return page;
    if (path === page || Object.values(words).includes(path)) return null;
  }
  return path;
}

/** A page path in a language: ('es', '/exchanges') → '/es/exchanges'; ('es', '/') → '/es'; ('de', '/legal-notice') → '/de/impressum'. */
export function localizePath(lang: SiteLanguage, path: string): string {
  const at = path.search(/[?#]/);
  const [page, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const own = pagePathIn(lang, page) + rest;
  const prefix = languagePrefix(lang);
  if (!prefix) return own;
  return own === '/' || own.startsWith('/?') || own.startsWith('/#') ? prefix + own.slice(1) : `${prefix}${own}`;
}

/**
 * The one spelling of a path that names a localized page in another language's word ('/de/legal-notice',
 * '/es/impressum' → '/de/impressum', '/es/aviso-legal'); undefined for any other path.
 */
export function localizedSpelling(pathname: string): string | undefined {
  const { lang, path } = splitLanguage(pathname);
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const [page, words] of LOCALIZED_PATHS) {
    if (bare === page || Object.values(words).includes(bare)) return localizePath(lang, page);
  }
  return undefined;
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

/**
 * Matches a pathname with its language prefix against the manifest ('/es/admin' matches nothing). `path` is the
 * manifest's path ('/de/impressum' → '/legal-notice'); another language's word for a page matches nothing.
 */
export function matchLocalizedRoute(pathname: string): LocalizedMatch | null {
  const { lang, path: spelled } = splitLanguage(pathname);
  const path = manifestPathIn(lang, spelled.length > 1 ? spelled.replace(/\/+$/, '') : spelled);
  if (path === null) return null;
  const match = matchRoute(path);
  if (!match) return null;
  if (lang !== DEFAULT_LANGUAGE && isLanguageNeutral(match.entry)) return null;
  return { ...match, lang, path };
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

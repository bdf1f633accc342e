import { localizePath, splitLanguage, type LocalizedMatch } from '@coinatlas/domain/routes/localized';

/** What a path that names no page is rendered from: no manifest entry matches it, in any language. */
export const NOT_FOUND_PATH = '/404';

/** What the server renders for a request, and where it may keep the answer. */
export type PageRequest = Readonly<{
  /** the path and query the page is rendered from: the query parameters the page reads, in name order */
  url: string;
  /**
   * The cache key, or undefined when the answer is rendered for this request only (a page whose query
   * carries a personal token). Whether a rendered answer is then kept depends on what it turned out to be
   * (see static-site.ts): a page whose record exists, a renamed record's redirect, the shared not-found page.
   */
  cacheKey: string | undefined;
  /** a path that names no page: answered by its language's one not-found page */
  unknownPath: boolean;
}>;

/** Whether a parameter may keep this value: any value, unless the manifest lists its values (or their pattern). */
const allowed = (values: readonly string[] | RegExp | undefined, value: string) =>
  values === undefined || (values instanceof RegExp ? values.test(value) : values.includes(value));

/**
 * Reads a request for a page. A path the route manifest does not know is answered by one not-found page
 * per language, rendered from NOT_FOUND_PATH, so unknown paths never add a cache entry each. A known page
 * keeps only the query parameters its manifest entry names (first value of each, sorted by name), each only
 * with a value its entry allows: every other parameter (tracking tags, cache busters, search words the
 * browser applies) and every unknown value changes neither what is rendered nor the cache key.
 */
export function pageRequest(pathname: string, query: string | undefined, match: LocalizedMatch | null): PageRequest {
  if (!match) {
    const { lang } = splitLanguage(pathname);
    return { url: localizePath(lang, NOT_FOUND_PATH), cacheKey: `404:${lang}`, unknownPath: true };
  }
  const read = match.entry.query ?? [];
  const kept = new URLSearchParams();
  if (read.length > 0 && query) {
    const params = new URLSearchParams(query);
    for (const name of [...read].sort()) {
      const value = params.get(name);
      if (value !== null && allowed(match.entry.queryValues?.[name], value)) kept.set(name, value);
    }
  }
  const search = kept.toString();
  const url = search ? `${pathname}?${search}` : pathname;
  return { url, cacheKey: search && match.entry.personalQuery ? undefined : url, unknownPath: false };
}

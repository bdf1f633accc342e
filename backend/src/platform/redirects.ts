import { localizedSpelling, localizePath, matchLocalizedRoute, splitLanguage, type SiteLanguage } from '@coinatlas/domain/routes/localized';

/**
 * Redirects that stay on this site. Their targets are built from the request's own path, and a browser reads
 * a Location of `//evil.com` (or `/\evil.com`, or `/\t/evil.com`: it drops tabs and newlines and reads `\`
 * as `/`) as another host. Every same-site redirect goes through `sameSiteLocation`.
 */

const BASE = 'http://same-site.invalid';

/** Percent-encodes what a header cannot carry and a browser would drop or rewrite (controls, space, non-ASCII). */
function encodeUnsafe(text: string): string {
  return text.replace(/[^\x21-\x7e]+/g, (run) => {
    let out = '';
    for (const ch of run) {
      const code = ch.codePointAt(0)!;
      if (code < 0x80) out += `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
      else if (code >= 0xd800 && code <= 0xdfff)
        out += '%EF%BF%BD'; // a lone surrogate: U+FFFD
      else out += encodeURIComponent(ch);
    }
    return out;
  });
}

/**
 * The Location for a redirect to `target` (a path, optionally with its query) on this site: the result is
 * visible ASCII only (safe in a header, nothing a browser drops), starts with exactly one `/` followed by
 * something other than `/` or `\`, and so resolves to this site whatever the target held. A target that is
 * not a path (`evil.com`, `https://evil.com`) becomes a path on this site.
 */
export function sameSiteLocation(target: string): string {
  const safe = encodeUnsafe(target);
  // Any run of leading slashes and backslashes is one slash (an empty path is the home page).
  const location = `/${safe.replace(/^[/\\]+/, '')}`;
  // A guard that holds whatever the rules above miss: a target that still leaves the site goes home.
  return new URL(location, BASE).origin === BASE ? location : '/';
}

/** Decodes the percent-escapes of unreserved characters (`%61` is `a`), which name the same URL (RFC 3986 6.2.2.2). */
function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(ch) ? ch : escape;
  });
}

/**
 * The one spelling of a page's path when `pathname` (no query, no trailing slash) is another spelling of a
 * page of the route manifest: other letter case (`/About`, `/ES/Privacy`), escaped letters (`/%61bout`) or
 * another language's word for a page named in each language's own (`/de/legal-notice` is `/de/impressum`).
 * The page's own path is lower case; a record's id keeps its spelling (its resolver decides whether it
 * exists). Undefined when the path names no page, or names it already in its one spelling.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  const decoded = decodeUnreserved(pathname);
  // ASCII letters only: the lengths stay equal, so the id's segment is found at the same place below
  const lower = decoded.replace(/[A-Z]+/g, (s) => s.toLowerCase());
  const match = matchLocalizedRoute(lower);
  if (!match) {
    // a page whose path is a word of each language, in another language's word ('/de/legal-notice')
    const spelled = localizedSpelling(lower);
    return spelled === pathname ? undefined : spelled;
  }
  let path = match.entry.path;
  if (match.id !== undefined) {
    // the id as it was written: the same segment of the path before lower-casing
    const { path: rest } = splitLanguage(lower);
    const segments = decoded.slice(decoded.length - rest.length).split('/');
    const index = match.entry.path.split('/').indexOf(':id');
    path = path.replace(':id', segments[index] ?? match.id);
  }
  const canonical = localizePath(match.lang, path);
  return canonical === pathname ? undefined : canonical;
}

/**
 * Where a page request should be redirected instead of answered, or undefined: leading slashes and
 * backslashes are one slash and a trailing slash is dropped ('//exchanges/' to '/exchanges', any path), and
 * another spelling of a page goes to its one spelling.
 */
export function pageRedirectPath(pathname: string): string | undefined {
  const single = pathname.replace(/^[/\\]+/, '/');
  const stripped = single.length > 1 ? single.replace(/\/+$/, '') || '/' : single;
  const target = matchLocalizedRoute(stripped) ? stripped : (canonicalPagePath(stripped) ?? stripped);
  return target === pathname ? undefined : target;
}

/**
 * Where a resolver's redirect leads, in the request's language: a renamed record's page (`{ redirect: id }`,
 * the same route with the new id) or another page of the site (`{ movedTo: path }`, a language-free path
 * with an optional `#section`: one provider, one page, so `/apps/binance` answers with `/exchanges/binance#app`).
 * Sent through `sameSiteLocation` like every Location.
 */
export function resolverRedirectPath(
  lang: SiteLanguage,
  entryPath: string,
  answer: Readonly<{ redirect: string }> | Readonly<{ movedTo: string }>,
): string {
  if ('redirect' in answer) return localizePath(lang, entryPath.replace(':id', encodeURIComponent(answer.redirect)));
  const hash = answer.movedTo.indexOf('#');
  const path = hash === -1 ? answer.movedTo : answer.movedTo.slice(0, hash);
  return localizePath(lang, path) + (hash === -1 ? '' : answer.movedTo.slice(hash));
}

/** A redirect's Location with the request's query kept: the query goes before the target's `#section`, if any. */
export function withQuery(location: string, query: string | undefined): string {
  if (query === undefined) return location;
  const hash = location.indexOf('#');
  return hash === -1 ? `${location}?${query}` : `${location.slice(0, hash)}?${query}${location.slice(hash)}`;
}

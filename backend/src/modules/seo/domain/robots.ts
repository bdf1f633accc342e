import { isLanguageNeutral, localizePath, SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { ROUTE_MANIFEST, type RouteEntry } from '@coinatlas/domain/routes/manifest';

/**
 * robots.txt: everything public may be crawled; the API, the admin and the sponsored redirects (`/go/`: each
 * request counts as a visitor's click and is rate limited, and it only leads off the site) may not; and where
 * the sitemap is.
 * Search results and unsubscribe pages stay crawlable on purpose: they carry `noindex`, which a crawler only
 * sees when it may fetch them (a disallowed URL can still be indexed from links, without its content).
 * A path already covered by a shorter one ('/admin' covers '/admin/login') is not repeated.
 */
export function robotsTxt(siteUrl: string, routes: readonly RouteEntry[] = ROUTE_MANIFEST): string {
  const paths = new Set<string>(['/api/', '/go/']);
  for (const e of routes.filter((r) => !r.indexable && isLanguageNeutral(r))) {
    for (const lang of isLanguageNeutral(e) ? (['en'] as const) : SITE_LANGUAGES) paths.add(localizePath(lang, e.path));
  }
  const sorted = [...paths].sort();
  const disallowed = sorted.filter((p) => !sorted.some((q) => q !== p && p.startsWith(q.endsWith('/') ? q : `${q}/`)));
  return ['User-agent: *', 'Allow: /', ...disallowed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

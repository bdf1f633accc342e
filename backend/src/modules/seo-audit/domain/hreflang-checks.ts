// The SEO audit's hreflang checks: a page's alternates against its sitemap entry, and reciprocity across pages.
import { finding, sitePath, type Finding, type PageFacts, type SitemapEntry } from './finding.js';

/** The page's alternates against the sitemap's: every language it exists in, x-default, nothing else. */
export function checkHreflang(p: PageFacts, expected: SitemapEntry): Finding[] {
  const out: Finding[] = [];
  const have = new Map<string, string>();
  for (const a of p.alternates) {
    if (have.has(a.hreflang))
      out.push(
        finding(p.url, 'hreflang', 'error', `hreflang "${a.hreflang}" is named twice.`, 'Name each language once.', `twice:${a.hreflang}`),
      );
    have.set(a.hreflang, a.href);
  }
  const want = new Map(expected.alternates.map((a) => [a.hreflang, a.href]));
  if (!want.has('x-default') && !have.has('x-default'))
    out.push(
      finding(
        p.url,
        'hreflang',
        'error',
        'No x-default alternate.',
        'Add <link rel="alternate" hreflang="x-default"> pointing to the English page.',
        'missing:x-default',
      ),
    );
  for (const [lang, href] of want) {
    const got = have.get(lang);
    if (got === undefined)
      out.push(
        finding(
          p.url,
          'hreflang',
          'error',
          `The alternate for "${lang}" (${href}) is missing.`,
          'Name every language the page exists in, and x-default, in the head.',
          `missing:${lang}`,
        ),
      );
    else if (got !== href)
      out.push(
        finding(
          p.url,
          'hreflang',
          'error',
          `The alternate for "${lang}" points to ${got}; the sitemap says ${href}.`,
          'Point each alternate to the canonical URL of that language.',
          `wrong:${lang}`,
        ),
      );
  }
  for (const [lang, href] of have)
    if (!want.has(lang))
      out.push(
        finding(
          p.url,
          'hreflang',
          'error',
          `The alternate "${lang}" (${href}) is not a language this page exists in.`,
          'Name only the languages the page has (a blog post only those it was written in).',
          `extra:${lang}`,
        ),
      );
  if (want.size > 0 && ![...have.values()].includes(expected.loc))
    out.push(
      finding(
        p.url,
        'hreflang',
        'error',
        'The alternates do not name the page itself.',
        'Include the page\u2019s own language among its alternates.',
        'self',
      ),
    );
  return out;
}

/** Every page an alternate names must name this page back (pages the audit did not read are not judged). */
export function checkReciprocalHreflang(pages: readonly PageFacts[], siteUrl: string): Finding[] {
  const byPath = new Map(pages.map((p) => [p.url, p]));
  const out: Finding[] = [];
  for (const p of pages) {
    const self = siteUrl.replace(/\/+$/, '') + (p.url === '/' ? '/' : p.url);
    const selfAlt = self.endsWith('/') && p.url === '/' ? [self, self.slice(0, -1)] : [self];
    for (const a of p.alternates) {
      if (a.hreflang === 'x-default') continue;
      const path = sitePath(a.href, siteUrl);
      if (!path || path === p.url) continue;
      const other = byPath.get(path);
      if (!other) continue;
      if (!other.alternates.some((b) => selfAlt.includes(b.href)))
        out.push(
          finding(
            p.url,
            'hreflang',
            'error',
            `The alternate ${path} does not name this page back.`,
            'Alternates must be reciprocal: give both pages the same complete set of hreflang links.',
            `reciprocal:${path}`,
          ),
        );
    }
  }
  return out;
}

import { splitLanguage, type SiteLanguage } from '@coinatlas/domain/routes/localized';

/**
 * The SEO audit's rules, as pure functions over what a crawler read from a page (`PageFacts`, made from the
 * server-rendered HTML by the adapter) and what the sitemap promised for it. Every rule answers findings; a
 * finding names its page, the check, what is wrong and how to fix it. `key` identifies a finding across
 * runs (same check, page and subject), which is how a run tells new findings from fixed ones.
 */

export const SEVERITIES = ['error', 'warning', 'notice'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const CHECKS = [
  'status',
  'title',
  'description',
  'canonical',
  'hreflang',
  'structured-data',
  'h1',
  'img-alt',
  'links',
  'noindex',
  'page-weight',
  'html-lang',
] as const;
export type CheckId = (typeof CHECKS)[number];

export type Finding = Readonly<{
  severity: Severity;
  check: CheckId;
  /** the page's path (language prefix included), e.g. /es/exchanges */
  url: string;
  lang: SiteLanguage;
  /** what the finding is about within the page (a duplicate's other page, a link, a JSON-LD type); '' for the page itself */
  subject: string;
  message: string;
  fix: string;
}>;

export const findingKey = (f: Pick<Finding, 'check' | 'url' | 'subject'>): string => `${f.check}|${f.url}|${f.subject}`;

/** An alternate language link of a page (or of a sitemap entry). */
export type Alternate = Readonly<{ hreflang: string; href: string }>;

/** What the audit read from one page's raw HTML and response. */
export type PageFacts = Readonly<{
  /** path, language prefix included */
  url: string;
  status: number;
  /** size of the HTML body in bytes (uncompressed) */
  bytes: number;
  /** the X-Robots-Tag response header, if any */
  robotsHeader?: string;
  htmlLang?: string;
  titles: readonly string[];
  descriptions: readonly string[];
  canonicals: readonly string[];
  /** contents of every meta robots (and googlebot) tag */
  robots: readonly string[];
  alternates: readonly Alternate[];
  /** the text of every application/ld+json script */
  jsonLd: readonly string[];
  /** the text of every h1 */
  h1: readonly string[];
  /** src of every img without an alt attribute */
  imagesWithoutAlt: readonly string[];
  /** every href of an a element, as written */
  links: readonly string[];
}>;

/** One URL the sitemap lists, with the alternates it names for it (absolute URLs). */
export type SitemapEntry = Readonly<{ loc: string; alternates: readonly Alternate[] }>;

export type AuditLimits = Readonly<{
  titleMin: number;
  titleMax: number;
  descriptionMin: number;
  descriptionMax: number;
  /** a page's HTML above this many bytes is a warning */
  pageWeightWarnBytes: number;
}>;

/**
 * Lengths search engines show without cutting (titles around 60 characters, snippets around 155–160) and a
 * floor below which the text says too little; 300 KB of HTML is where a page's own markup and boot data
 * start to slow the first render on a phone connection.
 */
export const DEFAULT_LIMITS: AuditLimits = {
  titleMin: 15,
  titleMax: 60,
  descriptionMin: 50,
  descriptionMax: 170,
  pageWeightWarnBytes: 300 * 1024,
};

const HTML_LANG: Record<SiteLanguage, string> = { en: 'en', es: 'es', de: 'de', pt: 'pt-BR' };

/** The fields each structured-data type needs for search engines to use it. */
export const JSON_LD_REQUIRED: Readonly<Record<string, readonly string[]>> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  Review: ['itemReviewed', 'reviewRating', 'author'],
  BlogPosting: ['headline', 'datePublished', 'author'],
  Article: ['headline', 'author'],
  Blog: ['name'],
  ItemList: ['itemListElement'],
  FAQPage: ['mainEntity'],
};

/** The page's path from an absolute URL of the site (undefined for another origin). */
export function sitePath(href: string, siteUrl: string): string | undefined {
  const origin = siteUrl.replace(/\/+$/, '');
  if (href === origin) return '/';
  if (!href.startsWith(origin + '/')) return undefined;
  return href.slice(origin.length);
}

const languageOf = (url: string): SiteLanguage => splitLanguage(url.split('?')[0]!).lang;

function finding(page: string, check: CheckId, severity: Severity, message: string, fix: string, subject = ''): Finding {
  return { severity, check, url: page, lang: languageOf(page), subject, message, fix };
}

const present = (s: string | undefined): s is string => !!s && s.trim().length > 0;

export function checkStatus(p: PageFacts): Finding[] {
  if (p.status === 200) return [];
  return [
    finding(
      p.url,
      'status',
      'error',
      `The sitemap lists this URL, but it answers ${p.status}.`,
      'Make the page answer 200, or leave it out of the sitemap (an alias or a removed record should not be listed).',
    ),
  ];
}

export function checkTitle(p: PageFacts, limits: AuditLimits = DEFAULT_LIMITS): Finding[] {
  const title = p.titles[0]?.trim();
  if (!present(title))
    return [finding(p.url, 'title', 'error', 'The page has no title.', 'Give the page a title with usePageMeta({ title }).')];
  const out: Finding[] = [];
  if (p.titles.length > 1)
    out.push(
      finding(
        p.url,
        'title',
        'error',
        `The page has ${p.titles.length} title elements.`,
        'Keep one title element: only one component should set the page title.',
        'count',
      ),
    );
  if (title.length < limits.titleMin)
    out.push(
      finding(
        p.url,
        'title',
        'warning',
        `The title "${title}" is ${title.length} characters, under ${limits.titleMin}.`,
        'Say what the page offers in the title, with its main keywords.',
        'length',
      ),
    );
  else if (title.length > limits.titleMax)
    out.push(
      finding(
        p.url,
        'title',
        'warning',
        `The title "${title}" is ${title.length} characters; search results cut it after about ${limits.titleMax}.`,
        'Shorten the title, keeping the words that matter first.',
        'length',
      ),
    );
  return out;
}

export function checkDescription(p: PageFacts, limits: AuditLimits = DEFAULT_LIMITS): Finding[] {
  const d = p.descriptions[0]?.trim();
  if (!present(d))
    return [
      finding(
        p.url,
        'description',
        'error',
        'The page has no meta description.',
        'Give the page a description with usePageMeta({ description }).',
      ),
    ];
  const out: Finding[] = [];
  if (p.descriptions.length > 1)
    out.push(
      finding(
        p.url,
        'description',
        'error',
        `The page has ${p.descriptions.length} meta descriptions.`,
        'Keep one meta description per page.',
        'count',
      ),
    );
  if (d.length < limits.descriptionMin)
    out.push(
      finding(
        p.url,
        'description',
        'warning',
        `The description is ${d.length} characters, under ${limits.descriptionMin}.`,
        'Write one or two sentences that tell a searcher what the page answers.',
        'length',
      ),
    );
  else if (d.length > limits.descriptionMax)
    out.push(
      finding(
        p.url,
        'description',
        'warning',
        `The description is ${d.length} characters; search results cut it after about ${limits.descriptionMax}.`,
        'Shorten the description so its point comes before the cut.',
        'length',
      ),
    );
  return out;
}

export function checkCanonical(p: PageFacts, expectedLoc: string): Finding[] {
  if (p.canonicals.length === 0)
    return [finding(p.url, 'canonical', 'error', 'The page has no canonical link.', `Add <link rel="canonical" href="${expectedLoc}">.`)];
  if (p.canonicals.length > 1)
    return [
      finding(p.url, 'canonical', 'error', `The page has ${p.canonicals.length} canonical links.`, 'Keep exactly one canonical link.'),
    ];
  if (p.canonicals[0] !== expectedLoc)
    return [
      finding(
        p.url,
        'canonical',
        'error',
        `The canonical link points to ${p.canonicals[0]}, not to the page itself (${expectedLoc}).`,
        'An indexable page names itself as canonical; a page that should not be indexed is left out of the sitemap.',
      ),
    ];
  return [];
}

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

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

export function checkStructuredData(p: PageFacts): Finding[] {
  const out: Finding[] = [];
  p.jsonLd.forEach((text, i) => {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      out.push(
        finding(
          p.url,
          'structured-data',
          'error',
          `JSON-LD block ${i + 1} does not parse: ${(e as Error).message}.`,
          'Build structured data with JSON.stringify from an object, never by joining strings.',
          `parse:${i}`,
        ),
      );
      return;
    }
    const items = Array.isArray(data) ? data : isObject(data) && Array.isArray(data['@graph']) ? (data['@graph'] as unknown[]) : [data];
    const context = isObject(data) ? data['@context'] : undefined;
    for (const item of items) {
      if (!isObject(item)) continue;
      const type = typeof item['@type'] === 'string' ? item['@type'] : undefined;
      if (!type) {
        out.push(
          finding(
            p.url,
            'structured-data',
            'error',
            `JSON-LD block ${i + 1} has no @type.`,
            'Give every structured-data item its schema.org @type.',
            `type:${i}`,
          ),
        );
        continue;
      }
      const ctx = item['@context'] ?? context;
      if (typeof ctx !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(ctx))
        out.push(
          finding(
            p.url,
            'structured-data',
            'error',
            `The ${type} block has no schema.org @context.`,
            'Set "@context": "https://schema.org".',
            `context:${type}`,
          ),
        );
      const missing = (JSON_LD_REQUIRED[type] ?? []).filter((field) => !filled(item[field]));
      if (missing.length)
        out.push(
          finding(
            p.url,
            'structured-data',
            'error',
            `The ${type} block lacks ${missing.join(', ')}.`,
            `Add ${missing.join(', ')} to the ${type}: search engines ignore it without them.`,
            `fields:${type}`,
          ),
        );
    }
  });
  return out;
}

export function checkH1(p: PageFacts): Finding[] {
  if (p.h1.length === 1) {
    if (present(p.h1[0])) return [];
    return [finding(p.url, 'h1', 'error', 'The h1 is empty.', 'Put the page\u2019s subject in its h1.')];
  }
  if (p.h1.length === 0) return [finding(p.url, 'h1', 'error', 'The page has no h1.', 'Give the page one h1 naming its subject.')];
  return [finding(p.url, 'h1', 'error', `The page has ${p.h1.length} h1 headings.`, 'Keep one h1; make the others h2.')];
}

export function checkImageAlt(p: PageFacts): Finding[] {
  if (p.imagesWithoutAlt.length === 0) return [];
  const list = [...new Set(p.imagesWithoutAlt)];
  return [
    finding(
      p.url,
      'img-alt',
      'error',
      `${list.length} image${list.length === 1 ? ' has' : 's have'} no alt attribute: ${list.slice(0, 5).join(', ')}${list.length > 5 ? ', …' : ''}.`,
      'Describe each image in alt; give purely decorative images alt="".',
    ),
  ];
}

export function checkNoindex(p: PageFacts): Finding[] {
  const tags = [...p.robots, p.robotsHeader ?? ''].join(',').toLowerCase();
  if (!/\bnoindex\b|\bnone\b/.test(tags)) return [];
  return [
    finding(
      p.url,
      'noindex',
      'error',
      'The sitemap lists this page as indexable, but it says noindex.',
      'Remove the noindex (meta robots or X-Robots-Tag), or leave the page out of the sitemap by marking it not indexable in the route manifest.',
    ),
  ];
}

export function checkPageWeight(p: PageFacts, limits: AuditLimits = DEFAULT_LIMITS): Finding[] {
  if (p.bytes <= limits.pageWeightWarnBytes) return [];
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  return [
    finding(
      p.url,
      'page-weight',
      'warning',
      `The HTML is ${kb(p.bytes)}, above ${kb(limits.pageWeightWarnBytes)}.`,
      'Render less on the server (long lists paged, below-fold sections deferred) and keep the boot data to what the page shows.',
    ),
  ];
}

export function checkHtmlLang(p: PageFacts): Finding[] {
  const want = HTML_LANG[languageOf(p.url)];
  if (p.htmlLang === want) return [];
  return [
    finding(
      p.url,
      'html-lang',
      'warning',
      p.htmlLang ? `<html lang="${p.htmlLang}">, but the URL is a ${want} page.` : 'The html element has no lang attribute.',
      `Set <html lang="${want}">: the path decides the language.`,
    ),
  ];
}

/** Every check of one page against its sitemap entry. */
export function checkPage(p: PageFacts, expected: SitemapEntry, limits: AuditLimits = DEFAULT_LIMITS): Finding[] {
  const status = checkStatus(p);
  if (status.length) return status;
  return [
    ...checkTitle(p, limits),
    ...checkDescription(p, limits),
    ...checkCanonical(p, expected.loc),
    ...checkHreflang(p, expected),
    ...checkStructuredData(p),
    ...checkH1(p),
    ...checkImageAlt(p),
    ...checkNoindex(p),
    ...checkPageWeight(p, limits),
    ...checkHtmlLang(p),
  ];
}

/**
 * Titles and descriptions must be unique across the site: each page sharing one gets a finding naming the
 * first. Language versions of one page (alternates of each other) may share one: a translation can read
 * the same in two languages (Spanish and Portuguese often do), and hreflang tells search engines why.
 */
export function checkDuplicates(pages: readonly PageFacts[], siteUrl: string): Finding[] {
  const versions = (a: PageFacts, b: PageFacts) =>
    a.alternates.some((alt) => alt.hreflang !== 'x-default' && sitePath(alt.href, siteUrl) === b.url);
  const out: Finding[] = [];
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  const byPath = new Map(pages.map((p) => [p.url, p]));
  for (const p of pages) {
    if (p.status !== 200) continue;
    for (const check of ['title', 'description'] as const) {
      const text = (check === 'title' ? p.titles[0] : p.descriptions[0])?.trim();
      if (!present(text)) continue;
      const first = seen[check].get(text);
      if (first === undefined) seen[check].set(text, p.url);
      else if (!versions(byPath.get(first)!, p))
        out.push(
          finding(
            p.url,
            check,
            check === 'title' ? 'error' : 'warning',
            `The same ${check} as ${first}: "${text}".`,
            `Give each page its own ${check}, naming what sets it apart.`,
            `duplicate:${first}`,
          ),
        );
    }
  }
  return out;
}

/**
 * The internal path an href leads to, as the audit fetches it: same-site links only (relative or on the
 * site's origin), without the fragment. Tracked partner links (/go/) are left out: fetching one would
 * count a click. Undefined for anything else (other sites, mailto:, tel:, javascript:, a bare #).
 */
export function internalLink(href: string, siteUrl: string): string | undefined {
  const h = href.trim();
  if (!h || h.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(h)) return undefined;
  let path: string | undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(h) || h.startsWith('//')) {
    path = sitePath(h.startsWith('//') ? `${new URL(siteUrl).protocol}${h}` : h, siteUrl);
  } else if (h.startsWith('/')) path = h;
  else return undefined; // relative paths without a leading slash: the site writes none
  if (path === undefined) return undefined;
  path = path.split('#')[0]!;
  if (!path) return undefined;
  if (path === '/go' || path.startsWith('/go/')) return undefined;
  return path;
}

/** Findings for internal links that do not answer 200: one per target, on the first page that links to it. */
export function checkLinks(status: ReadonlyMap<string, number>, linkedFrom: ReadonlyMap<string, readonly string[]>): Finding[] {
  const out: Finding[] = [];
  for (const [target, code] of status) {
    const from = [...(linkedFrom.get(target) ?? [])].sort();
    if (code === 200 || from.length === 0) continue;
    const where = from.length === 1 ? '' : ` (and ${from.length - 1} other page${from.length === 2 ? '' : 's'})`;
    if (code >= 300 && code < 400)
      out.push(
        finding(
          from[0]!,
          'links',
          'notice',
          `Links to ${target}${where}, which redirects (${code}).`,
          'Link to the redirect\u2019s target directly.',
          target,
        ),
      );
    else
      out.push(
        finding(
          from[0]!,
          'links',
          'error',
          `Links to ${target}${where}, which answers ${code}.`,
          'Fix the link or restore the page it points to; a removed page should redirect to its successor.',
          target,
        ),
      );
  }
  return out;
}

const RANK: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };

/** Errors first, then by page and check. */
export const sortFindings = (list: readonly Finding[]): Finding[] =>
  [...list].sort(
    (a, b) =>
      RANK[a.severity] - RANK[b.severity] ||
      a.url.localeCompare(b.url) ||
      a.check.localeCompare(b.check) ||
      a.subject.localeCompare(b.subject),
  );

/** What changed between two runs, by finding key. */
export function diffFindings<T extends Pick<Finding, 'check' | 'url' | 'subject'>>(current: readonly T[], previous: readonly T[]) {
  const before = new Set(previous.map(findingKey));
  const now = new Set(current.map(findingKey));
  return {
    added: current.filter((f) => !before.has(findingKey(f))),
    fixed: previous.filter((f) => !now.has(findingKey(f))),
  };
}

/** The start of the nightly slot at or before `now` (UTC hour `hour` of today, or of yesterday before it). */
export function nightlySlot(now: number, hour: number): number {
  const d = new Date(now);
  const today = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour);
  return today <= now ? today : today - 86_400_000;
}

/** Whether the nightly run is due: no run has started since the latest slot began. */
export const nightlyDue = (now: number, hour: number, lastStartedAt: number | undefined): boolean =>
  lastStartedAt === undefined || lastStartedAt < nightlySlot(now, hour);

// The SEO audit's shared vocabulary: severities, check ids, findings, page facts, limits and the finding builder.
import { splitLanguage, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import type { CheckId, Severity } from '@coinatlas/domain/seo/audit-checks';

export { CHECKS, SEVERITIES, type CheckId, type Severity } from '@coinatlas/domain/seo/audit-checks';

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

/** The page's path from an absolute URL of the site (undefined for another origin). */
export function sitePath(href: string, siteUrl: string): string | undefined {
  const origin = siteUrl.replace(/\/+$/, '');
  if (href === origin) return '/';
  if (!href.startsWith(origin + '/')) return undefined;
  return href.slice(origin.length);
}

export const languageOf = (url: string): SiteLanguage => splitLanguage(url.split('?')[0]!).lang;

export function finding(page: string, check: CheckId, severity: Severity, message: string, fix: string, subject = ''): Finding {
  return { severity, check, url: page, lang: languageOf(page), subject, message, fix };
}

export const present = (s: string | undefined): s is string => !!s && s.trim().length > 0;

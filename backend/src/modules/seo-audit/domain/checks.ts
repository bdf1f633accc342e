import {
  DEFAULT_LIMITS,
  finding,
  findingKey,
  present,
  sitePath,
  type AuditLimits,
  type Finding,
  type PageFacts,
  type Severity,
  type SitemapEntry,
} from './finding.js';
import { checkCanonical, checkDescription, checkHtmlLang, checkNoindex, checkStatus, checkTitle } from './head-checks.js';
import { checkHreflang } from './hreflang-checks.js';
import { checkH1, checkImageAlt, checkPageWeight, checkStructuredData } from './content-checks.js';

/**
 * The SEO audit's rules, as pure functions over what a crawler read from a page (`PageFacts`, made from the
 * server-rendered HTML by the adapter) and what the sitemap promised for it. Every rule answers findings; a
 * finding names its page, the check, what is wrong and how to fix it. `key` identifies a finding across
 * runs (same check, page and subject), which is how a run tells new findings from fixed ones.
 */

export {
  CHECKS,
  DEFAULT_LIMITS,
  findingKey,
  SEVERITIES,
  sitePath,
  type Alternate,
  type AuditLimits,
  type CheckId,
  type Finding,
  type PageFacts,
  type Severity,
  type SitemapEntry,
} from './finding.js';
export { checkCanonical, checkDescription, checkHtmlLang, checkNoindex, checkStatus, checkTitle } from './head-checks.js';
export { checkHreflang, checkReciprocalHreflang } from './hreflang-checks.js';
export { checkH1, checkImageAlt, checkPageWeight, checkStructuredData, JSON_LD_REQUIRED } from './content-checks.js';

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

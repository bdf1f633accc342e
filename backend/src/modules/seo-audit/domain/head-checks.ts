// The SEO audit's checks of a page's response and head: status, title, description, canonical, noindex, html lang.
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import { DEFAULT_LIMITS, finding, languageOf, present, type AuditLimits, type Finding, type PageFacts } from './finding.js';

const HTML_LANG: Record<SiteLanguage, string> = { en: 'en', es: 'es', de: 'de', pt: 'pt-BR' };

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

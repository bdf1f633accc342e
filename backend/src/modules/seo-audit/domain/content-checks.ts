// The SEO audit's checks of a page's body: structured data, h1, image alt texts and page weight.
import { DEFAULT_LIMITS, finding, present, type AuditLimits, type Finding, type PageFacts } from './finding.js';

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

import { Parser } from 'htmlparser2';
import type { Alternate, PageFacts } from '../domain/checks.js';

/**
 * A copy of `text` that owns its characters. The parser hands out slices of the page, and V8 keeps a whole
 * string alive for as long as any slice of it is: facts kept for every page of an audit run held every
 * page's HTML (about 100 MB for the site) until the run ended, enough to exhaust a capped heap.
 */
const own = (text: string): string => structuredClone(text);

/**
 * Reads what a crawler takes from a page's raw HTML, in one streaming pass (no DOM is built): the head's
 * title, description, canonical, robots and hreflang links, the JSON-LD blocks, h1 texts, images without
 * alt and every link's href. Elements inside <template> and <noscript> count as written.
 */
export function htmlFacts(input: { url: string; status: number; html: string; robotsHeader?: string }): PageFacts {
  const titles: string[] = [];
  const descriptions: string[] = [];
  const canonicals: string[] = [];
  const robots: string[] = [];
  const alternates: Alternate[] = [];
  const jsonLd: string[] = [];
  const h1: string[] = [];
  const imagesWithoutAlt: string[] = [];
  const links: string[] = [];
  let htmlLang: string | undefined;
  let inHead = false;
  let collecting: { kind: 'title' | 'ld' | 'h1'; depth: number; text: string } | undefined;
  let depth = 0;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        depth++;
        if (name === 'html' && attrs.lang !== undefined) htmlLang = own(attrs.lang);
        else if (name === 'head') inHead = true;
        else if (name === 'title' && inHead && !collecting) collecting = { kind: 'title', depth, text: '' };
        else if (name === 'meta') {
          const metaName = (attrs.name ?? '').toLowerCase();
          if (metaName === 'description') descriptions.push(own(attrs.content ?? ''));
          else if (metaName === 'robots' || metaName === 'googlebot') robots.push(own(attrs.content ?? ''));
        } else if (name === 'link') {
          const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
          if (rel.includes('canonical')) canonicals.push(own(attrs.href ?? ''));
          else if (rel.includes('alternate') && attrs.hreflang !== undefined)
            alternates.push({ hreflang: own(attrs.hreflang), href: own(attrs.href ?? '') });
        } else if (name === 'script' && (attrs.type ?? '').toLowerCase() === 'application/ld+json' && !collecting)
          collecting = { kind: 'ld', depth, text: '' };
        else if (name === 'h1' && !collecting) collecting = { kind: 'h1', depth, text: '' };
        else if (name === 'img' && attrs.alt === undefined) imagesWithoutAlt.push(own(attrs.src ?? '(no src)'));
        else if (name === 'a' && attrs.href !== undefined) links.push(own(attrs.href));
      },
      ontext(text) {
        if (collecting) collecting.text += text;
      },
      onclosetag(name) {
        if (collecting && depth === collecting.depth) {
          const text = collecting.kind === 'ld' ? collecting.text : collecting.text.replace(/\s+/g, ' ').trim();
          (collecting.kind === 'title' ? titles : collecting.kind === 'ld' ? jsonLd : h1).push(own(text));
          collecting = undefined;
        }
        if (name === 'head') inHead = false;
        depth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(input.html);
  parser.end();

  return {
    url: input.url,
    status: input.status,
    bytes: Buffer.byteLength(input.html),
    ...(input.robotsHeader ? { robotsHeader: input.robotsHeader } : {}),
    ...(htmlLang !== undefined ? { htmlLang } : {}),
    titles,
    descriptions,
    canonicals,
    robots,
    alternates,
    jsonLd,
    h1,
    imagesWithoutAlt,
    links,
  };
}

/** The URLs of a sitemap with the hreflang alternates it names for each. */
export function sitemapEntries(xml: string): Array<{ loc: string; alternates: Alternate[] }> {
  const out: Array<{ loc: string; alternates: Alternate[] }> = [];
  let current: { loc: string; alternates: Alternate[] } | undefined;
  let inLoc = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'url') current = { loc: '', alternates: [] };
        else if (name === 'loc') inLoc = true;
        else if (name === 'xhtml:link' && current && (attrs.rel ?? '') === 'alternate' && attrs.hreflang)
          current.alternates.push({ hreflang: attrs.hreflang, href: attrs.href ?? '' });
      },
      ontext(text) {
        if (inLoc && current) current.loc += text;
      },
      onclosetag(name) {
        if (name === 'loc') inLoc = false;
        else if (name === 'url' && current) {
          out.push({ ...current, loc: current.loc.trim() });
          current = undefined;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return out;
}

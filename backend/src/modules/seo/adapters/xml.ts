import { create } from 'xmlbuilder2';
import type { AtomFeed } from '../domain/feed.js';
import type { SitemapUrl } from '../domain/sitemap.js';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

/**
 * Text as the XML builder should write it. xmlbuilder2 escapes '&' only where it does not already start an
 * entity reference, so a text holding "&amp;" (escaped HTML, a title about "&lt;tags&gt;") would be read back
 * as "&": every '&' is written as an entity first, which the builder then leaves alone.
 */
const literal = (text: string) => text.replace(/&/g, '&amp;');

/** The sitemap document (sitemaps.org 0.9, hreflang alternates as xhtml:link), escaped by the XML builder. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const urlset = create({ version: '1.0', encoding: 'UTF-8' }).ele(SITEMAP_NS, 'urlset').att(XMLNS_NS, 'xmlns:xhtml', XHTML_NS);
  for (const u of urls) {
    const url = urlset.ele(SITEMAP_NS, 'url');
    url.ele(SITEMAP_NS, 'loc').txt(literal(u.loc));
    if (u.lastmod !== undefined) url.ele(SITEMAP_NS, 'lastmod').txt(u.lastmod);
    for (const a of u.alternates) url.ele(XHTML_NS, 'xhtml:link', { rel: 'alternate', hreflang: a.hreflang, href: a.href });
  }
  return urlset.end({ prettyPrint: true }) + '\n';
}

/** An Atom 1.0 document (RFC 4287). */
export function atomXml(feed: AtomFeed): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(ATOM_NS, 'feed').att(XML_NS, 'xml:lang', feed.lang);
  const el = (parent: typeof root, name: string, text?: string, attrs?: Record<string, string>) => {
    const node = parent.ele(ATOM_NS, name, attrs);
    if (text !== undefined) node.txt(literal(text));
    return node;
  };
  el(root, 'id', feed.id);
  el(root, 'title', feed.title);
  el(root, 'subtitle', feed.subtitle);
  el(root, 'link', undefined, { rel: 'self', type: 'application/atom+xml', href: feed.self });
  el(root, 'link', undefined, { rel: 'alternate', type: 'text/html', href: feed.alternate });
  el(root, 'updated', feed.updated);
  const author = el(root, 'author');
  el(author, 'name', feed.author.name);
  el(author, 'uri', feed.author.uri);
  for (const e of feed.entries) {
    const entry = el(root, 'entry').att(XML_NS, 'xml:lang', e.lang);
    el(entry, 'id', e.id);
    el(entry, 'title', e.title);
    el(entry, 'link', undefined, { rel: 'alternate', type: 'text/html', href: e.href });
    el(entry, 'published', e.published);
    el(entry, 'updated', e.updated);
    el(entry, 'summary', e.summary);
    // The post as escaped HTML (RFC 4287 4.1.3, type="html"); its site-relative links resolve against the
    // entry's page (xml:base), since a reader shows the content away from the site.
    el(entry, 'content', e.content, { type: 'html' }).att(XML_NS, 'xml:base', e.href);
  }
  return root.end({ prettyPrint: true }) + '\n';
}

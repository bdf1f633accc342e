import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { blogFeed } from '../domain/feed.js';
import { atomXml, sitemapXml } from './xml.js';

const { DOMParser } = new JSDOM().window;
/** A strict XML parse: malformed input yields a <parsererror> document, which fails the test. */
const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const ATOM = 'http://www.w3.org/2005/Atom';

describe('XML documents', () => {
  it('writes the sitemap in the sitemap namespace, alternates in the xhtml one, escaping what needs it', () => {
    const doc = parse(
      sitemapXml([
        {
          loc: 'https://x.example/a?b=1&c=<2>&amp;',
          lastmod: '2026-01-02',
          alternates: [{ hreflang: 'pt-BR', href: 'https://x.example/pt/a?b=1&c="2"' }],
        },
        { loc: 'https://x.example/blog/p', alternates: [] },
      ]),
    );
    expect(doc.documentElement.namespaceURI).toBe(SM);
    expect(doc.documentElement.localName).toBe('urlset');
    const urls = [...doc.getElementsByTagNameNS(SM, 'url')];
    expect(urls.map((u) => u.getElementsByTagNameNS(SM, 'loc')[0]!.textContent)).toEqual([
      'https://x.example/a?b=1&c=<2>&amp;',
      'https://x.example/blog/p',
    ]);
    expect(urls.map((u) => u.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent)).toEqual(['2026-01-02', undefined]);
    const link = urls[0]!.getElementsByTagNameNS(XHTML, 'link')[0]!;
    expect([link.getAttribute('rel'), link.getAttribute('hreflang'), link.getAttribute('href')]).toEqual([
      'alternate',
      'pt-BR',
      'https://x.example/pt/a?b=1&c="2"',
    ]);
    expect(urls[1]!.getElementsByTagNameNS(XHTML, 'link')).toHaveLength(0);
  });

  it('writes an Atom feed with the feed language on the feed and English on each entry', () => {
    const feed = blogFeed('de', 'https://x.example', [
      {
        slug: 'tags-and-text',
        title: 'A <b>bold</b> & "quoted" title about &amp; ]]>',
        summary: 'S & s',
        html: '<p>Fees &amp; <a href="/exchanges">spreads</a> ]]></p>',
        publishedAt: '2026-10-01T09:00:00.000Z',
        updatedAt: '2026-10-02T09:00:00.000Z',
      },
    ]);
    const doc = parse(atomXml(feed));
    const root = doc.documentElement;
    expect([root.namespaceURI, root.localName, root.getAttribute('xml:lang')]).toEqual([ATOM, 'feed', 'de']);
    const text = (el: Element, name: string) => [...el.children].find((c) => c.localName === name && c.namespaceURI === ATOM)?.textContent;
    expect(text(root, 'title')).toBe('CoinAtlas: Lernbereich & Blog');
    expect(text(root, 'updated')).toBe('2026-10-02T09:00:00.000Z');
    const entry = doc.getElementsByTagNameNS(ATOM, 'entry')[0]!;
    expect(entry.getAttribute('xml:lang')).toBe('en');
    expect(text(entry, 'title')).toBe('A <b>bold</b> & "quoted" title about &amp; ]]>');
    expect(text(entry, 'summary')).toBe('S & s');
    // the whole post as escaped HTML: a reader unescapes it back to the post's markup, relative links against the post
    const content = [...entry.children].find((c) => c.localName === 'content')!;
    expect(content.getAttribute('type')).toBe('html');
    expect(content.textContent).toBe('<p>Fees &amp; <a href="/exchanges">spreads</a> ]]></p>');
    expect(content.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'base')).toBe('https://x.example/blog/tags-and-text');
    expect(content.children).toHaveLength(0);
    expect(text(entry, 'id')).toBe('https://x.example/blog/tags-and-text');
    expect(entry.getElementsByTagNameNS(ATOM, 'link')[0]!.getAttribute('href')).toBe('https://x.example/blog/tags-and-text');
    const self = [...root.children].find((c) => c.localName === 'link' && c.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe('https://x.example/de/blog/feed.xml');
  });
});

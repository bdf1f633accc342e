import type { AtomFeed } from './domain/feed.js';
import type { CardNode } from './domain/og-card.js';
import type { SitemapUrl } from './domain/sitemap.js';

/** Draws a share image's card as PNG (satori and resvg: adapters/og-renderer.ts). */
export type CardRenderer = (card: CardNode) => Promise<Buffer>;

/** Writes the sitemap and the Atom feeds as XML (xmlbuilder2: adapters/xml.ts). */
export type XmlWriter = Readonly<{
  sitemap(urls: readonly SitemapUrl[]): string;
  atom(feed: AtomFeed): string;
}>;

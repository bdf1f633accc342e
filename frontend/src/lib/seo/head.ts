import {
  canonicalPath,
  LANGUAGE_TAGS,
  localizePath,
  matchLocalizedRoute,
  pageLanguages,
  type SiteLanguage,
} from '@coinatlas/domain/routes/localized';
import { blogFeedPath } from '@coinatlas/domain/routes/feed';
import { OG_IMAGE_SIZE, isOgSection, ogImagePath } from '@coinatlas/domain/routes/og';

export const SITE_NAME = 'CoinAtlas';

/**
 * About as much of a title and of a description as search results show before cutting them off (titles
 * around 60 characters, snippets around 155-160). Every page's title fits TITLE_MAX; the site's name is
 * added only where it still fits.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** A text cut between words to at most `max` characters, with an ellipsis (no dangling comma or colon). */
function cutWords(t: string, max: number): string {
  const cut = t.lastIndexOf(' ', max - 1);
  return `${t.slice(0, cut > 0 ? cut : max - 1).replace(/[\s,;:\-–—(¿¡]+$/, '')}…`;
}

/**
 * A page's title as the document shows it: with the site's name after it, unless it already has it or the
 * name would push it past what a search result shows (the page's own words matter more there). Our own
 * titles fit TITLE_MAX (a test holds every page to it); a longer one, from a record, is cut between words.
 */
export function documentTitle(title: string): string {
  const t = title.replace(/\s+/g, ' ').trim();
  if (!t.includes(SITE_NAME)) {
    const branded = `${t} | ${SITE_NAME}`;
    if (branded.length <= TITLE_MAX) return branded;
  }
  return t.length <= TITLE_MAX ? t : cutWords(t, TITLE_MAX);
}

/**
 * The title an editor's long headline gives search results (a blog post's): the headline when it fits,
 * else its main clause, before a colon or a dash, when that says enough (20 characters or more), else its
 * words up to the limit with an ellipsis.
 */
export function fitTitle(title: string, max = TITLE_MAX): string {
  const t = title.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const head = /^(.{20,}?)(?::\s| [–—-] )/.exec(t)?.[1];
  return head && head.length <= max ? head : cutWords(t, max);
}

/**
 * A page's description as its head carries it: the text itself when it fits a search result's snippet;
 * otherwise its whole sentences that fit, or, when the first sentence alone is too long, its words up to the
 * limit followed by an ellipsis. Never a word cut in half.
 */
export function metaDescription(text: string, max = DESCRIPTION_MAX): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  let sentenceEnd = 0;
  for (const m of t.matchAll(/[.!?](?=\s)/g)) {
    if (m.index + 1 > max) break;
    sentenceEnd = m.index + 1;
  }
  // Whole sentences, when they say enough; a short first sentence alone would make a thin snippet.
  if (sentenceEnd >= max / 2) return t.slice(0, sentenceEnd);
  const cut = t.lastIndexOf(' ', max - 1);
  return `${t.slice(0, cut > 0 ? cut : max - 1).replace(/[\s,;:\-–—(]+$/, '')}…`;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type HeadInput = {
  siteUrl: string;
  /** the request's pathname, with its language prefix */
  pathname: string;
  lang: SiteLanguage;
  title: string;
  description: string;
  /** false for a not-found or error page: no canonical, no alternates, noindex */
  found: boolean;
  /** the languages the page exists in when the page itself says so (a blog post lacking some languages) */
  languages?: readonly SiteLanguage[];
  /** the page's own share image (site-relative), when it has one (a partner's page) */
  image?: string;
  /** the page asks not to be indexed (a thin page of an indexable route; its language versions still name each other) */
  noindex?: boolean;
  /** the query that is part of the page's address (a directory's `page=2`): kept in its canonical and alternate URLs */
  query?: string;
  /** an article's dates and author (a blog post): its `article:*` Open Graph tags */
  article?: ArticleMeta;
  /** the page's schema.org blocks (useStructuredData), written as JSON-LD scripts; none on a page not found */
  structuredData?: readonly object[];
};

/** What a blog post says about itself to link previews: ISO date-times, and its author's profile URL or name. */
export type ArticleMeta = Readonly<{ publishedTime: string; modifiedTime: string; author: string }>;

/** The canonical URL of a pathname (aliases name their one URL; untranslated pages the English one). */
export function canonicalUrl(siteUrl: string, pathname: string): string | undefined {
  const match = matchLocalizedRoute(pathname);
  if (!match) return undefined;
  const lang = pageLanguages(match.entry).includes(match.lang) ? match.lang : 'en';
  return siteUrl + localizePath(lang, canonicalPath(match, match.path));
}

/**
 * The document head of a server-rendered page: title, description, canonical, hreflang alternates,
 * robots, Open Graph and Twitter card tags. All URLs are absolute from the configured public address.
 */
export function headHtml(input: HeadInput): string {
  const { siteUrl, pathname, lang } = input;
  const title = documentTitle(input.title);
  const description = metaDescription(input.description);
  const match = input.found ? matchLocalizedRoute(pathname) : null;
  const tags: string[] = [`<title>${escapeText(title)}</title>`, `<meta name="description" content="${escapeAttr(description)}">`];
  const section = match?.entry.section ?? 'home';
  const query = input.query ? `?${input.query}` : '';
  let url = siteUrl + pathname;
  if (match) {
    const canonical = canonicalUrl(siteUrl, pathname)! + query;
    url = canonical;
    tags.push(`<link rel="canonical" href="${escapeAttr(canonical)}">`);
    const path = canonicalPath(match, match.path) + query;
    const languages = input.languages ?? pageLanguages(match.entry);
    if (match.entry.indexable && languages.length > 0) {
      for (const l of languages) {
        tags.push(`<link rel="alternate" hreflang="${LANGUAGE_TAGS[l].hreflang}" href="${escapeAttr(siteUrl + localizePath(l, path))}">`);
      }
      const xDefault = languages.includes('en') ? 'en' : languages[0]!;
      tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttr(siteUrl + localizePath(xDefault, path))}">`);
    }
    // Admin pages: neither indexed nor followed (their links lead nowhere a visitor may go).
    if (!match.entry.indexable)
      tags.push(`<meta name="robots" content="${match.entry.section === 'admin' ? 'noindex, nofollow' : 'noindex'}">`);
    else if (input.noindex) tags.push('<meta name="robots" content="noindex">');
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  // The page's other languages, for link previews in those locales (the ones its hreflang links name).
  const others = match ? (input.languages ?? pageLanguages(match.entry)).filter((l) => l !== lang) : [];
  const image = siteUrl + (input.image ?? ogImagePath(lang, isOgSection(section) ? section : 'home'));
  if (section === 'blog') {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${SITE_NAME} blog" href="${escapeAttr(siteUrl + blogFeedPath(lang))}">`,
    );
  }
  tags.push(
    `<meta property="og:type" content="${match?.entry.page === 'blog-post' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:locale" content="${LANGUAGE_TAGS[lang].ogLocale}">`,
    ...others.map((l) => `<meta property="og:locale:alternate" content="${LANGUAGE_TAGS[l].ogLocale}">`),
    `<meta property="og:title" content="${escapeAttr(title)}">`,
    `<meta property="og:description" content="${escapeAttr(description)}">`,
    `<meta property="og:url" content="${escapeAttr(url)}">`,
    `<meta property="og:image" content="${escapeAttr(image)}">`,
    `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}">`,
    `<meta property="og:image:alt" content="${escapeAttr(title)}">`,
    ...(input.article
      ? [
          `<meta property="article:published_time" content="${escapeAttr(input.article.publishedTime)}">`,
          `<meta property="article:modified_time" content="${escapeAttr(input.article.modifiedTime)}">`,
          `<meta property="article:author" content="${escapeAttr(input.article.author)}">`,
        ]
      : []),
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeAttr(title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(description)}">`,
    `<meta name="twitter:image" content="${escapeAttr(image)}">`,
    `<meta name="twitter:image:alt" content="${escapeAttr(title)}">`,
  );
  // a data block, never executed (the CSP allows it without a nonce); '<' is escaped so no string closes it
  if (input.found)
    for (const data of input.structuredData ?? [])
      tags.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  return tags.join('\n    ');
}

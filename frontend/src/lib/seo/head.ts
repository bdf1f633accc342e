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
 * around 60-70 characters, snippets around 155-160).
 */
export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 160;

/**
 * A page's title as the document shows it: with the site's name after it, unless it already has it or the
 * name would push it past what a search result shows (the page's own words matter more there).
 */
export function documentTitle(title: string): string {
  if (title.includes(SITE_NAME)) return title;
  const branded = `${title} | ${SITE_NAME}`;
  return branded.length <= TITLE_MAX ? branded : title;
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
};

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
  let url = siteUrl + pathname;
  if (match) {
    const canonical = canonicalUrl(siteUrl, pathname)!;
    url = canonical;
    tags.push(`<link rel="canonical" href="${escapeAttr(canonical)}">`);
    const path = canonicalPath(match, match.path);
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
    `<meta property="og:title" content="${escapeAttr(title)}">`,
    `<meta property="og:description" content="${escapeAttr(description)}">`,
    `<meta property="og:url" content="${escapeAttr(url)}">`,
    `<meta property="og:image" content="${escapeAttr(image)}">`,
    `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}">`,
    `<meta property="og:image:alt" content="${escapeAttr(title)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeAttr(title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(description)}">`,
    `<meta name="twitter:image" content="${escapeAttr(image)}">`,
    `<meta name="twitter:image:alt" content="${escapeAttr(title)}">`,
  );
  return tags.join('\n    ');
}

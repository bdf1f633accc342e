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

/** A page's title as the document shows it: with the site's name unless it already has it. */
export const documentTitle = (title: string): string => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

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
  const { siteUrl, pathname, lang, description } = input;
  const title = documentTitle(input.title);
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
    if (!match.entry.indexable) tags.push(`<meta name="robots" content="${match.entry.section === 'admin' ? 'noindex, nofollow' : 'noindex'}">`);
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  const image = siteUrl + ogImagePath(lang, isOgSection(section) ? section : 'home');
  if (section === 'blog') {
    tags.push(`<link rel="alternate" type="application/atom+xml" title="${SITE_NAME} blog" href="${escapeAttr(siteUrl + blogFeedPath(lang))}">`);
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
  );
  return tags.join('\n    ');
}

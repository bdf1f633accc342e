import { blogFeedPath } from '@coinatlas/domain/routes/feed';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, localizePath, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { ROUTE_MANIFEST } from '@coinatlas/domain/routes/manifest';
import { BRAND, FEED_SUBTITLES, FEED_TITLES } from './texts.js';

/** The most entries one feed carries (readers keep what they have seen). */
export const FEED_SIZE = 50;

export type FeedPost = Readonly<{
  slug: string;
  lang?: SiteLanguage;
  title: string;
  summary: string;
  /** the post's body as HTML */ html: string;
  publishedAt: string;
  updatedAt: string;
}>;

export type AtomEntry = Readonly<{
  id: string;
  /** BCP 47 tag of the entry's text */
  lang: string;
  title: string;
  summary: string;
  /** the whole post as HTML (a reader shows it without opening the page) */
  content: string;
  href: string;
  published: string;
  updated: string;
}>;

export type AtomFeed = Readonly<{
  id: string;
  lang: string;
  title: string;
  subtitle: string;
  /** the feed's own URL */
  self: string;
  /** the blog list it follows */
  alternate: string;
  updated: string;
  author: Readonly<{ name: string; uri: string }>;
  entries: readonly AtomEntry[];
}>;

const pathOf = (page: string) => {
  const entry = ROUTE_MANIFEST.find((e) => e.page === page && e.canonical === undefined);
  if (!entry) throw new Error(`the route manifest has no '${page}' page`);
  return entry.path;
};
const BLOG_LIST = pathOf('blog-list');
const BLOG_POST = pathOf('blog-post');

/** An empty feed never changed; the Unix epoch says so without changing with the clock (and the ETag with it). */
const NEVER = new Date(0).toISOString();

/**
 * The blog's Atom feed in one language: its own title and subtitle in that language, the posts that have a
 * version in that language newest first, each linking to that version's URL, saying its text's language
 * (xml:lang) and carrying its summary and its whole text (a reader shows the post without opening the page).
 */
export function blogFeed(lang: SiteLanguage, siteUrl: string, posts: readonly FeedPost[]): AtomFeed {
  const self = siteUrl + blogFeedPath(lang);
  const entries = [...posts]
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.slug.localeCompare(b.slug))
    .slice(0, FEED_SIZE)
    .map((p): AtomEntry => {
      const postLang = p.lang ?? DEFAULT_LANGUAGE;
      const href = siteUrl + localizePath(postLang, BLOG_POST.replace(':id', encodeURIComponent(p.slug)));
      return {
        id: href,
        lang: LANGUAGE_TAGS[postLang].hreflang,
        title: p.title,
        summary: p.summary,
        content: p.html,
        href,
        published: p.publishedAt,
        updated: p.updatedAt,
      };
    });
  const updated = entries.reduce((max, e) => (Date.parse(e.updated) > Date.parse(max) ? e.updated : max), NEVER);
  return {
    id: self,
    lang: LANGUAGE_TAGS[lang].hreflang,
    title: FEED_TITLES[lang],
    subtitle: FEED_SUBTITLES[lang],
    self,
    alternate: siteUrl + localizePath(lang, BLOG_LIST),
    updated,
    author: { name: BRAND, uri: siteUrl + '/' },
    entries,
  };
}

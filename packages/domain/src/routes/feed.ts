import { localizePath, type SiteLanguage } from './localized.js';

/** The blog's Atom feed in a language, beside the blog list: ('de') → '/de/blog/feed.xml'. */
export const blogFeedPath = (lang: SiteLanguage): string => localizePath(lang, '/blog/feed.xml');

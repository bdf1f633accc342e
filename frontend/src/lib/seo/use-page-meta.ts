import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useSite } from '@/lib/site-context';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import { canonicalUrl, documentTitle, metaDescription, type ArticleMeta } from './head';

/** What a page says about itself while rendering; the server reads it to write the document's head. */
export type PageMeta = {
  title?: string;
  description?: string;
  /** the languages this page exists in, when it has fewer than the site (a blog post) */
  languages?: readonly SiteLanguage[];
  /** a share image of its own (site-relative), instead of its section's */
  image?: string;
  /** the page asks search engines not to index it (a thin page of an indexable route) */
  noindex?: boolean;
  /** see PageMetaInput */
  notFound?: boolean;
  query?: string;
  article?: ArticleMeta;
  /** the page's schema.org blocks by name (see useStructuredData) */
  structuredData?: Record<string, object>;
  record(meta: PageMetaInput): void;
};

export type PageMetaInput = {
  title: string;
  description: string;
  languages?: readonly SiteLanguage[];
  image?: string;
  noindex?: boolean;
  /** the address names no page of an existing route (a directory's page past its last): answered 404 */
  notFound?: boolean;
  /** the part of the query string that is part of the page's address (a directory's `page=2`): in its canonical URL */
  query?: string;
  /** an article's dates and author (a blog post), for its `article:*` tags */
  article?: ArticleMeta;
};

/** A fresh collector for one server render. */
export function createPageMeta(): PageMeta {
  const meta: PageMeta = {
    record({ title, description, languages, image, noindex, notFound, query, article }) {
      meta.title = title;
      meta.description = description;
      if (languages) meta.languages = languages;
      if (image) meta.image = image;
      meta.noindex = noindex === true;
      meta.notFound = notFound === true;
      if (query) meta.query = query;
      else delete meta.query;
      if (article) meta.article = article;
      else delete meta.article;
    },
  };
  return meta;
}

/**
 * A schema.org block of the page (a directory's ItemList, a partner's Organization), written by the server
 * into the page's head. Search engines read it from the page as served; the browser never renders it, so
 * a client-side navigation leaves it out, and its builder stays out of the browser's code when the call
 * site passes `import.meta.env.SSR ? build() : undefined` (the client build drops the builder and its
 * imports). `key` names the block, so a component rendered twice in one server render writes it once.
 */
export function useStructuredData(key: string, data: object | undefined) {
  const collector = useContext(PageMetaCollector);
  if (collector && data) (collector.structuredData ??= {})[key] = data;
}

/** Present only during a server render: the page's meta is written here instead of into `document`. */
export const PageMetaCollector = createContext<PageMeta | null>(null);

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  const el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (el) el.content = content;
}

/**
 * Declares this page's title and description. On the server they go into the rendered head; in the browser
 * they replace the head's texts after a client-side navigation (the canonical URL follows the page too).
 */
export function usePageMeta({ title, description, languages, image, noindex, notFound, query, article }: PageMetaInput) {
  const collector = useContext(PageMetaCollector);
  collector?.record({
    title,
    description,
    ...(languages ? { languages } : {}),
    ...(image ? { image } : {}),
    ...(noindex ? { noindex } : {}),
    ...(notFound ? { notFound } : {}),
    ...(query ? { query } : {}),
    ...(article ? { article } : {}),
  });
  const { siteUrl } = useSite();
  const languageKey = languages?.join(',');
  useEffect(() => {
    setPageLanguages(languageKey === undefined ? undefined : (languageKey.split(',') as SiteLanguage[]));
    return () => setPageLanguages(undefined);
  }, [languageKey]);
  useEffect(() => {
    const full = documentTitle(title);
    const snippet = metaDescription(description);
    document.title = full;
    setMeta('name', 'description', snippet);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', snippet);
    const page = canonicalUrl(siteUrl, window.location.pathname);
    const url = page && query ? `${page}?${query}` : page;
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical && url) {
      canonical.href = url;
      setMeta('property', 'og:url', url);
    }
  }, [title, description, siteUrl, query]);
}

// The languages the page in view exists in, when fewer than the site's (a blog post); read by the language
// menu, which renders in the browser only, after the page has said so. Small modules are copied into each
// chunk that uses them (vite.config.ts), so the store lives on globalThis, one for every copy.
type LanguageStore = { languages: readonly SiteLanguage[] | undefined; listeners: Set<() => void> };
const STORE_KEY = Symbol.for('coinatlas.pageLanguages');
const store = ((globalThis as Record<symbol, unknown>)[STORE_KEY] ??= { languages: undefined, listeners: new Set() }) as LanguageStore;

function setPageLanguages(next: readonly SiteLanguage[] | undefined) {
  store.languages = next;
  for (const l of store.listeners) l();
}

/** The languages the current page exists in, or undefined when it exists in all. */
export function usePageLanguages(): readonly SiteLanguage[] | undefined {
  return useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.languages,
    () => undefined,
  );
}

import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useSite } from '@/lib/site-context';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import { canonicalUrl, documentTitle, metaDescription } from './head';

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
  record(meta: PageMetaInput): void;
};

export type PageMetaInput = {
  title: string;
  description: string;
  languages?: readonly SiteLanguage[];
  image?: string;
  noindex?: boolean;
};

/** A fresh collector for one server render. */
export function createPageMeta(): PageMeta {
  const meta: PageMeta = {
    record({ title, description, languages, image, noindex }) {
      meta.title = title;
      meta.description = description;
      if (languages) meta.languages = languages;
      if (image) meta.image = image;
      meta.noindex = noindex === true;
    },
  };
  return meta;
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
export function usePageMeta({ title, description, languages, image, noindex }: PageMetaInput) {
  const collector = useContext(PageMetaCollector);
  collector?.record({
    title,
    description,
    ...(languages ? { languages } : {}),
    ...(image ? { image } : {}),
    ...(noindex ? { noindex } : {}),
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
    const url = canonicalUrl(siteUrl, window.location.pathname);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical && url) {
      canonical.href = url;
      setMeta('property', 'og:url', url);
    }
  }, [title, description, siteUrl]);
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

import { createContext, useContext, useEffect } from 'react';
import { useSite } from '@/lib/site-context';
import { canonicalUrl, documentTitle } from './head';

/** What a page says about itself while rendering; the server reads it to write the document's head. */
export type PageMeta = { title?: string; description?: string; record(meta: { title: string; description: string }): void };

/** A fresh collector for one server render. */
export function createPageMeta(): PageMeta {
  const meta: PageMeta = {
    record({ title, description }) {
      meta.title = title;
      meta.description = description;
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
export function usePageMeta({ title, description }: { title: string; description: string }) {
  const collector = useContext(PageMetaCollector);
  collector?.record({ title, description });
  const { siteUrl } = useSite();
  useEffect(() => {
    const full = documentTitle(title);
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    const url = canonicalUrl(siteUrl, window.location.pathname);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical && url) {
      canonical.href = url;
      setMeta('property', 'og:url', url);
    }
  }, [title, description, siteUrl]);
}

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { localizePath, type SiteLanguage } from '@coinatlas/domain/routes/localized';

/**
 * What a page needs to know about the document it is in: its language (from the URL) and the site's public
 * address (from the server's configuration, never the request's host), for absolute URLs in structured data.
 */
export type SiteInfo = Readonly<{ lang: SiteLanguage; siteUrl: string }>;

const SiteContext = createContext<SiteInfo | null>(null);

export function SiteProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteInfo {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used within a SiteProvider');
  return site;
}

/** Absolute URL of a language-free path in the page's language: '/blog/x' → 'https://site/es/blog/x'. */
export function useAbsoluteUrl(): (path: string) => string {
  const { lang, siteUrl } = useSite();
  return useCallback(
    (path: string) => {
      const [pathname, hash] = path.split('#');
      return siteUrl + localizePath(lang, pathname || '/') + (hash ? `#${hash}` : '');
    },
    [lang, siteUrl],
  );
}

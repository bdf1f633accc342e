import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageMetaCollector, type PageMeta } from '@/lib/seo/use-page-meta';
import { SiteProvider, type SiteInfo } from '@/lib/site-context';
import { ThemeProvider } from './theme';

/** Calls `onHydrated` once the first render has committed (in the browser; never on the server). */
function Hydration({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

type Props = {
  queryClient: QueryClient;
  i18n: I18n;
  site: SiteInfo;
  /** the server's collector of the page's title and description (null in the browser) */
  meta?: PageMeta | null;
  onHydrated?: () => void;
  children: ReactNode;
};

/**
 * Everything a page renders inside. The server and the browser render exactly this tree (the same
 * components in the same places), which hydration and `useId` rely on.
 */
export function AppProviders({ queryClient, i18n, site, meta = null, onHydrated, children }: Props) {
  return (
    <PageMetaCollector.Provider value={meta}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <SiteProvider value={site}>
            <ThemeProvider>
              <Hydration onHydrated={onHydrated}>{children}</Hydration>
            </ThemeProvider>
          </SiteProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </PageMetaCollector.Provider>
  );
}

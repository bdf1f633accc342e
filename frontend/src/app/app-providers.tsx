import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SiteProvider, type SiteInfo } from './site-context';
import { ThemeProvider } from './theme';

/** Everything a page renders inside, the same on the server and in the browser. */
export function AppProviders({ queryClient, i18n, site, children }: { queryClient: QueryClient; i18n: I18n; site: SiteInfo; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SiteProvider value={site}>
          <ThemeProvider>
            <TooltipProvider>{children}</TooltipProvider>
          </ThemeProvider>
        </SiteProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

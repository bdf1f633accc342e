import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';

/** What the server embeds in a page for the browser to start from, so nothing is fetched twice. */
export type BootData = {
  lang: SiteLanguage;
  siteUrl: string;
  /** the namespaces of the page's language its render used */
  translations: Record<string, unknown>;
  queries: DehydratedState;
  router: HydrationState;
};

/** The id of the `application/json` script element that carries the boot data. */
export const BOOT_ELEMENT_ID = 'coinatlas-boot';

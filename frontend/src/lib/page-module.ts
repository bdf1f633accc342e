import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';

/** What a page's data loader gets: the render's query client, the page's language, its params and URL. */
export type PageLoaderContext = Readonly<{ queryClient: QueryClient; lang: SiteLanguage; params: Params; url: URL }>;

/**
 * A page module: its component, and optionally a loader that puts the page's data into the query cache
 * before it renders (on the server before the HTML is written, in the browser before a navigation shows
 * the page). The component reads the same queries, so it finds them ready.
 */
export type PageModule = {
  default: ComponentType;
  loader?: (ctx: PageLoaderContext) => Promise<unknown>;
};

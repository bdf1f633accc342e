/**
 * The server side of the client: renders one page to HTML with the data it needs, for the page renderer
 * of the backend (which caches the result, adds the document around it and answers). Built by Vite as
 * the SSR bundle; never shipped to browsers.
 */
import { dehydrate, type Query } from '@tanstack/react-query';
import type { ResourceLanguage } from 'i18next';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { languagePrefix, splitLanguage, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { AppProviders } from '@/app/app-providers';
import { createRoutes } from '@/app/routes';
import { createI18nNow, usedNamespaces } from '@/i18n/create-i18n';
import { setApiFetch } from '@/lib/api/client';
import { createQueryClient } from '@/lib/api/query-client';
import { headHtml } from '@/lib/seo/head';
import { createPageMeta } from '@/lib/seo/use-page-meta';
import type { BootData } from './boot-data';
import { renderComplete } from './render-complete';

// Every namespace of every language, read once with the bundle; each render's i18next instance is handed its
// language's (i18next keeps a reference to them, nothing is copied).
const LOCALES = import.meta.glob<Record<string, unknown>>('./i18n/locales/*/*.json', { eager: true, import: 'default' });
const RESOURCES: Partial<Record<SiteLanguage, ResourceLanguage>> = {};
for (const [file, data] of Object.entries(LOCALES)) {
  const [, lang, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
  (RESOURCES[lang as SiteLanguage] ??= {})[ns!] = data;
}

export type RenderInput = Readonly<{
  /** path and query of the page, language prefix included */
  url: string;
  /** the configured public address of the site (no trailing slash) */
  siteUrl: string;
  /** false when the path names nothing (the not-found page, answered with 404) */
  found: boolean;
}>;

export type RenderOutput = Readonly<{
  lang: SiteLanguage;
  /** the head's page-specific tags (title, description, canonical, alternates, social cards) */
  head: string;
  /** the app's markup, for inside the root element */
  html: string;
  /** what the browser starts from (translations, query data, router state), as JSON */
  boot: string;
  /** query keys the page's loaders did not load ahead (rendered after a second pass) */
  missed: string[];
  /** the page said its address names nothing (a directory's page past its last): answered 404 */
  notFound: boolean;
}>;

/** The backend dispatches the API calls of a render to itself, in process. */
export function configure(opts: { fetch: (request: Request) => Promise<Response> }): void {
  setApiFetch(opts.fetch);
}

const wantsServerData = (q: Query) =>
  q.state.status === 'pending' &&
  q.state.fetchStatus === 'idle' &&
  q.meta?.ssr !== false &&
  (q.options as { enabled?: unknown }).enabled !== false;

export async function render(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url, 'http://coinatlas.internal');
  const { lang } = splitLanguage(url.pathname);
  const queryClient = createQueryClient({ retryOnMount: false });
  const i18n = createI18nNow(lang, { [lang]: RESOURCES[lang]! });
  const routes = createRoutes({ lang, queryClient });
  const basename = languagePrefix(lang) || undefined;
  const handler = createStaticHandler(routes, basename ? { basename } : {});
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`a loader answered ${context.status} for ${url.pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const meta = createPageMeta();
  const app = () => (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} site={{ lang, siteUrl: input.siteUrl }} meta={meta}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  let html = await renderComplete(app(), 10_000);
  // A component that asked for data its page's loader did not load (or that only became wanted once other
  // data arrived): load it and render again, so the page is complete anyway. The keys are reported so the
  // page's loader can be taught them; a few passes at most.
  const missed: string[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const missing = queryClient.getQueryCache().findAll({ predicate: wantsServerData });
    if (missing.length === 0) break;
    missed.push(...missing.map((q) => JSON.stringify(q.queryKey)));
    await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)));
    html = await renderComplete(app(), 10_000);
  }

  const used = usedNamespaces(i18n);
  const translations = Object.fromEntries(used.map((ns) => [ns, RESOURCES[lang]![ns]]).filter(([, v]) => v !== undefined));
  const boot: BootData = {
    lang,
    siteUrl: input.siteUrl,
    translations,
    // Failed reads too (a 404 for an unknown id): the browser must start from the same not-found state.
    // Queries marked NOT_EMBEDDED (a directory's card records) stay out: the browser fetches them when it needs them.
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => (q.state.status === 'success' || q.state.status === 'error') && q.meta?.embed !== false,
    }),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return {
    lang,
    head: headHtml({
      siteUrl: input.siteUrl,
      pathname: url.pathname,
      lang,
      title: meta.title ?? 'CoinAtlas',
      description: meta.description ?? '',
      found: input.found && !meta.notFound,
      ...(meta.query ? { query: meta.query } : {}),
      ...(meta.languages ? { languages: meta.languages } : {}),
      ...(meta.image ? { image: meta.image } : {}),
      ...(meta.noindex ? { noindex: true } : {}),
      ...(meta.article ? { article: meta.article } : {}),
      ...(meta.structuredData ? { structuredData: Object.values(meta.structuredData) } : {}),
    }),
    html,
    // '<' is escaped so no string in the data can close the script element it is embedded in.
    boot: JSON.stringify(boot).replace(/</g, '\\u003c'),
    missed,
    notFound: meta.notFound === true,
  };
}

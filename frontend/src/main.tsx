import { hydrate } from '@tanstack/react-query';
import type { ResourceLanguage } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { languagePrefix } from '@coinatlas/domain/routes/localized';
import { AppProviders } from './app/app-providers';
import { createRoutes } from './app/routes';
import { BOOT_ELEMENT_ID, type BootData } from './boot-data';
import { createI18n } from './i18n/create-i18n';
import { ApiError } from './lib/api/client';
import { createQueryClient, retryOnMountFromNowOn } from './lib/api/query-client';
import './styles.css';

// Namespaces a later page needs come as small JSON files of the build (see vite.config.ts).
const loadNamespace = async (language: string, namespace: string) => {
  const res = await fetch(`/assets/locales/${__LOCALES_VERSION__}/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`);
  if (!res.ok) throw new Error(`translations ${language}/${namespace}: HTTP ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
};

/**
 * Starts the app on the server's markup: the same language, translations, query data and route state the
 * server rendered with (embedded in the page), and the matched page's code loaded before hydrating so the
 * first render matches the markup exactly and nothing is fetched twice.
 */
async function start() {
  await nextTask(); // the modules' evaluation is one long task already: the app's set-up starts in its own
  const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)!.textContent!) as BootData;
  const i18n = await createI18n(boot.lang, { [boot.lang]: boot.translations as ResourceLanguage }, loadNamespace);
  await nextTask();
  const queryClient = createQueryClient({ retryOnMount: false });
  // A failed read arrives as plain JSON; it becomes the ApiError the pages check for again.
  for (const q of boot.queries.queries) {
    const e = q.state.error as { status?: number; body?: string } | null;
    if (e && typeof e.status === 'number') q.state.error = new ApiError(e.status, '', e.body ?? '') as never;
  }
  hydrate(queryClient, boot.queries);
  const routes = createRoutes({ lang: boot.lang, queryClient });
  const basename = languagePrefix(boot.lang) || undefined;

  const lazyMatches = (matchRoutes(routes, window.location, basename) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazyMatches.map(async (m) => {
      const resolved = await (m.route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(m.route, { ...resolved, lazy: undefined });
    }),
  );
  await nextTask();
  const router = createBrowserRouter(routes, { ...(basename ? { basename } : {}), hydrationData: boot.router });

  const onHydrated = () => {
    retryOnMountFromNowOn(queryClient);
  };
  // Hydrating in a transition lets React do it in slices, yielding to the browser between them, rather than
  // in one long task that would hold up the first taps and scrolls on a slow phone.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n} site={{ lang: boot.lang, siteUrl: boot.siteUrl }} onHydrated={onHydrated}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/** Lets the browser handle input and paint between the steps of starting up (each step is one task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void start();

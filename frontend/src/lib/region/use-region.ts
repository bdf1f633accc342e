import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { parseCountryCode, type CountryCode, type Region } from '@coinatlas/domain/region/region';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import { regionQueries } from '@/lib/api/region-queries';
import { useSite } from '@/lib/site-context';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage';
import { useAfterLoad } from '@/lib/use-after-load';
import { useHydrated } from '@/lib/use-hydrated';

// Asking Intl for the time zone builds a whole date formatter: once per page is enough.
let timeZone: string | undefined | null = null;
const browserTimeZone = () => {
  if (timeZone === null) {
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      timeZone = undefined;
    }
  }
  return timeZone;
};

// The visitor's confirmed country, shared by every component that shows it (the header, the directories'
// picker, the advisor, the wizard, the journey, the banner, the fee calculator): a choice made in one place
// reaches the others at once, and other tabs through the storage event.
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.region || e.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
};
const savedCountry = () => parseCountryCode(readStorage(STORAGE_KEYS.region));
// The server knows nothing of the visitor: it renders as if nothing were saved, and so does hydration.
const noCountry = () => null;
const notify = () => {
  for (const l of listeners) l();
};

/** Keeps the visitor's own choice (or confirmation) of their country in this browser. */
export function confirmCountry(code: CountryCode): void {
  writeStorage(STORAGE_KEYS.region, code);
  notify();
}

/** Forgets the visitor's country: every tool asks again. */
export function clearCountry(): void {
  writeStorage(STORAGE_KEYS.region, null);
  notify();
}

/**
 * The suggestion for a page language: the proxy's answer (GET /api/region; a failure is no answer) and the
 * browser's signals, weighed by `suggestRegion`. Its code (the time zones of every country) and the API
 * client load with it, not with the page: the header asks a moment after the page has loaded.
 */
const suggestionQuery = (client: QueryClient, pageLanguage: string) =>
  queryOptions({
    queryKey: ['region', 'suggestion', pageLanguage] as const,
    queryFn: async (): Promise<Region | null> => {
      const [{ suggestRegion }, detected] = await Promise.all([
        import('./suggest'),
        client.fetchQuery(regionQueries.detected()).catch(() => ({ country: null })),
      ]);
      return suggestRegion({
        proxy: detected.country,
        timeZone: browserTimeZone(),
        languages: navigator.languages?.length ? navigator.languages : [navigator.language],
        pageLanguage,
      });
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: CLIENT_ONLY,
  });

/** How long after the page's load the header looks for a suggestion (a tool that needs one asks at once). */
export const SUGGESTION_DELAY_MS = 1000;

export type VisitorCountry = Readonly<{
  /** The country the visitor chose or confirmed, kept in this browser; never a guess. */
  country: CountryCode | null;
  /** A guess (proxy header, time zone, browser or page language) to offer for one tap; null once confirmed. */
  suggestion: Region | null;
  /** False on the server, during hydration and while the proxy's answer is awaited. */
  ready: boolean;
  confirm(code: CountryCode): void;
  clear(): void;
}>;

/**
 * The visitor's country. Only a country they chose or confirmed is `country`: every tool that ranks, filters
 * or says "your country" reads it, and asks when it is null. `suggestion` is what we guess from the trusted
 * proxy's header (GET /api/region; no third-party IP lookup), the browser's time zone, its languages and the
 * page's language, offered for confirmation and used for nothing else. Both are null on the server and
 * during hydration (the page is the same for everyone), so no country is shown before it is known.
 */
export function useVisitorCountry(options: { suggest?: 'now' | 'after-load' } = {}): VisitorCountry {
  const hydrated = useHydrated();
  const { lang } = useSite();
  const client = useQueryClient();
  const saved = useSyncExternalStore(subscribe, savedCountry, noCountry);
  const country = hydrated ? saved : null;
  const asking = hydrated && saved === null;
  // what only the header shows waits for the page to have loaded; a tool that asks needs it now
  const loaded = useAfterLoad(options.suggest === 'after-load' ? SUGGESTION_DELAY_MS : 0) !== null;
  const guess = useQuery({ ...suggestionQuery(client, lang), enabled: asking && (options.suggest !== 'after-load' || loaded) });
  const settled = !guess.isPending;
  return {
    country,
    suggestion: asking && settled ? (guess.data ?? null) : null,
    ready: hydrated && (saved !== null || settled),
    confirm: confirmCountry,
    clear: clearCountry,
  };
}

/**
 * Only the visitor's confirmed country, for what never asks (the banner): no suggestion is looked for. Null on
 * the server and during hydration.
 */
export function useConfirmedCountry(): CountryCode | null {
  const hydrated = useHydrated();
  const saved = useSyncExternalStore(subscribe, savedCountry, noCountry);
  return hydrated ? saved : null;
}

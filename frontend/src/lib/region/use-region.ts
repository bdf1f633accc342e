import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { parseCountryCode, resolveRegion, type CountryCode, type Region } from '@coinatlas/domain/region/region';
import { regionQueries } from '@/lib/api/region-queries';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage';
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

// The visitor's saved choice, shared by every component that shows it (the directories' picker, the
// journey, the banner): a choice made in one place reaches the others at once, and other tabs through
// the storage event.
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.region) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
};
const savedRegion = () => parseCountryCode(readStorage(STORAGE_KEYS.region));
// The server knows nothing of the visitor: it renders as if nothing were saved, and so does hydration.
const noRegion = () => null;

/** Saves the visitor's own choice of country (remembered on this device). */
export function saveRegion(code: CountryCode): void {
  writeStorage(STORAGE_KEYS.region, code);
  for (const l of listeners) l();
}

/**
 * The visitor's region: their own choice, else what the trusted proxy told our API, else the browser's time
 * zone or language. No third-party IP lookup. `ready` is false while the API has not answered yet. Null on
 * the server and during hydration (the page is the same for everyone), known from the next render on.
 */
export function useRegion(): { region: Region | null; ready: boolean; choose(code: CountryCode): void } {
  const hydrated = useHydrated();
  const saved = useSyncExternalStore(subscribe, savedRegion, noRegion);
  const q = useQuery({ ...regionQueries.detected(), enabled: hydrated && saved === null });
  const region = hydrated
    ? resolveRegion({
        saved,
        proxy: q.data?.country ?? null,
        timeZone: browserTimeZone(),
        languages: typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
      })
    : null;
  const ready = hydrated && (saved !== null || !q.isPending);
  const detectionFailed = ready && region === null;
  useEffect(() => {
    if (detectionFailed) console.info('Could not detect region, will ask user');
  }, [detectionFailed]);
  return { region, ready, choose: saveRegion };
}

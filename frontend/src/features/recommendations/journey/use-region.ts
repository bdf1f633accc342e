import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { parseCountryCode, resolveRegion, type CountryCode, type Region } from '@coinatlas/domain/region/region';
import { regionQueries } from '@/lib/api/region-queries';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage';

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * The visitor's region: their own choice, else what the trusted proxy told our API, else the browser's time
 * zone or language. No third-party IP lookup. `ready` is false while the API has not answered yet.
 */
export function useRegion(): { region: Region | null; ready: boolean; choose(code: CountryCode): void } {
  const [saved, setSaved] = useState(() => parseCountryCode(readStorage(STORAGE_KEYS.region)));
  const q = useQuery({ ...regionQueries.detected(), enabled: saved === null });
  const region = resolveRegion({
    saved,
    proxy: q.data?.country ?? null,
    timeZone: browserTimeZone(),
    languages: typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  });
  const ready = saved !== null || !q.isPending;
  const detectionFailed = ready && region === null;
  useEffect(() => {
    if (detectionFailed) console.info('Could not detect region, will ask user');
  }, [detectionFailed]);
  return {
    region,
    ready,
    choose(code) {
      writeStorage(STORAGE_KEYS.region, code);
      setSaved(code);
    },
  };
}

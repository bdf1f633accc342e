import { initialJourney, parseJourney, serializeJourney, type JourneyState } from '@coinatlas/domain/recommendations/journey';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage';

/** The saved journey, or a fresh one. An unreadable save is logged ('Failed to load progress') and ignored. */
export function loadJourney(now: number = Date.now()): JourneyState {
  const raw = readStorage(STORAGE_KEYS.journey);
  if (!raw) return initialJourney(now);
  try {
    return parseJourney(raw);
  } catch (err) {
    console.warn('Failed to load progress', err);
    return initialJourney(now);
  }
}

/** The saved journey for display elsewhere (the home card); quiet when there is none or it cannot be read. */
export function peekJourney(): JourneyState | null {
  const raw = readStorage(STORAGE_KEYS.journey);
  if (!raw) return null;
  try {
    return parseJourney(raw);
  } catch {
    return null;
  }
}

export const saveJourney = (s: JourneyState) => writeStorage(STORAGE_KEYS.journey, serializeJourney(s));
export const clearJourney = () => writeStorage(STORAGE_KEYS.journey, null);

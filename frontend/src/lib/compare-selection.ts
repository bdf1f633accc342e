import { useSyncExternalStore } from 'react';
import { COMPARE_KINDS, COMPARE_MAX, type CompareKind } from '@coinatlas/domain/compare/compare';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * What the visitor picked to compare, per kind (2 to 4 of one kind make a comparison). Kept in session
 * storage, so the pick follows the visitor from page to page and tab reloads, and is gone with the tab.
 */
export type CompareSelections = Readonly<Record<CompareKind, readonly string[]>>;

const EMPTY: CompareSelections = Object.freeze(
  Object.fromEntries(COMPARE_KINDS.map((k) => [k, Object.freeze([]) as readonly string[]])) as Record<CompareKind, readonly string[]>,
);

export type ToggleResult = 'added' | 'removed' | 'full';

/** Adds `id` unless already there (then removes it); a fifth id is refused. */
export function toggleId(ids: readonly string[], id: string, max = COMPARE_MAX): { ids: readonly string[]; result: ToggleResult } {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id), result: 'removed' };
  if (ids.length >= max) return { ids, result: 'full' };
  return { ids: [...ids, id], result: 'added' };
}

/** Reads the stored selections, keeping only well-formed entries (at most COMPARE_MAX distinct ids a kind). */
export function parseSelections(raw: string | null): CompareSelections {
  if (!raw) return EMPTY;
  try {
    const data = JSON.parse(raw) as unknown;
    if (typeof data !== 'object' || data === null) return EMPTY;
    const out = { ...EMPTY } as Record<CompareKind, readonly string[]>;
    for (const kind of COMPARE_KINDS) {
      const ids = (data as Record<string, unknown>)[kind];
      if (Array.isArray(ids))
        out[kind] = [...new Set(ids.filter((x): x is string => typeof x === 'string' && /^[a-z0-9-]{1,100}$/.test(x)))].slice(
          0,
          COMPARE_MAX,
        );
    }
    return out;
  } catch {
    return EMPTY;
  }
}

let current: CompareSelections | undefined;
/** The id refused last (a fifth pick), until the next change: the tray says why. */
let refused: Readonly<{ kind: CompareKind; id: string }> | null = null;
const listeners = new Set<() => void>();

const load = (): CompareSelections => (current ??= parseSelections(readStorage(STORAGE_KEYS.compare, 'session')));
const emit = () => listeners.forEach((l) => l());

function save(next: CompareSelections) {
  current = next;
  writeStorage(STORAGE_KEYS.compare, JSON.stringify(next), 'session');
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const compareSelection = {
  get: (kind: CompareKind): readonly string[] => load()[kind],
  toggle(kind: CompareKind, id: string): ToggleResult {
    const { ids, result } = toggleId(load()[kind], id);
    refused = result === 'full' ? { kind, id } : null;
    if (result === 'full') emit();
    else save({ ...load(), [kind]: ids });
    return result;
  },
  remove(kind: CompareKind, id: string) {
    refused = null;
    save({ ...load(), [kind]: load()[kind].filter((x) => x !== id) });
  },
  clear(kind: CompareKind) {
    refused = null;
    save({ ...load(), [kind]: [] });
  },
  refused: () => refused,
  subscribe,
};

const none: readonly string[] = EMPTY.exchanges;

/** The ids picked for a kind; none during the server render and hydration (storage is the browser's). */
export const useCompareSelection = (kind: CompareKind): readonly string[] =>
  useSyncExternalStore(
    subscribe,
    () => load()[kind],
    () => none,
  );

/** The id the tray refused last for this kind, if any. */
export const useRefusedPick = (kind: CompareKind) =>
  useSyncExternalStore(
    subscribe,
    () => (refused?.kind === kind ? refused : null),
    () => null,
  );

import type { SearchItem } from './search-index';

const NONE: SearchItem[] = [];

/**
 * Exchange referral records from the API add results linking to /referral-codes/{entityId}. If the call
 * fails, the static results still work.
 */
export function useRemoteSearchItems(): SearchItem[] {
  return NONE;
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';
import type { SearchItem } from '../search-index';

const NONE: SearchItem[] = [];

/**
 * Exchange referral records from the API add results linking to /referral-codes/{entityId}. If the call
 * fails, the static results still work (the query's error is simply not used).
 */
export function useRemoteSearchItems(): SearchItem[] {
  const { data } = useQuery(referralCodeQueries.byType('exchange'));
  return useMemo(
    () =>
      data
        ? data.map<SearchItem>((r) => ({
            id: `remote-referral-${r.entityId}`,
            title: `${r.name} referral code`,
            description: { text: r.description || r.discount || r.name },
            category: 'referralCodes',
            url: `/referral-codes/${r.entityId}`,
          }))
        : NONE,
    [data],
  );
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { partnerIndexQueries } from '@/lib/api/partner-index-queries';
import { partnerSearchItems, type SearchItem } from '../search-index';

const NONE: SearchItem[] = [];

/** Search items for every partner the content lists (none until the index has loaded, or if it fails). */
export function usePartnerSearchItems(): SearchItem[] {
  const { data } = useQuery(partnerIndexQueries.all());
  return useMemo(() => (data ? partnerSearchItems(data.partners) : NONE), [data]);
}

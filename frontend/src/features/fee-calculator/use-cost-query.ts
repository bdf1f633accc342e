import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { costQueryFromUrl, forCountry, type CostQuery } from '@/lib/api/cost-queries';
import type { VisitorCountry } from '@/lib/region/use-region';
import { useSite } from '@/lib/site-context';
import { useHydrated } from '@/lib/use-hydrated';

/** The names the calculator's form submits (a plain GET form: the page works without JavaScript). */
export const QUERY_NAMES = ['asset', 'fiat', 'amount', 'country', 'method'] as const;

/** The purchase the page's address asks for: both tables follow it. */
export function useCostQuery(): CostQuery {
  const [params] = useSearchParams();
  const { lang } = useSite();
  return useMemo(() => costQueryFromUrl(params, lang), [params, lang]);
}

/** The address for a purchase, keeping the page's other parameters (`exchange`). */
export function toParams(q: CostQuery, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of QUERY_NAMES) next.delete(name);
  next.set('asset', q.asset);
  next.set('fiat', q.fiat);
  next.set('amount', String(q.amount));
  if (q.country) next.set('country', q.country);
  next.set('method', q.method);
  return next;
}

/**
 * Keeps the address on the visitor's confirmed country (chosen in the form, in the header or on another
 * tool): once the browser knows it, the calculator ranks for it, in its currency where we quote that. A
 * country is never guessed: without a confirmed one, only a country the address names is used (a form sent
 * without JavaScript), and with neither the calculator asks.
 */
export function useFollowVisitorCountry(query: CostQuery, visitor: VisitorCountry): void {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const confirmed = visitor.country;
  useEffect(() => {
    if (!hydrated || !confirmed || confirmed === query.country) return;
    setParams(toParams(forCountry(query, confirmed), params), { replace: true, preventScrollReset: true });
  }, [hydrated, confirmed, query, params, setParams]);
}

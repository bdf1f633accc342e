import { filtersBy } from '@coinatlas/domain/availability/availability';
import { useRegion } from '@/lib/region/use-region';

/**
 * The visitor's country for the recommendations, from the region (their choice, the proxy's header, the
 * browser's time zone; they can change it in the dialog). A country only guessed from the browser's language
 * is shown but not used to leave anyone out (the same rule as the directories): `country` is then null.
 */
export function useRecommendationCountry() {
  const { region, ready, choose } = useRegion();
  const country = region && filtersBy(region.source) ? region.code : null;
  return { region, ready, choose, country };
}

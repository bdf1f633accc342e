import { hydrateOnView } from '@/lib/hydrate-on-view';

/**
 * The directories' popular comparisons (popular-comparisons.tsx), under their cards and below a phone's
 * first screen: rendered on the server, the code loads as the section comes near the screen.
 */
export const PopularComparisons = hydrateOnView(() => import('./popular-comparisons').then((m) => m.PopularComparisons));

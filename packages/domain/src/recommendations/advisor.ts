import { PRIORITIES, REC_CATEGORIES, isCategory, validPriorities, type Candidate, type RecCategory } from './catalogue.js';
import type { LiveCost } from './criteria.js';
import { rankCandidates, type RankedCandidate, type Ranking } from './match.js';

export const DEFAULT_FALLBACK_PRIORITY = 'low-fees';

export type AdvisorResult<C extends Candidate = Candidate> = RankedCandidate<C> &
  Readonly<{
    /** The category and priorities actually ranked (the fallback's, when it was given). */
    category: RecCategory;
    priorities: readonly string[];
    /** See Ranking.recommended. */
    recommended: boolean;
    /** True when the choice could not be ranked and the fallback was given. */
    fallback: boolean;
    /** The partners left out as recorded not available in the country. */
    excluded: Ranking<C>['excluded'];
  }>;

/** The category that offers this priority (the first in the wizard's order), else exchanges. */
const categoryOf = (priority: string | undefined): RecCategory =>
  REC_CATEGORIES.find((c) => (PRIORITIES[c] as readonly string[]).includes(priority ?? '')) ?? 'exchanges';

/**
 * The advisor's recommendation: the first of the shared ranking (the wizard's best match for the same
 * choice, with the same score). With no valid category or priority, the fallback: the ranking for the
 * first priority given (in the category that offers it), or for low fees. Null only when no candidate is
 * left (every one recorded as not available in the country).
 */
export function advise<C extends Candidate>(
  all: readonly C[],
  category: string,
  priorities: readonly string[],
  country: string | null,
  liveCosts?: ReadonlyMap<string, LiveCost>,
): AdvisorResult<C> | null {
  const extra = liveCosts ? { liveCosts } : {};
  const chosen = isCategory(category) ? validPriorities(category, priorities) : [];
  if (isCategory(category) && chosen.length > 0) {
    const r = rankCandidates(all, { category, priorities: chosen, country, ...extra });
    if (r.ranked[0])
      return { ...r.ranked[0], category, priorities: chosen, recommended: r.recommended, fallback: false, excluded: r.excluded };
  }
  const wanted =
    priorities[0] && REC_CATEGORIES.some((c) => (PRIORITIES[c] as readonly string[]).includes(priorities[0]!))
      ? priorities[0]
      : DEFAULT_FALLBACK_PRIORITY;
  const fallbackCategory = categoryOf(wanted);
  const r = rankCandidates(all, { category: fallbackCategory, priorities: [wanted], country, ...extra });
  const top = r.ranked[0];
  return top
    ? { ...top, category: fallbackCategory, priorities: [wanted], recommended: r.recommended, fallback: true, excluded: r.excluded }
    : null;
}

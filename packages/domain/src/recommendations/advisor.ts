import { isCategory, strengths, validPriorities, type Candidate } from './catalogue.js';
import { matchScore, rankByMatch, strengthFor } from './match.js';
import { availableOnly, partnerKey } from '../availability/availability.js';

export { MAX_MATCH_SCORE, PRIORITY_MAPPINGS, strengthFor } from './match.js';

export const DEFAULT_FALLBACK_PRIORITY = 'low-fees';

export type AdvisorResult<C extends Candidate = Candidate> = Readonly<{
  candidate: C;
  /** 0-100: the site's one match score (see match.ts), the same the wizard shows for this choice. */
  matchScore: number;
  /** The chosen priorities it answers (directly or through a mapping), in the order chosen. */
  matched: readonly string[];
  /** The candidate's own strengths behind those matches (a mapped priority gives the strength it maps to), each once. */
  matchedStrengths: readonly string[];
  highlights: readonly string[];
  /** True when no candidate could be scored and the fallback entry was given. */
  fallback: boolean;
}>;

/** Does the candidate answer this priority, directly or through the mapping? */
export function matchesPriority(cand: Candidate, priority: string): boolean {
  return strengthFor(cand, priority) !== undefined;
}

function evaluate<C extends Candidate>(cand: C, priorities: readonly string[], fallback: boolean): AdvisorResult<C> {
  const unique = priorities.filter((p, i) => priorities.indexOf(p) === i);
  const strengthsUsed = unique.map((p) => strengthFor(cand, p)).filter((x): x is string => x !== undefined);
  return {
    candidate: cand,
    matchScore: matchScore(cand, unique),
    matched: unique.filter((p) => matchesPriority(cand, p)),
    matchedStrengths: strengthsUsed.filter((x, i) => strengthsUsed.indexOf(x) === i),
    highlights: strengths(cand),
    fallback,
  };
}

/** The entry given when nothing can be scored: the candidate strongest on that priority anywhere, else on low-fees. */
export function advisorFallback<C extends Candidate>(candidates: readonly C[], priority: string | undefined): AdvisorResult<C> {
  const best = (p: string) =>
    candidates.filter((x) => x.fit[p] !== undefined).sort((a, b) => (b.fit[p] ?? 0) - (a.fit[p] ?? 0))[0];
  const wanted = priority ?? DEFAULT_FALLBACK_PRIORITY;
  const hit = best(wanted);
  if (hit) return evaluate(hit, [wanted], true);
  return evaluate(best(DEFAULT_FALLBACK_PRIORITY)!, [DEFAULT_FALLBACK_PRIORITY], true);
}

/**
 * The advisor's recommendation: the candidates of the category ranked by the shared match score (the same
 * order as the wizard's), the first wins. With no category, no priority of the category or no candidates,
 * the fallback entry for the first priority (or low-fees). Partners in `unavailable` (recorded as not
 * available in the visitor's country) are never recommended, not even as the fallback.
 */
export function advise<C extends Candidate>(
  all: readonly C[],
  category: string,
  priorities: readonly string[],
  unavailable: ReadonlySet<string> = new Set(),
): AdvisorResult<C> {
  const candidates = availableOnly(all, (c) => partnerKey(c.type, c.id), unavailable);
  const unique = priorities.filter((p, i) => priorities.indexOf(p) === i);
  const chosen = isCategory(category) ? validPriorities(category, unique) : [];
  const ranked = isCategory(category) && chosen.length > 0 ? rankByMatch(candidates, category, chosen) : [];
  if (ranked.length === 0) return advisorFallback(candidates, unique[0]);
  return evaluate(ranked[0]!.candidate, chosen, false);
}

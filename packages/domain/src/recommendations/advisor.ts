import { candidatesOf, isCategory, strengths, type Candidate } from './catalogue.js';

/** 15 points per matching priority, plus 5 x rating; the match score is capped at 99. */
export const POINTS_PER_PRIORITY = 15;
export const POINTS_PER_RATING_STAR = 5;
export const MAX_MATCH_SCORE = 99;
export const DEFAULT_FALLBACK_PRIORITY = 'low-fees';

/** A chosen priority also matches a candidate strong on its mapped priority. */
export const PRIORITY_MAPPINGS: Readonly<Record<string, string>> = {
  'low-fees': 'advanced-features',
  'best-security': 'regulatory-compliance',
  'altcoin-support': 'high-liquidity',
};

export type AdvisorResult<C extends Candidate = Candidate> = Readonly<{
  candidate: C;
  /** 15 x matching priorities + 5 x rating. */
  score: number;
  /** min(99, floor(score / number of priorities)). */
  matchScore: number;
  /** The chosen priorities it matches (directly or through a mapping), in the order chosen. */
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

/** The candidate's strength that answers the priority: the priority itself, else its mapped one. */
export function strengthFor(cand: Candidate, priority: string): string | undefined {
  if (cand.fit[priority] !== undefined) return priority;
  const mapped = PRIORITY_MAPPINGS[priority];
  return mapped !== undefined && cand.fit[mapped] !== undefined ? mapped : undefined;
}

/** 5 x rating, exact: ratings have one decimal, so this is a whole or half number. */
const ratingPoints = (rating: number) => (Math.round(rating * 10) * POINTS_PER_RATING_STAR) / 10;

export function advisorScore(cand: Candidate, priorities: readonly string[]): number {
  const unique = priorities.filter((p, i) => priorities.indexOf(p) === i);
  return POINTS_PER_PRIORITY * unique.filter((p) => matchesPriority(cand, p)).length + ratingPoints(cand.rating);
}

export function advisorMatchScore(score: number, priorityCount: number): number {
  return Math.min(MAX_MATCH_SCORE, Math.floor(score / Math.max(1, priorityCount)));
}

function evaluate<C extends Candidate>(cand: C, priorities: readonly string[], fallback: boolean): AdvisorResult<C> {
  const unique = priorities.filter((p, i) => priorities.indexOf(p) === i);
  const score = advisorScore(cand, unique);
  const strengthsUsed = unique.map((p) => strengthFor(cand, p)).filter((x): x is string => x !== undefined);
  return {
    candidate: cand,
    score,
    matchScore: advisorMatchScore(score, unique.length),
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
 * The advisor's recommendation: every candidate of the category scored, the highest wins (the first in
 * catalogue order on a tie). With no category, no priorities or no candidates, the fallback entry for the
 * first priority (or low-fees).
 */
export function advise<C extends Candidate>(candidates: readonly C[], category: string, priorities: readonly string[]): AdvisorResult<C> {
  const unique = priorities.filter((p, i) => priorities.indexOf(p) === i);
  const pool = isCategory(category) ? candidatesOf(candidates, category) : [];
  if (pool.length === 0 || unique.length === 0) return advisorFallback(candidates, unique[0]);
  let winner: AdvisorResult<C> | undefined;
  for (const cand of pool) {
    const r = evaluate(cand, unique, false);
    if (!winner || r.score > winner.score) winner = r;
  }
  return winner!;
}

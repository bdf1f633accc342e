import { availabilityIn, type AvailabilityFact } from '../availability/availability.js';
import { isConfirmed } from '../provenance/provenance.js';
import { candidatesOf, validPriorities, type Candidate, type RecCategory } from './catalogue.js';
import { evaluateCriterion, type CriterionStatus, type EvalContext, type UsedFact } from './criteria.js';

/**
 * The one match score of the site, and its explanation. The wizard, the advisor, the journey and
 * `GET /api/recommendations` all call `explain` and `rankCandidates`, so one visitor (a category, a set of
 * priorities and a country) sees the same score for a partner wherever it is shown, and the explanation
 * printed beside it is the list the score is computed from.
 *
 * For each chosen priority (each once, in the category's own order) the criterion of that priority is
 * evaluated on the partner's facts (criteria.ts): met, not met or unknown. Its credit:
 * - 1 when met;
 * - ½ when it is unknown and the related priority the specification maps it to (PRIORITY_MAPPINGS: asked
 *   for low fees, related advanced features…) is met on the facts;
 * - 0 otherwise: unknown is never met, and a criterion the facts say is not met is not rescued by a mapping.
 *
 * Score = round(100 × sum of credits ÷ number of chosen priorities), 0-100.
 *
 * Catalogue facts count. Every fact shipped today comes from our original catalogue and has not been
 * checked by an editor; not counting them would leave every visitor without an answer. So they count,
 * each is shown with "from our catalogue, not checked", and the page says the ranking is made from the
 * facts we hold, not from verified ones. (The fee calculator, which claims exact totals, counts only
 * checked or feed figures.) Equal scores go first to the partner with more credit from confirmed facts.
 *
 * Deliberate departures from the specification: it scores "15 points per selected priority that matches
 * it directly or through a mapping, plus 5 times the rating", capped at 99, from hand-set match records.
 * Here no hand-set number makes a score: the rating only orders equal scores, a mapping counts half and
 * only for a criterion with no data, and meeting every priority gives 100 (issue 14).
 */

/** A chosen priority with no data also counts (half) when its related priority is met on facts. */
export const PRIORITY_MAPPINGS: Readonly<Partial<Record<RecCategory, Readonly<Record<string, string>>>>> = {
  exchanges: {
    'low-fees': 'advanced-features',
    'best-security': 'regulatory-compliance',
    'altcoin-support': 'high-liquidity',
  },
};

/** What a priority counts through its related one, against 1 for a priority met itself. */
export const MAPPED_CREDIT = 0.5;
export const MIN_MATCH_SCORE = 0;
export const MAX_MATCH_SCORE = 100;

/** One row of an explanation: a chosen priority, its criterion's answer, the facts it read and what it counts. */
export type CriterionLine = Readonly<{
  priority: string;
  status: CriterionStatus;
  facts: readonly UsedFact[];
  /** 1, MAPPED_CREDIT or 0 (see the formula above). */
  credit: number;
  /** The related priority that gave the half credit, with its answer and facts. */
  via?: Readonly<{ priority: string; status: CriterionStatus; facts: readonly UsedFact[] }>;
}>;

export type Explanation = Readonly<{
  lines: readonly CriterionLine[];
  /** Chosen priorities met on the partner's facts. */
  met: number;
  /** Chosen priorities with no data counted half through their related priority. */
  related: number;
  /** Number of chosen priorities (the divisor). */
  chosen: number;
  /** round(100 × (met + ½ × related) ÷ chosen). */
  score: number;
  /** The credit that rests only on checked or feed facts (orders equal scores). */
  confirmedCredit: number;
}>;

/** The score of an explanation's counts: the formula the page states. */
export function scoreOf(met: number, related: number, chosen: number): number {
  if (chosen === 0) return MIN_MATCH_SCORE;
  return Math.round((MAX_MATCH_SCORE * (met + MAPPED_CREDIT * related)) / chosen);
}

const allConfirmed = (facts: readonly UsedFact[]) => facts.length > 0 && facts.every((f) => isConfirmed(f.provenance));

/** Evaluates every chosen priority of the candidate's category and adds up the credits. */
export function explain(cand: Candidate, priorities: readonly string[], ctx: EvalContext): Explanation {
  const chosen = validPriorities(cand.category, priorities);
  const mappings = PRIORITY_MAPPINGS[cand.category] ?? {};
  let met = 0;
  let related = 0;
  let confirmedCredit = 0;
  const lines = chosen.map((priority): CriterionLine => {
    const own = evaluateCriterion(cand, priority, ctx);
    if (own.status === 'met') {
      met += 1;
      if (allConfirmed(own.facts)) confirmedCredit += 1;
      return { priority, status: own.status, facts: own.facts, credit: 1 };
    }
    const mapped = mappings[priority];
    if (own.status === 'unknown' && mapped) {
      const other = evaluateCriterion(cand, mapped, ctx);
      if (other.status === 'met') {
        related += 1;
        if (allConfirmed(other.facts)) confirmedCredit += MAPPED_CREDIT;
        return { priority, status: own.status, facts: own.facts, credit: MAPPED_CREDIT, via: { priority: mapped, ...other } };
      }
    }
    return { priority, status: own.status, facts: own.facts, credit: 0 };
  });
  return { lines, met, related, chosen: chosen.length, score: scoreOf(met, related, chosen.length), confirmedCredit };
}

/** The match score alone (0-100). */
export const matchScore = (cand: Candidate, priorities: readonly string[], ctx: EvalContext): number =>
  explain(cand, priorities, ctx).score;

/** What the record says about the visitor's country. */
export type AvailabilityState = 'available' | 'unknown';

export type RankedCandidate<C extends Candidate = Candidate> = Readonly<{
  candidate: C;
  explanation: Explanation;
  matchScore: number;
  availability: AvailabilityState;
  /** The record's entry for the country, when it has one. */
  availabilityFact?: AvailabilityFact;
}>;

export type Ranking<C extends Candidate = Candidate> = Readonly<{
  /** Best first (see rankCandidates). */
  ranked: readonly RankedCandidate<C>[];
  /** Partners recorded as not available in the country: never ranked, with the record's entry. */
  excluded: readonly Readonly<{ candidate: C; fact: AvailabilityFact }>[];
  /**
   * Whether the first of the ranking is a recommendation: recorded as available in the country and
   * meeting at least one priority. Otherwise it is only the best match on the facts, shown as such.
   */
  recommended: boolean;
}>;

export type RankInput = Readonly<{ category: RecCategory; priorities: readonly string[] } & EvalContext>;

const ratingOf = (c: Candidate) => c.rating ?? -1;

/**
 * Ranks every candidate of the category for a visitor. Partners the record says are not available in the
 * visitor's country are left out. The others are ordered by:
 * 1. recorded as available in the country, before every partner whose availability there is unknown
 *    (unknown is never ranked above a confirmed availability, whatever the scores; without a country
 *    every partner is unknown);
 * 2. match score, highest first;
 * 3. credit from checked or feed facts, highest first;
 * 4. rating, highest first, for the kinds the methodology rates (unrated last);
 * 5. name, alphabetically, then id.
 * The order of the priorities given never matters. No valid priority gives an empty ranking.
 */
export function rankCandidates<C extends Candidate>(candidates: readonly C[], input: RankInput): Ranking<C> {
  const chosen = validPriorities(input.category, input.priorities);
  const ctx: EvalContext = { country: input.country, ...(input.liveCosts ? { liveCosts: input.liveCosts } : {}) };
  const excluded: { candidate: C; fact: AvailabilityFact }[] = [];
  const rows: RankedCandidate<C>[] = [];
  if (chosen.length === 0) return { ranked: [], excluded, recommended: false };
  for (const candidate of candidatesOf(candidates, input.category)) {
    const a = availabilityIn(candidate.availability, input.country);
    if (a.state === 'not-available') {
      excluded.push({ candidate, fact: a.fact });
      continue;
    }
    const explanation = explain(candidate, chosen, ctx);
    rows.push({
      candidate,
      explanation,
      matchScore: explanation.score,
      availability: a.state,
      ...(a.state === 'available' ? { availabilityFact: a.fact } : {}),
    });
  }
  const tier = (r: RankedCandidate<C>) => (r.availability === 'available' ? 0 : 1);
  rows.sort(
    (a, b) =>
      tier(a) - tier(b) ||
      b.matchScore - a.matchScore ||
      b.explanation.confirmedCredit - a.explanation.confirmedCredit ||
      ratingOf(b.candidate) - ratingOf(a.candidate) ||
      a.candidate.name.localeCompare(b.candidate.name, 'en') ||
      (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
  );
  const top = rows[0];
  return { ranked: rows, excluded, recommended: top !== undefined && top.availability === 'available' && top.matchScore > 0 };
}

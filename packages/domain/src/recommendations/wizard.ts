import type { Candidate, RecCategory } from './catalogue.js';
import type { LiveCost } from './criteria.js';
import { rankCandidates, type RankedCandidate, type Ranking } from './match.js';

/** The wizard's analysis step runs 5 stages of 300 ms with progress 20, 40, 60, 80, 100 (messages in the `wizard` locale). */
export const WIZARD_STAGE_MS = 300;
export const WIZARD_STAGES = [
  { progress: 20, message: 'analyzing' },
  { progress: 40, message: 'scanning' },
  { progress: 60, message: 'evaluating' },
  { progress: 80, message: 'calculating' },
  { progress: 100, message: 'finalizing' },
] as const;

/** The result screen shows the best match and this many runner-ups. */
export const RUNNER_UPS = 2;

export type WizardResult<C extends Candidate = Candidate> = Readonly<{
  best: RankedCandidate<C>;
  runnerUps: readonly RankedCandidate<C>[];
  /** See Ranking.recommended: false when the best is only the best match on the facts. */
  recommended: boolean;
  /** How many candidates were ranked, and how many left out as not available in the country. */
  ranked: number;
  excluded: Ranking<C>['excluded'];
}>;

/**
 * The wizard's result: the first of the shared ranking (match.ts) and up to two runner-ups, for the
 * visitor's country (partners recorded as not available there are never among them). Null without a
 * valid priority or a candidate.
 */
export function wizardResult<C extends Candidate>(
  candidates: readonly C[],
  category: RecCategory,
  priorities: readonly string[],
  country: string | null,
  liveCosts?: ReadonlyMap<string, LiveCost>,
): WizardResult<C> | null {
  const r = rankCandidates(candidates, { category, priorities, country, ...(liveCosts ? { liveCosts } : {}) });
  const [best, ...rest] = r.ranked;
  if (!best) return null;
  return { best, runnerUps: rest.slice(0, RUNNER_UPS), recommended: r.recommended, ranked: r.ranked.length, excluded: r.excluded };
}

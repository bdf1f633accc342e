import { candidatesOf, strengths, validPriorities, type Candidate, type RecCategory } from './catalogue.js';

/** The wizard's analysis step runs 5 stages of 300 ms with progress 20, 40, 60, 80, 100 (messages in the `wizard` locale). */
export const WIZARD_STAGE_MS = 300;
export const WIZARD_STAGES = [
  { progress: 20, message: 'analyzing' },
  { progress: 40, message: 'scanning' },
  { progress: 60, message: 'evaluating' },
  { progress: 80, message: 'calculating' },
  { progress: 100, message: 'finalizing' },
] as const;

/** What a chosen priority the candidate is not strong on contributes to its match score. */
export const UNMATCHED_FIT = 60;
/** The result screen shows the best match and this many runner-ups. */
export const RUNNER_UPS = 2;

export type WizardMatch<C extends Candidate = Candidate> = Readonly<{
  candidate: C;
  /** 0-99: the mean, over the chosen priorities, of the record's match score (UNMATCHED_FIT where it has none). */
  matchScore: number;
  /** The chosen priorities it is strong on, strongest first. */
  matched: readonly string[];
  /** Its three strongest priorities. */
  highlights: readonly string[];
}>;

/**
 * Scores every candidate of the category (of `candidates`, in catalogue order) for the chosen priorities, starting from the match score of the
 * record where each priority was chosen. Best first; ties go to the higher rating, then to catalogue order.
 * No valid priority gives an empty list (the wizard needs at least one to continue).
 */
export function rankForWizard<C extends Candidate>(
  candidates: readonly C[],
  category: RecCategory,
  priorities: readonly string[],
): WizardMatch<C>[] {
  const chosen = validPriorities(category, priorities);
  if (chosen.length === 0) return [];
  return candidatesOf(candidates, category)
    .map((candidate, index) => {
      const total = chosen.reduce((sum, p) => sum + (candidate.fit[p] ?? UNMATCHED_FIT), 0);
      const matched = chosen
        .filter((p) => candidate.fit[p] !== undefined)
        .sort((a, b) => (candidate.fit[b] ?? 0) - (candidate.fit[a] ?? 0) || chosen.indexOf(a) - chosen.indexOf(b));
      return {
        index,
        match: { candidate, matchScore: Math.floor(total / chosen.length), matched, highlights: strengths(candidate) },
      };
    })
    .sort(
      (a, b) =>
        b.match.matchScore - a.match.matchScore || b.match.candidate.rating - a.match.candidate.rating || a.index - b.index,
    )
    .map((x) => x.match);
}

/** The wizard's result: the best match and up to two runner-ups. */
export function wizardResult<C extends Candidate>(
  candidates: readonly C[],
  category: RecCategory,
  priorities: readonly string[],
): { best: WizardMatch<C>; runnerUps: WizardMatch<C>[] } | null {
  const ranked = rankForWizard(candidates, category, priorities);
  if (ranked.length === 0) return null;
  return { best: ranked[0]!, runnerUps: ranked.slice(1, 1 + RUNNER_UPS) };
}

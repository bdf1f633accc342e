import { strengths, validPriorities, type Candidate, type RecCategory } from './catalogue.js';
import { rankByMatch } from './match.js';
import { availableOnly, partnerKey } from '../availability/availability.js';

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

export type WizardMatch<C extends Candidate = Candidate> = Readonly<{
  candidate: C;
  /** 0-100: the site's one match score (see match.ts); 100 when it meets every chosen priority. */
  matchScore: number;
  /** The chosen priorities it is strong on, strongest first. */
  matched: readonly string[];
  /** Its three strongest priorities. */
  highlights: readonly string[];
}>;

/**
 * Scores every candidate of the category (of `candidates`, in catalogue order) for the chosen priorities
 * with the shared match score; ties go to the stronger records for those priorities (the records' own
 * match scores, where the specification has the wizard start), then to the higher rating, then to
 * catalogue order. No valid priority gives an empty list (the wizard needs at least one to continue).
 */
export function rankForWizard<C extends Candidate>(
  candidates: readonly C[],
  category: RecCategory,
  priorities: readonly string[],
  unavailable: ReadonlySet<string> = new Set(),
): WizardMatch<C>[] {
  const chosen = validPriorities(category, priorities);
  if (chosen.length === 0) return [];
  const offered = availableOnly(candidates, (c) => partnerKey(c.type, c.id), unavailable);
  return rankByMatch(offered, category, chosen).map(({ candidate, matchScore }) => ({
    candidate,
    matchScore,
    matched: chosen
      .filter((p) => candidate.fit[p] !== undefined)
      .sort((a, b) => (candidate.fit[b] ?? 0) - (candidate.fit[a] ?? 0) || chosen.indexOf(a) - chosen.indexOf(b)),
    highlights: strengths(candidate),
  }));
}

/**
 * The wizard's result: the best match and up to two runner-ups. Partners in `unavailable` (recorded as not
 * available in the visitor's country) are never among them.
 */
export function wizardResult<C extends Candidate>(
  candidates: readonly C[],
  category: RecCategory,
  priorities: readonly string[],
  unavailable: ReadonlySet<string> = new Set(),
): { best: WizardMatch<C>; runnerUps: WizardMatch<C>[] } | null {
  const ranked = rankForWizard(candidates, category, priorities, unavailable);
  if (ranked.length === 0) return null;
  return { best: ranked[0]!, runnerUps: ranked.slice(1, 1 + RUNNER_UPS) };
}

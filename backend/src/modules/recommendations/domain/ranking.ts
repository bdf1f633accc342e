import { AppError } from '@coinatlas/domain/errors';
import { advise } from '@coinatlas/domain/recommendations/advisor';
import { PRIORITIES, type CandidateWithText, type RecCategory } from '@coinatlas/domain/recommendations/catalogue';
import { rankForWizard } from '@coinatlas/domain/recommendations/wizard';

export const RANKING_METHODS = ['wizard', 'advisor'] as const;
export type RankingMethod = (typeof RANKING_METHODS)[number];

/** One ranked partner as the API answers it. */
export type RankedPartner = {
  rank: number;
  type: CandidateWithText['type'];
  id: string;
  name: string;
  rating: number;
  matchScore: number;
  /** The chosen priorities it meets (the wizard: strongest first; the advisor: in the order chosen). */
  matched: string[];
  /** Its three strongest priorities. */
  highlights: string[];
  description: string;
  benefits: string[];
  /** Why it fits each priority it meets (the advisor counts a mapped strength: its text is that strength's). */
  reasons: { priority: string; text: string }[];
  offer?: string;
  /** Our tracked link to the partner. */
  link: string;
};

/**
 * Reads the comma-separated priorities of a request: each must be a priority of the category; repeats
 * count once; at least one is needed. Throws a 400 naming what is wrong.
 */
export function parsePriorities(category: RecCategory, raw: string): string[] {
  const list = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (list.length === 0) throw new AppError('BAD_REQUEST', 'priorities must name at least one priority');
  const allowed: readonly string[] = PRIORITIES[category];
  const unknown = list.filter((p) => !allowed.includes(p));
  if (unknown.length > 0)
    throw new AppError(
      'BAD_REQUEST',
      `Unknown priority ${unknown.map((p) => `'${p}'`).join(', ')} for the category '${category}'. Known priorities: ${allowed.join(', ')}.`,
    );
  return list.filter((p, i) => list.indexOf(p) === i);
}

const why = (c: CandidateWithText, priorities: readonly string[]) =>
  priorities.flatMap((p) => (c.why[p] !== undefined ? [{ priority: p, text: c.why[p]! }] : []));

const view = (
  c: CandidateWithText,
  rank: number,
  matchScore: number,
  matched: readonly string[],
  reasonsFrom: readonly string[],
  highlights: readonly string[],
): RankedPartner => ({
  rank,
  type: c.type,
  id: c.id,
  name: c.name,
  rating: c.rating,
  matchScore,
  matched: [...matched],
  highlights: [...highlights],
  description: c.description,
  benefits: [...c.benefits],
  reasons: why(c, reasonsFrom),
  ...(c.offer !== undefined ? { offer: c.offer } : {}),
  link: `/go/${c.type}/${encodeURIComponent(c.id)}`,
});

/**
 * Ranks the candidates for a visitor with the very functions the site's wizard and advisor run: the
 * wizard ranks every candidate of the category (best first), the advisor names its one pick (the wizard's
 * first). Both carry the one shared match score (`@coinatlas/domain/recommendations/match`), so the API, the
 * wizard and the advisor give a partner the same percentage for the same choice.
 */
export function rankPartners(
  candidates: readonly CandidateWithText[],
  method: RankingMethod,
  category: RecCategory,
  priorities: readonly string[],
): RankedPartner[] {
  if (method === 'advisor') {
    const r = advise(candidates, category, priorities);
    return [view(r.candidate, 1, r.matchScore, r.matched, r.matchedStrengths, r.highlights)];
  }
  return rankForWizard(candidates, category, priorities).map((m, i) => view(m.candidate, i + 1, m.matchScore, m.matched, m.matched, m.highlights));
}

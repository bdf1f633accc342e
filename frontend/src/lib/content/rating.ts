/** A rating as a record holds it: the overall figure and the sub-scores it is made from (null: none published). */
export type RecordRating = Readonly<{ overall: number; breakdown: Readonly<Record<string, number>> | null }>;
/** A rating the site may show: one whose breakdown is published (at least one sub-score). */
export type ShownRating = Readonly<{ overall: number; breakdown: Readonly<Record<string, number>> }>;

/**
 * The rating a page may show, or undefined. A rating is shown only with the breakdown it is made from: an
 * overall figure alone is a claim nobody can check, so it appears nowhere (no stars, no score, no structured
 * data, no order by it) until its breakdown is published.
 */
export function shownRating(rating: RecordRating | null | undefined): ShownRating | undefined {
  if (!rating?.breakdown || Object.keys(rating.breakdown).length === 0) return undefined;
  return { overall: rating.overall, breakdown: rating.breakdown };
}

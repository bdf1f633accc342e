import { REC_CATEGORIES, type RecCategory } from '@coinatlas/domain/recommendations/catalogue';
import type { CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';
import { forVisitors } from './eligibility.js';
import type { ContentLanguage, PartnerFile } from './schema.js';

type RecText = { description: string; benefits: string[]; why: Record<string, string> };
type OfferText = { summary?: Record<ContentLanguage, string> };

/**
 * The recommendation candidates of the wizard and the advisor, built from the partner records: one per
 * `recommendations` entry, with the partner's one rating, that entry's fit scores and texts in `lang`, and
 * the plain-words summary of its first offer that has one. Catalogue order: category (in the wizard's
 * order), then the entry's `order`. Partners that may not be promoted (see eligibility.ts) are never
 * candidates.
 */
export function buildCandidates(partners: readonly PartnerFile[], lang: ContentLanguage): CandidateWithText[] {
  const rank = (c: RecCategory) => REC_CATEGORIES.indexOf(c);
  return partners
    .map(forVisitors)
    .flatMap((p) =>
      (p.recommendations ?? []).map((r): CandidateWithText => {
        const text = (r.text as Record<ContentLanguage, RecText>)[lang];
        const offer = (p.offers ?? []).map((o) => (o as OfferText).summary?.[lang]).find((x) => x !== undefined);
        return {
          category: r.category,
          type: p.type,
          id: p.id,
          name: p.name,
          order: r.order,
          rating: p.rating?.overall ?? 0,
          fit: r.fit,
          description: text.description,
          benefits: text.benefits,
          why: text.why,
          ...(offer !== undefined ? { offer } : {}),
        };
      }),
    )
    .sort((a, b) => rank(a.category) - rank(b.category) || a.order - b.order);
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';

export type CandidateView = Readonly<{
  candidate: CandidateWithText;
  name: string;
  description: string;
  /** Why-texts of the priorities it matched; empty when it matched none. */
  why: string[];
  /** Why-texts of its own strengths, for when it matched none of the visitor's priorities. */
  strengthsWhy: string[];
  benefits: string[];
  highlights: string[];
  offer: string | undefined;
}>;

/**
 * Puts together what a result card shows: the candidate's own texts (from its partner record, in the
 * page's language) and the priority labels (page chrome, from the locale files).
 */
export function useCandidateView() {
  const { t } = useTranslation('recommendations');
  return useCallback(
    (candidate: CandidateWithText, matched: readonly string[], highlights: readonly string[]): CandidateView => {
      const why = (ps: readonly string[]) => ps.flatMap((p) => (candidate.why[p] !== undefined ? [candidate.why[p]] : []));
      return {
        candidate,
        name: candidate.name,
        description: candidate.description,
        why: why(matched),
        strengthsWhy: why(highlights.slice(0, 2)),
        benefits: [...candidate.benefits],
        highlights: highlights.map((p) => t(`priorities.${candidate.category}.${p}.label`)),
        offer: candidate.offer,
      };
    },
    [t],
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hasOffer, type Candidate } from '@coinatlas/domain/recommendations/catalogue';
import { findPartner } from '@coinatlas/domain/partners/registry';

export type CandidateView = Readonly<{
  candidate: Candidate;
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

/** Puts together the translated texts of a candidate (names come from the partner registry). */
export function useCandidateView() {
  const { t } = useTranslation('recommendations');
  return useCallback(
    (candidate: Candidate, matched: readonly string[], highlights: readonly string[]): CandidateView => {
      const base = `candidates.${candidate.category}.${candidate.id}`;
      const why = (p: string) => t(`${base}.why.${p}`);
      return {
        candidate,
        name: findPartner(candidate.type, candidate.id)?.name ?? candidate.id,
        description: t(`${base}.description`),
        why: matched.map(why),
        strengthsWhy: highlights.slice(0, 2).map(why),
        benefits: t(`${base}.benefits`, { returnObjects: true }) as string[],
        highlights: highlights.map((p) => t(`priorities.${candidate.category}.${p}.label`)),
        offer: hasOffer(candidate) ? t(`offers.${candidate.type}.${candidate.id}`) : undefined,
      };
    },
    [t],
  );
}

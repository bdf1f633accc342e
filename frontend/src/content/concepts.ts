/**
 * The /concepts explainers: structure only (category, complexity, which sections and of what type).
 * Titles, short descriptions, tags and section text are prose in the `concepts` locale namespace under
 * items.{id}; section text uses the small markup of features/catalogue/concepts/markup.tsx.
 */
export const CONCEPTS_LAST_UPDATED = '2026-11-22';

export const CONCEPT_CATEGORIES = ['core-technology', 'applications', 'economics', 'security'] as const;
export type ConceptCategory = (typeof CONCEPT_CATEGORIES)[number];

export const COMPLEXITIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

export const SECTION_TYPES = ['text', 'code', 'warning', 'tip'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export type ConceptSection = Readonly<{ id: string; type: SectionType }>;
export type Concept = Readonly<{
  id: string;
  category: ConceptCategory;
  complexity: Complexity;
  sections: readonly ConceptSection[];
}>;

const s = (id: string, type: SectionType = 'text'): ConceptSection => ({ id, type });

export const CONCEPTS: readonly Concept[] = [
  {
    id: 'blockchain',
    category: 'core-technology',
    complexity: 'beginner',
    sections: [s('what'), s('blocks', 'code'), s('immutability'), s('types'), s('limits', 'warning'), s('explorer', 'tip')],
  },
  {
    id: 'smart-contracts',
    category: 'core-technology',
    complexity: 'intermediate',
    sections: [s('what'), s('example', 'code'), s('uses'), s('risks', 'warning'), s('approvals', 'tip')],
  },
  {
    id: 'consensus-mechanisms',
    category: 'core-technology',
    complexity: 'advanced',
    sections: [s('problem'), s('pow'), s('mining', 'code'), s('pos'), s('finality', 'tip'), s('attacks', 'warning')],
  },
  {
    id: 'defi',
    category: 'applications',
    complexity: 'intermediate',
    sections: [s('what'), s('building-blocks'), s('amm', 'code'), s('risks', 'warning'), s('start', 'tip')],
  },
  {
    id: 'tokenomics',
    category: 'economics',
    complexity: 'intermediate',
    sections: [s('what'), s('supply'), s('fdv', 'code'), s('distribution'), s('red-flags', 'warning'), s('research', 'tip')],
  },
  {
    id: 'self-custody',
    category: 'security',
    complexity: 'beginner',
    sections: [s('keys'), s('seed'), s('paths', 'code'), s('hot-cold'), s('never-share', 'warning'), s('backup', 'tip')],
  },
];

/** The five questions of the page's FAQ (spec: blockchain, DeFi, smart contracts, staking, NFTs). */
export const FAQ_IDS = ['blockchain', 'defi', 'smart-contracts', 'staking', 'nfts'] as const;

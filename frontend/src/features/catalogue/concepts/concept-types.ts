import type { ContentConcept } from '@/lib/api/content-queries';

/** A concept explainer as its content record describes it (texts in the reader's language). */
export type Concept = ContentConcept;
export type ConceptCategory = Concept['category'];
export type Complexity = Concept['complexity'];
export type SectionType = Concept['sections'][number]['type'];

/** The filter options, in the order the selects show them. */
export const CONCEPT_CATEGORIES: readonly ConceptCategory[] = ['core-technology', 'applications', 'economics', 'security'];
export const COMPLEXITIES: readonly Complexity[] = ['beginner', 'intermediate', 'advanced'];

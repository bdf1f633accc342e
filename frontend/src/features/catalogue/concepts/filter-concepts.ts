import type { Complexity, Concept, ConceptCategory } from './concept-types';

export type ConceptFilter = { query: string; category: ConceptCategory | 'all'; complexity: Complexity | 'all' };
export const NO_CONCEPT_FILTER: ConceptFilter = { query: '', category: 'all', complexity: 'all' };

/** What the filter reads of a concept: category, complexity and its title, short description and tags. */
type Filterable = Pick<Concept, 'category' | 'complexity'> & {
  text: { title: string; shortDescription: string; tags: readonly string[] };
};

/** A case-insensitive substring of the title, short description or any tag; all three filters combine. */
export function filterConcepts<C extends Filterable>(concepts: readonly C[], filter: ConceptFilter): C[] {
  const q = filter.query.trim().toLowerCase();
  return concepts.filter((c) => {
    if (filter.category !== 'all' && c.category !== filter.category) return false;
    if (filter.complexity !== 'all' && c.complexity !== filter.complexity) return false;
    if (!q) return true;
    const { title, shortDescription, tags } = c.text;
    return [title, shortDescription, ...tags].some((s) => s.toLowerCase().includes(q));
  });
}

/** Badge colours: beginner green, intermediate blue, advanced purple. */
export const COMPLEXITY_BADGE: Record<Complexity, string> = {
  beginner: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  intermediate: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  advanced: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
};

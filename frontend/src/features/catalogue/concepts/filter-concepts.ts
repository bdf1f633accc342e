import type { Complexity, Concept, ConceptCategory } from '@/content/concepts';

export type ConceptFilter = { query: string; category: ConceptCategory | 'all'; complexity: Complexity | 'all' };
export const NO_CONCEPT_FILTER: ConceptFilter = { query: '', category: 'all', complexity: 'all' };

export type ConceptText = (c: Concept) => { title: string; shortDescription: string; tags: readonly string[] };

/** Spec: case-insensitive substring of the title, short description or any tag; all three filters combine. */
export function filterConcepts(concepts: readonly Concept[], filter: ConceptFilter, text: ConceptText): Concept[] {
  const q = filter.query.trim().toLowerCase();
  return concepts.filter((c) => {
    if (filter.category !== 'all' && c.category !== filter.category) return false;
    if (filter.complexity !== 'all' && c.complexity !== filter.complexity) return false;
    if (!q) return true;
    const { title, shortDescription, tags } = text(c);
    return [title, shortDescription, ...tags].some((s) => s.toLowerCase().includes(q));
  });
}

/** Badge colours: beginner green, intermediate blue, advanced purple (spec). */
export const COMPLEXITY_BADGE: Record<Complexity, string> = {
  beginner: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  intermediate: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  advanced: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
};

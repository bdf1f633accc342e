import { describe, expect, it } from 'vitest';
import { CONCEPTS, type Concept } from '@/content/concepts';
import en from '@/i18n/locales/en/concepts.json';
import { NO_CONCEPT_FILTER, filterConcepts, type ConceptFilter } from './filter-concepts';

const items = en.items as Record<string, { title: string; shortDescription: string; tags: string[] }>;
const text = (c: Concept) => items[c.id]!;
const ids = (f: Partial<ConceptFilter>) => filterConcepts(CONCEPTS, { ...NO_CONCEPT_FILTER, ...f }, text).map((c) => c.id);

describe('filterConcepts', () => {
  it('shows everything by default', () => {
    expect(ids({})).toHaveLength(6);
  });

  it('searches title, short description and tags, case-insensitively', () => {
    expect(ids({ query: 'TOKENOMICS' })).toEqual(['tokenomics']); // title
    expect(ids({ query: 'middleman' })).toEqual(['smart-contracts']); // short description
    expect(ids({ query: 'solidity' })).toEqual(['smart-contracts']); // tag
    expect(ids({ query: 'seed phrase' })).toEqual(['self-custody']); // tag
  });

  it('filters by category and complexity, combined with search', () => {
    expect(ids({ category: 'core-technology' })).toEqual(['blockchain', 'smart-contracts', 'consensus-mechanisms']);
    expect(ids({ complexity: 'beginner' })).toEqual(['blockchain', 'self-custody']);
    expect(ids({ category: 'core-technology', complexity: 'advanced' })).toEqual(['consensus-mechanisms']);
    expect(ids({ category: 'economics', query: 'blockchain' })).toEqual([]);
  });
});

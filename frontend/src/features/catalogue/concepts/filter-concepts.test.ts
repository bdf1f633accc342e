import { describe, expect, it } from 'vitest';
import type { Complexity, ConceptCategory } from './concept-types';
import { NO_CONCEPT_FILTER, filterConcepts, type ConceptFilter } from './filter-concepts';

const concept = (
  id: string,
  category: ConceptCategory,
  complexity: Complexity,
  title: string,
  shortDescription: string,
  tags: string[],
) => ({
  id,
  category,
  complexity,
  text: { title, shortDescription, tags },
});
const CONCEPTS = [
  concept('ledger', 'core-technology', 'beginner', 'Ledgers', 'A shared record of transfers.', ['Blocks']),
  concept('contracts', 'core-technology', 'advanced', 'Contracts', 'Code that runs without a middleman.', ['Solidity']),
  concept('supply', 'economics', 'intermediate', 'Token Supply', 'How many coins there will be.', ['Inflation']),
  concept('keys', 'security', 'beginner', 'Your Keys', 'Holding coins yourself.', ['Seed phrase']),
];
const ids = (f: Partial<ConceptFilter>) => filterConcepts(CONCEPTS, { ...NO_CONCEPT_FILTER, ...f }).map((c) => c.id);

describe('filterConcepts', () => {
  it('shows everything by default', () => {
    expect(ids({})).toEqual(['ledger', 'contracts', 'supply', 'keys']);
  });

  it('searches title, short description and tags, case-insensitively', () => {
    expect(ids({ query: 'TOKEN SUPPLY' })).toEqual(['supply']); // title
    expect(ids({ query: 'middleman' })).toEqual(['contracts']); // short description
    expect(ids({ query: 'solidity' })).toEqual(['contracts']); // tag
    expect(ids({ query: 'seed phrase' })).toEqual(['keys']); // tag
  });

  it('filters by category and complexity, combined with search', () => {
    expect(ids({ category: 'core-technology' })).toEqual(['ledger', 'contracts']);
    expect(ids({ complexity: 'beginner' })).toEqual(['ledger', 'keys']);
    expect(ids({ category: 'core-technology', complexity: 'advanced' })).toEqual(['contracts']);
    expect(ids({ category: 'economics', query: 'seed' })).toEqual([]);
  });
});

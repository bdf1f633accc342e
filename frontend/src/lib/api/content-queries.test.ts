import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contentKeys, contentLanguage, contentQueries, latestUpdated } from './content-queries';
import { keysReachedBy } from './testing/key-hierarchy';

describe('content query keys', () => {
  const lists = [contentKeys.partners('trading_bot', 'en'), contentKeys.partners('trading_bot', 'de'), contentKeys.partners('tool', 'en')];
  const details = [contentKeys.partner('tool', 'glassnode', 'en'), contentKeys.partner('tool', 'glassnode', 'pt')];
  const reviews = [contentKeys.review('tool', 'glassnode', 'en')];
  const others = [contentKeys.concepts('en'), contentKeys.guide('es')];
  const every = [...lists, ...details, ...reviews, ...others];

  it('every key starts with the content root', () => {
    for (const key of every) expect(partialMatchKey(key, contentKeys.all)).toBe(true);
  });

  it('keeps languages, types and resources apart', async () => {
    expect(await keysReachedBy(contentKeys.partners('trading_bot', 'en'), every)).toEqual([lists[0]]);
    expect(await keysReachedBy(contentKeys.partnerLists(), every)).toEqual(lists);
    expect(await keysReachedBy(contentKeys.partnerDetails(), every)).toEqual(details);
    expect(await keysReachedBy(contentKeys.reviews(), every)).toEqual(reviews);
    expect(await keysReachedBy(contentKeys.all, every)).toEqual(every);
  });

  it('query options carry the factory keys', () => {
    expect(contentQueries.partners('wallet', 'de').queryKey).toEqual(contentKeys.partners('wallet', 'de'));
    expect(contentQueries.review('payment_card', 'nexo-card', 'es').queryKey).toEqual(
      contentKeys.review('payment_card', 'nexo-card', 'es'),
    );
    expect(contentQueries.concepts('pt').queryKey).toEqual(contentKeys.concepts('pt'));
    expect(contentQueries.guide('en').queryKey).toEqual(contentKeys.guide('en'));
  });
});

describe('contentLanguage', () => {
  it('reads a supported language with or without region, anything else as English', () => {
    expect(contentLanguage('de')).toBe('de');
    expect(contentLanguage('pt-BR')).toBe('pt');
    expect(contentLanguage('fr')).toBe('en');
    expect(contentLanguage(undefined)).toBe('en');
  });
});

describe('latestUpdated', () => {
  it('is the latest ISO date of the records, undefined without records', () => {
    expect(latestUpdated([{ updated: '2026-01-05' }, { updated: '2026-11-22' }, { updated: '2025-12-31' }])).toBe('2026-11-22');
    expect(latestUpdated([])).toBeUndefined();
    expect(latestUpdated(undefined)).toBeUndefined();
  });
});

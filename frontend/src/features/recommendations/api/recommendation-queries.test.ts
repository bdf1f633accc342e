import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/i18n/languages';
import { keysReachedBy } from '@/lib/api/testing/key-hierarchy';
import { recommendationKeys, recommendationQueries } from './recommendation-queries';

describe('recommendation query keys', () => {
  const keys = LANGUAGE_CODES.map((lang) => recommendationKeys.candidates(lang));

  it('every language starts with the recommendations root', () => {
    for (const key of keys) expect(partialMatchKey(key, recommendationKeys.all)).toBe(true);
  });

  it('invalidating the root reaches every language; one language reaches only itself', async () => {
    expect(await keysReachedBy(recommendationKeys.all, keys)).toEqual(keys);
    expect(await keysReachedBy(recommendationKeys.candidates('de'), keys)).toEqual([recommendationKeys.candidates('de')]);
  });

  it('query options carry the factory keys', () => {
    for (const lang of LANGUAGE_CODES) expect(recommendationQueries.candidates(lang).queryKey).toEqual(recommendationKeys.candidates(lang));
  });
});

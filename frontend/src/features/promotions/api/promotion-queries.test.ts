import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PROMOTION_LANGUAGES } from '@coinatlas/domain/promotions/promotion';
import { keysReachedBy } from '@/lib/api/testing/key-hierarchy';
import { promotionKeys, promotionQueries } from './promotion-queries';

describe('promotion query keys', () => {
  const lists = PROMOTION_LANGUAGES.map((lang) => promotionKeys.list(lang));

  it('every language list starts with the promotions root', () => {
    for (const key of lists) expect(partialMatchKey(key, promotionKeys.all)).toBe(true);
  });

  it('invalidating the root reaches every language; one language reaches only itself', async () => {
    expect(await keysReachedBy(promotionKeys.all, lists)).toEqual(lists);
    const [first] = PROMOTION_LANGUAGES;
    expect(await keysReachedBy(promotionKeys.list(first), lists)).toEqual([promotionKeys.list(first)]);
  });

  it('query options carry the factory keys', () => {
    for (const lang of PROMOTION_LANGUAGES) expect(promotionQueries.list(lang).queryKey).toEqual(promotionKeys.list(lang));
  });
});

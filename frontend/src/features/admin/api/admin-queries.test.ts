import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { referralCodeKeys } from '@/lib/api/referral-code-queries';
import { keysReachedBy } from '@/lib/api/testing/key-hierarchy';
import { adminKeys, adminQueries } from './admin-queries';

describe('admin query keys', () => {
  const keys = [adminKeys.session(), adminKeys.referralClicks(30), adminKeys.referralClicks(7)];

  it('all start with the admin root', () => {
    for (const key of keys) expect(partialMatchKey(key, adminKeys.all)).toBe(true);
  });

  it('invalidating the root reaches every admin query but not the referral codes', async () => {
    expect(await keysReachedBy(adminKeys.all, [...keys, referralCodeKeys.withInactive()])).toEqual(keys);
  });

  it('refreshing the session leaves the click totals alone', async () => {
    expect(await keysReachedBy(adminKeys.session(), keys)).toEqual([adminKeys.session()]);
  });

  it('query options carry the factory keys', () => {
    expect(adminQueries.session().queryKey).toEqual(adminKeys.session());
    expect(adminQueries.referralClicks(14).queryKey).toEqual(adminKeys.referralClicks(14));
  });
});

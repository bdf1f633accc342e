import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { regionKeys, regionQueries } from './region-queries';
import { referralCodeKeys, referralCodeQueries } from './referral-code-queries';
import { siteConfigKeys, siteConfigQueries } from './site-config-queries';
import { keysReachedBy } from './testing/key-hierarchy';

const referralKeys = [
  referralCodeKeys.lists(),
  referralCodeKeys.active(),
  referralCodeKeys.withInactive(),
  referralCodeKeys.byType('exchange'),
  referralCodeKeys.byType('wallet'),
];
const otherKeys = [siteConfigKeys.current(), regionKeys.detected()];

describe('query keys of the shared resources', () => {
  it('start with the resource name, so each root is a prefix of every key under it', () => {
    for (const key of referralKeys) expect(partialMatchKey(key, referralCodeKeys.all)).toBe(true);
    expect(partialMatchKey(siteConfigKeys.current(), siteConfigKeys.all)).toBe(true);
    expect(partialMatchKey(regionKeys.detected(), regionKeys.all)).toBe(true);
    expect([referralCodeKeys.all[0], siteConfigKeys.all[0], regionKeys.all[0]]).toEqual(['referral-codes', 'site-config', 'region']);
  });

  it('invalidating the referral-code root reaches the visitor list, the admin list and every per-type list, and nothing else', async () => {
    const reached = await keysReachedBy(referralCodeKeys.all, [...referralKeys, ...otherKeys]);
    expect(reached).toEqual(referralKeys);
  });

  it('keeps sibling keys apart: invalidating the admin list leaves what visitors see cached', async () => {
    const reached = await keysReachedBy(referralCodeKeys.withInactive(), referralKeys);
    expect(reached).toEqual([referralCodeKeys.withInactive()]);
  });

  it('gives each partner type its own key', () => {
    expect(partialMatchKey(referralCodeKeys.byType('exchange'), referralCodeKeys.byType('wallet'))).toBe(false);
  });
});

describe('query-option factories of the shared resources', () => {
  // Route loaders will call these outside React: they must be plain objects built without hooks.
  it('are plain option objects keyed by their key factory', () => {
    expect(referralCodeQueries.active().queryKey).toEqual(referralCodeKeys.active());
    expect(referralCodeQueries.withInactive().queryKey).toEqual(referralCodeKeys.withInactive());
    expect(referralCodeQueries.byType('trading_bot').queryKey).toEqual(referralCodeKeys.byType('trading_bot'));
    expect(siteConfigQueries.current().queryKey).toEqual(siteConfigKeys.current());
    expect(regionQueries.detected().queryKey).toEqual(regionKeys.detected());
    for (const options of [referralCodeQueries.active(), siteConfigQueries.current(), regionQueries.detected()]) {
      expect(typeof options.queryFn).toBe('function');
    }
  });
});

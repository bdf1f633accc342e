import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { marketKeys, marketQueries, settledTrend } from './market-queries';

describe('market query', () => {
  it('its key starts with the market root', () => {
    expect(partialMatchKey(marketQueries.trend().queryKey, marketKeys.all)).toBe(true);
  });

  it('gives the server trend when the call succeeded, stable when it failed, nothing while pending', () => {
    expect(settledTrend({ status: 'success', data: { trend: 'bull' } })).toBe('bull');
    expect(settledTrend({ status: 'success', data: { trend: 'bear' } })).toBe('bear');
    expect(settledTrend({ status: 'error' })).toBe('stable');
    expect(settledTrend({ status: 'pending' })).toBeUndefined();
  });
});

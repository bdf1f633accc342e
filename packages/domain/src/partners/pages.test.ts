import { describe, expect, it } from 'vitest';
import { PARTNER_TYPES } from './partner.js';
import { partnerOfPath, partnerPageIndexable, partnerPath, partnerTypeOfFolder } from './pages.js';
import { matchRoute } from '../routes/manifest.js';

describe('partner pages', () => {
  it('every partner type has a page path the route manifest knows, and the path names the partner back', () => {
    for (const type of PARTNER_TYPES) {
      const path = partnerPath(type, 'some-id');
      expect(matchRoute(path), path).toMatchObject({ entry: { page: 'partner' }, id: 'some-id' });
      expect(partnerOfPath(path)).toEqual({ type, id: 'some-id' });
    }
    expect(partnerPath('trading_bot', 'cryptohopper')).toBe('/trading-bots/cryptohopper');
    expect(partnerTypeOfFolder('payment-cards')).toBe('payment_card');
    expect(partnerTypeOfFolder('blog')).toBeUndefined();
    expect(partnerOfPath('/blog/x')).toBeUndefined();
  });

  it('a facts-only partner’s page is indexed only when a written review makes it more than its facts', () => {
    expect(partnerPageIndexable({ promotable: true, hasReview: false })).toBe(true);
    expect(partnerPageIndexable({ promotable: false, hasReview: true })).toBe(true);
    expect(partnerPageIndexable({ promotable: false, hasReview: false })).toBe(false);
  });
});

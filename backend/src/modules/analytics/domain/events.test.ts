import { describe, expect, it } from 'vitest';
import { EVENT_NAME_PATTERN, normaliseEvent } from './events.js';

const now = new Date('2026-11-22T12:00:00Z');

describe('analytics events', () => {
  it('accepts the site’s event names, visit_{category} and other snake_case names, nothing else', () => {
    const re = new RegExp(EVENT_NAME_PATTERN);
    for (const ok of [
      'page_view',
      'open_review',
      'visit_app_link',
      'copy_referral_code',
      'open_qr_code',
      'view_bot_review',
      'visit_exchange',
      'visit_trading_bot',
      'wizard_result',
    ])
      expect(re.test(ok), ok).toBe(true);
    for (const bad of ['', 'visit_', '_x', 'visit_Exchange', 'drop table', 'a;b', 'x__y']) expect(re.test(bad), bad).toBe(false);
  });

  it('drops the query and hash from the path', () => {
    expect(normaliseEvent({ name: 'page_view', path: '/unsubscribe?token=secret#x' }, now).path).toBe('/unsubscribe');
    expect(normaliseEvent({ name: 'page_view', path: '?q=1' }, now).path).toBe('/');
  });

  it('keeps a plausible client time and replaces an absurd one with the arrival time', () => {
    expect(normaliseEvent({ name: 'page_view', path: '/', time: '2026-11-22T11:59:00Z' }, now).occurredAt.toISOString()).toBe(
      '2026-11-22T11:59:00.000Z',
    );
    expect(normaliseEvent({ name: 'page_view', path: '/', time: '1999-01-01T00:00:00Z' }, now).occurredAt).toEqual(now);
    expect(normaliseEvent({ name: 'page_view', path: '/', time: 'not a date' }, now).occurredAt).toEqual(now);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionPolicies } from '../../backend/src/modules/retention/domain/policies.js';
import { createRetentionService } from '../../backend/src/modules/retention/service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('retention: what the privacy page promises', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('deletes analytics after 395 days, contact messages after 24 months, unsubscribed addresses after 30 days', async () => {
    const now = Date.now();
    const db = t.infra.db;
    await db('analytics_events').insert([
      { name: 'page_view', path: '/old', occurred_at: new Date(now - 400 * DAY) },
      { name: 'page_view', path: '/recent', occurred_at: new Date(now - 300 * DAY) },
    ]);
    const msg = (days: number, subject: string) => ({
      id: randomUUID(),
      name: 'A',
      email: 'a@example.com',
      subject,
      message: 'A message long enough.',
      created_at: new Date(now - days * DAY),
    });
    await db('contact_messages').insert([msg(800, 'old'), msg(100, 'recent')]);
    const sub = (email: string, unsubscribedDaysAgo: number | null) => ({
      id: randomUUID(),
      email,
      token_hash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      subscribed_at: new Date(now - 100 * DAY),
      unsubscribed_at: unsubscribedDaysAgo === null ? null : new Date(now - unsubscribedDaysAgo * DAY),
    });
    await db('newsletter_subscribers').insert([sub('gone@example.com', 31), sub('left@example.com', 5), sub('stays@example.com', null)]);

    const service = createRetentionService({ db, now: () => now, policies: retentionPolicies({ analyticsDays: 395 }) });
    expect(await service.purge()).toEqual({ analytics_events: 1, contact_messages: 1, newsletter_subscribers: 1 });
    expect(await db('analytics_events').pluck('path')).toEqual(['/recent']);
    expect(await db('contact_messages').pluck('subject')).toEqual(['recent']);
    expect((await db('newsletter_subscribers').pluck('email')).sort()).toEqual(['left@example.com', 'stays@example.com']);
  });
});

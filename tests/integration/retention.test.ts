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
      confirmed_at: new Date(now - 100 * DAY),
      unsubscribed_at: unsubscribedDaysAgo === null ? null : new Date(now - unsubscribedDaysAgo * DAY),
    });
    await db('newsletter_subscribers').insert([sub('gone@example.com', 31), sub('left@example.com', 5), sub('stays@example.com', null)]);

    const service = createRetentionService({ db, now: () => now, policies: retentionPolicies({ analyticsDays: 395 }) });
    expect(await service.purge()).toEqual({
      analytics_events: 1,
      contact_messages: 1,
      newsletter_subscribers: 1,
      'newsletter_subscribers (confirmed_at unset)': 0,
    });
    expect(await db('analytics_events').pluck('path')).toEqual(['/recent']);
    expect(await db('contact_messages').pluck('subject')).toEqual(['recent']);
    expect((await db('newsletter_subscribers').pluck('email')).sort()).toEqual(['left@example.com', 'stays@example.com']);
  });

  it('deletes sign-ups left unconfirmed for 7 days (with their queued emails), never confirmed ones', async () => {
    let clock = Date.UTC(2026, 10, 1, 9, 0, 0);
    const app = await createTestApp({ deps: { now: () => clock }, env: { NEWSLETTER_SEND_INTERVAL_MS: '3600000' } });
    try {
      const subscribe = (email: string) => app.app.inject({ method: 'POST', url: '/api/subscribers', payload: { email, lang: 'de' } });
      expect((await subscribe('late@example.com')).statusCode).toBe(201);
      expect((await subscribe('keen@example.com')).statusCode).toBe(201);
      const db = app.infra.db;
      await db('newsletter_subscribers')
        .where({ email: 'keen@example.com' })
        .update({ confirmed_at: new Date(clock + DAY) });
      const purge = createRetentionService({ db, now: () => clock, policies: retentionPolicies({ analyticsDays: 395 }) });

      clock += 7 * DAY - 60_000; // a minute short of 7 days: both stay
      expect((await purge.purge())['newsletter_subscribers (confirmed_at unset)']).toBe(0);
      clock += 2 * 60_000;
      expect((await purge.purge())['newsletter_subscribers (confirmed_at unset)']).toBe(1);
      expect(await db('newsletter_subscribers').pluck('email')).toEqual(['keen@example.com']);
      const keen = await db('newsletter_subscribers').where({ email: 'keen@example.com' }).first();
      expect(await db('newsletter_outbox').pluck('subscriber_id')).toEqual([keen.id]);
    } finally {
      await app.close();
    }
  });
});

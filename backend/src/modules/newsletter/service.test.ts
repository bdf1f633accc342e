import { describe, expect, it } from 'vitest';
import { createMemoryAttemptLimiter } from '../../platform/rate-limit/attempt-limiter.js';
import { createMemorySubscriberRepository } from './adapters/memory-subscriber-repository.js';
import { createNewsletterService, TooManyAttemptsError } from './service.js';

function setup(max = 5) {
  let seq = 0;
  let clock = Date.UTC(2026, 10, 22, 10, 0, 0);
  const repo = createMemorySubscriberRepository();
  const service = createNewsletterService({
    repo,
    limiter: createMemoryAttemptLimiter({ max, windowMs: 600_000, now: () => clock }),
    now: () => clock,
    newId: () => `id-${++seq}`,
    newToken: () => ({ token: `token-${seq}`, hash: `hash:token-${seq}` }),
    hashToken: (t) => `hash:${t}`,
    attemptKey: (k) => k,
  });
  return { service, repo, tick: (ms: number) => (clock += ms) };
}

describe('newsletter service', () => {
  it('subscribes, refuses a duplicate in any case, unsubscribes and resubscribes', async () => {
    const { service } = setup();
    const a = await service.subscribe({ email: ' Jo@Example.com ', ip: '1' });
    expect(a.subscriber).toEqual({ id: 'id-1', email: 'Jo@example.com', subscribedAt: '2026-11-22T10:00:00.000Z' });
    expect(a.outcome).toBe('created');
    expect(a.masked).toBe('J***@example.com');
    await expect(service.subscribe({ email: 'jo@EXAMPLE.com', ip: '1' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This email is already subscribed',
    });
    expect(await service.unsubscribe(a.unsubscribeToken)).toEqual({
      email: 'J***@example.com',
      unsubscribedAt: '2026-11-22T10:00:00.000Z',
    });
    const b = await service.subscribe({ email: 'jo@example.com', ip: '1' });
    expect(b.outcome).toBe('resubscribed');
    expect(b.subscriber.id).toBe('id-1');
  });

  it('rejects an invalid address before counting or storing anything', async () => {
    const { service, repo } = setup(1);
    await expect(service.subscribe({ email: 'nope', ip: '1' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid email address',
    });
    expect(repo.rows()).toHaveLength(0);
    await service.subscribe({ email: 'ok@example.com', ip: '1' });
  });

  it('limits per address and IP, with the time left until the window ends', async () => {
    const { service, tick } = setup(2);
    await service.subscribe({ email: 'x@example.com', ip: '1' });
    await expect(service.subscribe({ email: 'x@example.com', ip: '1' })).rejects.toMatchObject({ code: 'CONFLICT' });
    tick(60_000);
    const err = await service.subscribe({ email: 'X@example.com', ip: '1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyAttemptsError);
    expect((err as TooManyAttemptsError).retryAfterSeconds).toBe(540);
    expect((err as Error).message).toBe('Too many attempts with this email address. Please try again in 9 minutes.');
    tick(540_000);
    await expect(service.subscribe({ email: 'x@example.com', ip: '1' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('answers NOT_FOUND for a token nobody holds', async () => {
    const { service } = setup();
    await expect(service.unsubscribe('unknown')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

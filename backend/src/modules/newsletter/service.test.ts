import { describe, expect, it } from 'vitest';
import { createMemoryAttemptLimiter } from '../../platform/rate-limit/attempt-limiter.js';
import { createMemorySubscriberRepository } from './adapters/memory-subscriber-repository.js';
import { createLinkSigner } from './adapters/signing.js';
import { createNewsletterService, ExpiredLinkError, TooManyAttemptsError } from './service.js';

function setup(max = 5) {
  let seq = 0;
  let clock = Date.UTC(2026, 10, 22, 10, 0, 0);
  const repo = createMemorySubscriberRepository();
  const signer = createLinkSigner('unit-test-secret-unit-test-secret!');
  const service = createNewsletterService({
    repo,
    limiter: createMemoryAttemptLimiter({ max, windowMs: 600_000, now: () => clock }),
    now: () => clock,
    newId: () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
    newToken: (key, at) => {
      const token = signer.unsubscribeToken(key, at);
      return { token, hash: `hash:${token}` };
    },
    hashToken: (t) => `hash:${t}`,
    attemptKey: (k) => k,
    parseConfirmToken: signer.parseConfirmToken,
  });
  return { service, repo, signer, tick: (ms: number) => (clock += ms) };
}

describe('newsletter service', () => {
  it('subscribes, refuses a duplicate of a confirmed address in any case, unsubscribes and resubscribes', async () => {
    const { service, repo, signer } = setup();
    const a = await service.subscribe({ email: ' Jo@Example.com ', ip: '1' });
    expect(a.subscriber).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      email: 'Jo@example.com',
      subscribedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(a.outcome).toBe('created');
    expect(a.masked).toBe('J***@example.com');
    const row = repo.rows()[0]!;
    await service.confirm(signer.confirmToken(row.id, row.subscribedAt));
    const again = a;
    await expect(service.subscribe({ email: 'jo@EXAMPLE.com', ip: '1' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This email is already subscribed',
    });
    expect(await service.unsubscribe(again.unsubscribeToken)).toEqual({
      email: 'J***@example.com',
      unsubscribedAt: '2026-11-22T10:00:00.000Z',
    });
    const b = await service.subscribe({ email: 'jo@example.com', ip: '1' });
    expect(b.outcome).toBe('resubscribed');
    expect(b.subscriber.id).toBe('00000000-0000-4000-8000-000000000001');
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
    const { service, tick, repo, signer } = setup(2);
    await service.subscribe({ email: 'x@example.com', ip: '1' });
    await service.confirm(signer.confirmToken(repo.rows()[0]!.id, repo.rows()[0]!.subscribedAt));
    await expect(service.subscribe({ email: 'x@example.com', ip: '1' })).rejects.toMatchObject({ code: 'CONFLICT' });
    tick(60_000);
    const err = await service.subscribe({ email: 'X@example.com', ip: '1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyAttemptsError);
    expect((err as TooManyAttemptsError).retryAfterSeconds).toBe(540);
    expect((err as Error).message).toBe('Too many attempts with this email address. Please try again in 9 minutes.');
    tick(540_000);
    await expect(service.subscribe({ email: 'x@example.com', ip: '1' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('confirms with a signed link within 7 days, in the language signed up in; refuses forged, replaced and old links', async () => {
    const { service, repo, signer, tick } = setup();
    const signerToken = (r: { email: string; subscribedAt: Date }) => signer.unsubscribeToken(r.email.toLowerCase(), r.subscribedAt);
    const a = await service.subscribe({ email: 'ana@example.com', ip: '1', lang: 'pt' });
    const first = repo.rows()[0]!;
    const firstLink = signer.confirmToken(first.id, first.subscribedAt);
    tick(1000);
    await service.unsubscribe(a.unsubscribeToken); // an unsubscription ends the link too
    await expect(service.confirm(firstLink)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await service.subscribe({ email: 'ana@example.com', ip: '1', lang: 'pt' });
    const row = repo.rows()[0]!;
    await expect(service.confirm(firstLink)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This confirmation link is not valid. Please subscribe again to receive a new link.',
    });
    const link = signer.confirmToken(row.id, row.subscribedAt);
    const forged = link.slice(0, -2) + (link.endsWith('AA') ? 'BB' : 'AA');
    await expect(service.confirm(forged)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    tick(7 * 24 * 3600_000 + 1);
    const err = await service.confirm(link).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExpiredLinkError);
    expect((err as Error).message).toBe(
      'This confirmation link has expired (links are valid for 7 days). Please subscribe again to receive a new link.',
    );
    await service.unsubscribe(signerToken(repo.rows()[0]!));
    await service.subscribe({ email: 'ana@example.com', ip: '2', lang: 'pt' });
    const again = repo.rows()[0]!;
    const ok = await service.confirm(signer.confirmToken(again.id, again.subscribedAt));
    expect(ok).toMatchObject({ email: 'a***@example.com', lang: 'pt' });
    // idempotent
    expect(await service.confirm(signer.confirmToken(again.id, again.subscribedAt))).toEqual(ok);
  });

  it('answers NOT_FOUND for a token nobody holds', async () => {
    const { service } = setup();
    await expect(service.unsubscribe('unknown')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

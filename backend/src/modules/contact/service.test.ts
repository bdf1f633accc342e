import { describe, expect, it } from 'vitest';
import { createMemoryAttemptLimiter } from '../../platform/rate-limit/attempt-limiter.js';
import { createMemoryContactMessageRepository } from './adapters/memory-contact-message-repository.js';
import { createContactService, TooManyMessagesError } from './service.js';

const msg = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A long enough message.' };

function setup(max = 2) {
  const repo = createMemoryContactMessageRepository();
  let seq = 0;
  const now = () => Date.UTC(2026, 10, 22, 10, 30);
  const service = createContactService({
    repo,
    limiter: createMemoryAttemptLimiter({ max, windowMs: 3_600_000, now }),
    now,
    newId: () => `id-${++seq}`,
    ipKey: (ip) => ip,
  });
  return { repo, service };
}

describe('contact service', () => {
  it('stores a valid message', async () => {
    const { repo, service } = setup();
    expect(await service.send({ ...msg, ip: '1' })).toEqual({ id: 'id-1', receivedAt: '2026-11-22T10:30:00.000Z', outcome: 'stored' });
    expect(repo.rows()).toHaveLength(1);
  });

  it('drops a message whose honeypot is filled, answering the same way', async () => {
    const { repo, service } = setup();
    const r = await service.send({ ...msg, website: 'http://spam', ip: '1' });
    expect(r.outcome).toBe('spam');
    expect(Object.keys(r).sort()).toEqual(['id', 'outcome', 'receivedAt']);
    expect(repo.rows()).toHaveLength(0);
  });

  it('rejects invalid fields and limits per IP', async () => {
    const { service } = setup(1);
    await expect(service.send({ ...msg, name: '', ip: '1' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please enter your name.',
    });
    await service.send({ ...msg, ip: '1' });
    const err = await service.send({ ...msg, ip: '1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyMessagesError);
    expect((err as TooManyMessagesError).retryAfterSeconds).toBe(1800);
    await service.send({ ...msg, ip: '2' });
  });
});

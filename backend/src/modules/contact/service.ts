import { AppError } from '@coinatlas/domain/errors';
import {
  describeContactErrors,
  tooManyMessagesMessage,
  validateContactMessage,
  type ContactInput,
} from '@coinatlas/domain/validation/contact-message';
import type { AttemptLimiter, ContactMessageRepository } from './ports.js';

export class TooManyMessagesError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', tooManyMessagesMessage(retryAfterSeconds));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type ContactService = ReturnType<typeof createContactService>;
export type ContactOutcome = 'stored' | 'spam';

export function createContactService(deps: {
  repo: ContactMessageRepository;
  limiter: AttemptLimiter;
  now: () => number;
  newId: () => string;
  ipKey: (ip: string) => string;
}) {
  return {
    /**
     * Validates, limits per IP and stores a message. A filled honeypot (`website`) is answered exactly like
     * a stored message but nothing is kept, so a bot learns nothing.
     */
    async send(input: ContactInput & { website?: string | undefined; ip: string }): Promise<{
      id: string;
      receivedAt: string;
      outcome: ContactOutcome;
    }> {
      const checked = validateContactMessage(input);
      if (!checked.ok) throw new AppError('BAD_REQUEST', describeContactErrors(checked.errors));
      const limit = await deps.limiter.hit(deps.ipKey(input.ip));
      if (!limit.allowed) throw new TooManyMessagesError(limit.retryAfterSeconds);
      const id = deps.newId();
      const createdAt = new Date(deps.now());
      if (input.website && input.website.trim() !== '') return { id, receivedAt: createdAt.toISOString(), outcome: 'spam' };
      await deps.repo.insert({ id, ...checked.value, createdAt });
      return { id, receivedAt: createdAt.toISOString(), outcome: 'stored' };
    },
  };
}

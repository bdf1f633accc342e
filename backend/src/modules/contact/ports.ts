export type ContactMessageRow = { id: string; name: string; email: string; subject: string; message: string; createdAt: Date };

export type ContactMessageRepository = {
  insert(row: ContactMessageRow): Promise<void>;
};

/** Counts attempts per key in fixed windows (the platform's limiter, shared by every module). */
export type { AttemptLimiter } from '../../platform/rate-limit/attempt-limiter.js';

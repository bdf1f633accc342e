export type ContactMessageRow = { id: string; name: string; email: string; subject: string; message: string; createdAt: Date };

export type ContactMessageRepository = {
  insert(row: ContactMessageRow): Promise<void>;
};

/** Counts attempts per key in fixed windows; `allowed` is false once the maximum is passed. */
export type AttemptLimiter = {
  hit(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
};

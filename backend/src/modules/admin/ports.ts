export type AdminAccount = {
  id: number;
  email: string;
  passwordHash: string;
  passwordChangedAt: number;
};

export type AccountRepository = {
  count(): Promise<number>;
  findByEmail(email: string): Promise<AdminAccount | undefined>;
  findById(id: number): Promise<AdminAccount | undefined>;
  /** Throws AccountExists when the email is taken. */
  create(email: string, passwordHash: string, nowMs: number): Promise<AdminAccount>;
  setPassword(id: number, passwordHash: string, nowMs: number): Promise<void>;
  recordSignIn(id: number, nowMs: number): Promise<void>;
};

/** What the server keeps about a session; keyed by the SHA-256 of the cookie token. */
export type StoredSession = { accountId: number; csrfToken: string; createdAt: number; expiresAt: number };

export type SessionStore = {
  readonly kind: 'postgres' | 'redis';
  put(idHash: string, session: StoredSession): Promise<void>;
  get(idHash: string): Promise<StoredSession | undefined>;
  delete(idHash: string): Promise<void>;
};

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
};

export class AccountExists extends Error {
  override name = 'AccountExists';
}

export { ADMIN_HINT_COOKIE, sessionCookieName } from '@coinatlas/domain/admin/cookies';

export type AdminSession = {
  accountId: number;
  email: string;
  csrfToken: string;
  createdAt: number;
  expiresAt: number;
};

export const sessionExpiry = (nowMs: number, ttlHours: number) => nowMs + ttlHours * 3_600_000;

/** A stored session is valid while unexpired and newer than the account's last password change. */
export const sessionIsValid = (s: { createdAt: number; expiresAt: number }, nowMs: number, passwordChangedAt: number) =>
  s.expiresAt > nowMs && s.createdAt >= passwordChangedAt;

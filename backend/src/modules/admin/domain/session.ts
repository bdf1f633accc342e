/** Session cookie names: behind https the `__Host-` prefix pins the cookie to this exact host and path. */
export const sessionCookieName = (https: boolean) => (https ? '__Host-coinatlas_admin' : 'coinatlas_admin');

export { ADMIN_HINT_COOKIE } from '@coinatlas/domain/admin/session-hint';

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

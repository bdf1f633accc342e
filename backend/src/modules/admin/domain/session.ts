/** Session cookie names: behind https the `__Host-` prefix pins the cookie to this exact host and path. */
export const sessionCookieName = (https: boolean) => (https ? '__Host-coinatlas_admin' : 'coinatlas_admin');

/**
 * A harmless, readable hint that this browser signed in as an admin, so public pages ask the session
 * endpoint only then (it carries no secret; the HttpOnly cookie is what authenticates).
 */
export const ADMIN_HINT_COOKIE = 'coinatlas_admin_hint';

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

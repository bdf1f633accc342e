/** Admin account rules, shared by the API, the start-up bootstrap and `npm run admin:create`. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function emailProblem(email: string): string | undefined {
  const e = normalizeEmail(email);
  if (!e) return 'email is required';
  if (e.length > EMAIL_MAX_LENGTH) return `email must be at most ${EMAIL_MAX_LENGTH} characters`;
  if (!EMAIL_RE.test(e)) return 'email must be a valid email address';
  return undefined;
}

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (password.trim().length === 0) return 'password must not be only spaces';
  return undefined;
}

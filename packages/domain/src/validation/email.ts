/**
 * The email address rule shared by the server and the client (newsletter and contact form).
 * Deliberately strict and ASCII-only: a dot-atom local part and a DNS host name with at least two labels,
 * no quoted local parts, no IP literals, no whitespace or control characters anywhere.
 */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** RFC 5321 limits: 254 characters in all, 64 before the @, 63 per domain label. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
const LABEL_MAX_LENGTH = 63;

const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
// Any control character (C0, DEL, C1) and anything outside printable ASCII.
const NOT_PRINTABLE_ASCII = /[^\x21-\x7e]/;

export type NormalizedEmail = {
  /** As stored and shown: trimmed, with the domain part in lower case (the local part is kept as typed). */
  email: string;
  /** Case-insensitive identity of the address (what the unique index compares). */
  key: string;
};

/** Trims, checks and normalizes an address; null when it is not an address we accept. */
export function normalizeEmail(raw: string): NormalizedEmail | null {
  const value = raw.trim();
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return null;
  if (NOT_PRINTABLE_ASCII.test(value)) return null;
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.indexOf('@') !== at) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  if (local.length > EMAIL_LOCAL_MAX_LENGTH) return null;
  if (!local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return null;
  const labels = domain.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((l) => l.length <= LABEL_MAX_LENGTH && LABEL.test(l))) return null;
  if (!TOP_LEVEL.test(labels[labels.length - 1]!)) return null;
  const email = `${local}@${domain}`;
  return { email, key: email.toLowerCase() };
}

export const isValidEmail = (raw: string): boolean => normalizeEmail(raw) !== null;

/** For logs and confirmations: the first character of the local part, then the domain ("j***@example.com"). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

import { INVALID_EMAIL_MESSAGE, normalizeEmail } from './email.js';
import { storedTextProblem, type TextKind } from './stored-text.js';

/** Field rules of the contact form, shared by the server and the client (which shows them per field). */
export const CONTACT_LIMITS = {
  name: { min: 1, max: 100 },
  subject: { min: 1, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export type ContactField = 'name' | 'email' | 'subject' | 'message';
export type ContactFieldError = 'required' | 'tooShort' | 'tooLong' | 'invalid';
export type ContactInput = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, ContactFieldError>>;

// The stored-text rule: the name and subject are single lines; the message may hold line breaks and tabs.
function text(value: string, limits: { min: number; max: number }, kind: TextKind): ContactFieldError | undefined {
  const v = value.trim();
  if (v.length === 0) return 'required';
  if (storedTextProblem(v, kind)) return 'invalid';
  if (v.length < limits.min) return 'tooShort';
  if (v.length > limits.max) return 'tooLong';
  return undefined;
}

/** Checks every field; `value` is the trimmed message to store when there are no errors. */
export function validateContactMessage(input: ContactInput): { ok: true; value: ContactInput } | { ok: false; errors: ContactErrors } {
  const errors: ContactErrors = {};
  const name = text(input.name, CONTACT_LIMITS.name, 'name');
  if (name) errors.name = name;
  const email = input.email.trim() === '' ? 'required' : normalizeEmail(input.email) ? undefined : 'invalid';
  if (email) errors.email = email;
  const subject = text(input.subject, CONTACT_LIMITS.subject, 'line');
  if (subject) errors.subject = subject;
  const message = text(input.message, CONTACT_LIMITS.message, 'text');
  if (message) errors.message = message;
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: input.name.trim(),
      email: normalizeEmail(input.email)!.email,
      subject: input.subject.trim(),
      message: input.message.trim(),
    },
  };
}

const MESSAGES: Record<ContactField, Partial<Record<ContactFieldError, string>>> = {
  name: {
    required: 'Please enter your name.',
    tooLong: `Your name can be at most ${CONTACT_LIMITS.name.max} characters.`,
    invalid: 'Your name contains characters we cannot accept.',
  },
  email: { required: 'Please enter your email address.', invalid: `${INVALID_EMAIL_MESSAGE}.` },
  subject: {
    required: 'Please enter a subject.',
    tooLong: `The subject can be at most ${CONTACT_LIMITS.subject.max} characters.`,
    invalid: 'The subject contains characters we cannot accept.',
  },
  message: {
    required: 'Please enter your message.',
    tooShort: `Your message must be at least ${CONTACT_LIMITS.message.min} characters.`,
    tooLong: `Your message can be at most 5,000 characters.`,
    invalid: 'Your message contains characters we cannot accept.',
  },
};

/** One English sentence per invalid field, in form order (the API's 400 message). */
export function describeContactErrors(errors: ContactErrors): string {
  return (['name', 'email', 'subject', 'message'] as const)
    .flatMap((f) => (errors[f] ? [MESSAGES[f][errors[f]] ?? `The ${f} is not valid.`] : []))
    .join(' ');
}

export const CONTACT_UNAVAILABLE_MESSAGE = 'The contact form is temporarily unavailable. Please try again in a few minutes.';
export const tooManyMessagesMessage = (retryAfterSeconds: number): string =>
  `You have sent several messages in a short time. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute${
    retryAfterSeconds > 60 ? 's' : ''
  }.`;

/** What the API shows of a subscriber: never the token's hash, never other subscribers. */
export type PublicSubscriber = {
  id: string;
  email: string;
  subscribedAt: string;
};

export const ALREADY_SUBSCRIBED_MESSAGE = 'This email is already subscribed';
export const INVALID_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link is not valid. Please use the link from your most recent newsletter email.';
export const NEWSLETTER_UNAVAILABLE_MESSAGE = 'Newsletter subscriptions are temporarily unavailable. Please try again in a few minutes.';

/** Unsubscribe tokens are 32 random bytes in base64url (43 characters). */
export const UNSUBSCRIBE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const tooManyAttemptsMessage = (retryAfterSeconds: number): string =>
  `Too many attempts with this email address. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute${
    retryAfterSeconds > 60 ? 's' : ''
  }.`;

export const INVALID_CONFIRMATION_LINK_MESSAGE = 'This confirmation link is not valid. Please subscribe again to receive a new link.';
export const EXPIRED_CONFIRMATION_LINK_MESSAGE =
  'This confirmation link has expired (links are valid for 7 days). Please subscribe again to receive a new link.';

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../platform/db/create-db.js';
import { orUnavailable } from '../../../platform/db/db-unavailable.js';
import { NEWSLETTER_UNAVAILABLE_MESSAGE } from '../domain/subscriber.js';

/**
 * The links of the newsletter, signed with HMAC-SHA256 under one secret (NEWSLETTER_SECRET, or a random
 * secret created once and kept in the database):
 *
 * - the unsubscribe token of a subscription is the HMAC of its address and the moment it started, so every
 *   email can carry it while the database keeps only its SHA-256 hash (as before: a leaked table does not
 *   unsubscribe anybody), and subscribing again issues a new one;
 * - a confirmation token is `<subscriber id>.<HMAC of the id and the sign-up moment>`: it stops working
 *   when the address signs up again (a new moment), and the server checks its age against the sign-up.
 */
export type LinkSigner = Readonly<{
  unsubscribeToken(emailKey: string, subscribedAt: Date): string;
  confirmToken(subscriberId: string, subscribedAt: Date): string;
  /** the subscriber id of a well-formed confirmation token, and whether its signature matches that sign-up */
  parseConfirmToken(token: string): { subscriberId: string; verify(subscribedAt: Date): boolean } | null;
}>;

export const CONFIRM_TOKEN_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[A-Za-z0-9_-]{43}$';
const CONFIRM_TOKEN = new RegExp(CONFIRM_TOKEN_PATTERN);

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function createLinkSigner(secret: string): LinkSigner {
  const mac = (...parts: string[]) => createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
  const confirmMac = (id: string, at: Date) => mac('confirm', id, at.toISOString());
  return {
    unsubscribeToken: (emailKey, subscribedAt) => mac('unsubscribe', emailKey, subscribedAt.toISOString()),
    confirmToken: (id, subscribedAt) => `${id}.${confirmMac(id, subscribedAt)}`,
    parseConfirmToken(token) {
      if (!CONFIRM_TOKEN.test(token)) return null;
      const [subscriberId, signature] = token.split('.') as [string, string];
      return {
        subscriberId,
        verify: (subscribedAt) => {
          const expected = Buffer.from(confirmMac(subscriberId, subscribedAt));
          const given = Buffer.from(signature);
          return expected.length === given.length && timingSafeEqual(expected, given);
        },
      };
    },
  };
}

/** The configured secret, else the one kept in the database (created by whichever instance starts first). */
export async function resolveSigningSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.raw('INSERT INTO newsletter_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', [
    'signing_secret',
    randomBytes(32).toString('base64url'),
  ]);
  const row = await db('newsletter_settings').where({ key: 'signing_secret' }).first<{ value: string }>();
  return row!.value;
}

/**
 * The signer, made on first use (the app starts even while the database is away; a request that needs the
 * secret then answers 503) and kept once the secret is known.
 */
export function lazyLinkSigner(db: Db, configured: string | undefined): () => Promise<LinkSigner> {
  let signer: Promise<LinkSigner> | undefined;
  return () => {
    signer ??= orUnavailable(NEWSLETTER_UNAVAILABLE_MESSAGE, () => resolveSigningSecret(db, configured)).then(createLinkSigner);
    signer.catch(() => (signer = undefined));
    return signer;
  };
}

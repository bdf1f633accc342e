import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../platform/db/create-db.js';
import { orUnavailable } from '../../../platform/db/db-unavailable.js';
import { NEWSLETTER_UNAVAILABLE_MESSAGE } from '../domain/subscriber.js';
import { CONFIRM_TOKEN_PATTERN, type LinkSigner } from '../ports.js';

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

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a caller's x-request-id may look like to be adopted: short, and nothing a log or header could misread. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId. Fastify's own `requestIdHeader` option would adopt the header whatever it holds and
 * skip this function, so the app turns that option off and reads the header here: a well-formed id from
 * the caller (a proxy's trace id) is kept, anything else is replaced by a fresh UUID.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { DeskService } from '../../desk-service.js';

/** What every desk route is given: the service, the admin checks for reads and writes, and who is editing. */
export interface DeskRouteContext {
  desk: DeskService;
  /** Admin only, cross-site requests refused. */
  read: onRequestAsyncHookHandler;
  /** Admin only, with the CSRF token. */
  write: onRequestAsyncHookHandler;
  /** The signed-in admin's email, as the revisions name the editor ('unknown' without one). */
  editor: (req: FastifyRequest) => Promise<string>;
}

/**
 * Runs a desk route's work and sends its answer, never cached. Refused input (RecordRefused: 400 with every
 * problem) and a stale version (StaleRecord: 409 with the stored record; StaleImport) are AppErrors: the one
 * error handler answers them, and the no-store set here first stays on those answers too. Nothing was written.
 */
export async function answer(reply: FastifyReply, fn: () => Promise<unknown>, status = 200) {
  reply.header('cache-control', 'no-store');
  const body = await fn();
  return reply.status(status).send(body);
}

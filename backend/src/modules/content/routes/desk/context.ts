import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { RecordRefused, StaleImport, StaleRecord, type DeskService } from '../../desk-service.js';

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

/** Refused input answers 400 with every problem, a stale version 409 with the stored record; nothing was written. */
export async function answer(reply: FastifyReply, fn: () => Promise<unknown>, status = 200) {
  try {
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .send(await fn());
  } catch (err) {
    if (err instanceof RecordRefused)
      return reply
        .status(400)
        .header('cache-control', 'no-store')
        .send({ statusCode: 400, error: 'Bad Request', message: err.message, problems: err.problems });
    if (err instanceof StaleRecord)
      return reply
        .status(409)
        .header('cache-control', 'no-store')
        .send({ statusCode: 409, error: 'Conflict', message: err.message, current: err.current, since: err.since, differs: err.differs });
    if (err instanceof StaleImport)
      return reply.status(409).header('cache-control', 'no-store').send({ statusCode: 409, error: 'Conflict', message: err.message });
    throw err;
  }
}

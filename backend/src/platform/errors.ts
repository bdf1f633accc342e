import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isAppError, type AppErrorCode } from '@coinatlas/domain/errors';
import { isCacheUnavailable } from './cache/cache-unavailable.js';
import { isDatabaseUnavailable } from './db/db-unavailable.js';

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const reasonFor = (status: number) => REASON[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');

export type ErrorBody = { statusCode: number; error: string; message: string };
export const errorBody = (statusCode: number, message: string): ErrorBody => ({
  statusCode,
  error: reasonFor(statusCode),
  message,
});

// SQLSTATE 22021 (character not in repertoire, e.g. NUL) and 22P05 (untranslatable character).
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** Node's error for a request body cut short by the client (or by the request timeout). */
const isClientAbort = (err: FastifyError) => err.message === 'aborted' && (err.code === 'ECONNRESET' || err.code === undefined);

/**
 * The same error for a request whose client hung up while an earlier hook waited (its socket is closed, so
 * it has no address left to count it by): answered like a body cut short, logged at info level.
 */
export const clientGone = (): Error => Object.assign(new Error('aborted'), { code: 'ECONNRESET' });

/** Headers that describe a body: a file stream that failed before its first byte leaves them behind. */
const BODY_HEADERS = ['content-type', 'content-encoding', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

/**
 * Forgets what a failed stream said about its body. Fastify copies a stream's headers onto the raw response
 * before the first byte; if the stream then fails (a file that cannot be opened), an error body sent after it
 * would go out as the file's type and encoding (a JSON object under `Content-Type: text/javascript` is even
 * refused, FST_ERR_REP_INVALID_PAYLOAD_TYPE).
 */
export function dropBodyHeaders(reply: FastifyReply): void {
  if (reply.raw.headersSent) return;
  for (const name of BODY_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

/**
 * A dependency that is away (the database, the shared cache), as the server expects now and then and rides
 * out: logged as a warning, so that errors stay for what is wrong with the server itself.
 */
export const isOutage = (err: unknown): boolean =>
  isDatabaseUnavailable(err) || isCacheUnavailable(err) || (isAppError(err) && err.code === 'UNAVAILABLE');

/** The level to log a failure at: warn for an outage (isOutage), error for anything else. */
export const failureLevel = (err: unknown): 'warn' | 'error' => (isOutage(err) ? 'warn' : 'error');

/** How long a client should wait before trying again after a 503 (a dependency is down). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Turns an ajv error list into one sentence that names the field, e.g. "body/email must match format "email"". */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = err.validationContext ?? 'request';
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'additionalProperties') {
    return `${where}${first.instancePath} has an unknown field '${String(params.additionalProperty)}'`;
  }
  if (first.keyword === 'required') {
    const base = first.instancePath ? `${where}${first.instancePath}` : where;
    return `${base}/${String(params.missingProperty)} is required`;
  }
  return `${where}${first.instancePath} ${first.message ?? 'is invalid'}`;
}

/**
 * The one error handler: `{ statusCode, error, message }`, 4xx say what was wrong, 5xx are masked. An AppError's
 * details (a stale save's stored record, a refused record's problems) go into the body beside them.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // No cache may keep a server error, whatever Cache-Control the route set before it failed: a proxy that kept
  // a 503 would serve the outage after the dependency is back.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (reply.statusCode >= 500) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let status: number;
    let message: string;
    if (isAppError(err)) {
      status = STATUS[err.code];
      message = err.message;
    } else if (isClientAbort(err)) {
      // The client went away (or its body never arrived in time): nobody is left to read an answer.
      req.log.info('client aborted the request');
      return reply.status(400).send(errorBody(400, 'The request was aborted before its body arrived.'));
    } else if (isDatabaseUnavailable(err) || isCacheUnavailable(err)) {
      status = 503;
      message = 'Service temporarily unavailable. Please try again shortly.';
    } else if (UNSTORABLE_TEXT.has(String(err.code))) {
      // Text Postgres cannot store (NUL, invalid encoding) that got past input hygiene: the input is wrong.
      status = 400;
      message = 'The request contains characters that cannot be stored.';
    } else if (err.validation) {
      status = 400;
      message = validationMessage(err);
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      message = err.message;
    } else {
      status = err.statusCode && err.statusCode >= 500 ? err.statusCode : 500;
      message = status === 503 ? 'Service temporarily unavailable. Please try again shortly.' : 'Internal Server Error';
    }
    // An expected 503 (a dependency is down, the server is closing) is a warning, not a bug.
    if (status === 503) req.log.warn({ err: { type: err.name, code: err.code, message: err.message } }, 'request answered 503');
    else if (status >= 500) req.log.error({ err, reqId: req.id }, 'request failed');
    else req.log.info({ statusCode: status, reason: message }, 'request rejected');
    dropBodyHeaders(reply);
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    const details = isAppError(err) && status < 500 ? err.details : undefined;
    return reply.status(status).send(details ? { ...errorBody(status, message), ...details } : errorBody(status, message));
  });
}

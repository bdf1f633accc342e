import { AppError } from '@coinatlas/domain/errors';

// SQLSTATE classes and codes that mean "the database cannot serve us right now", not "our query is wrong":
// 08 connection exceptions, 53 insufficient resources (too many connections), 57P0x admin/crash shutdown
// and "cannot connect now" (starting up), 57014 a statement cancelled by statement_timeout.
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0|57014$)/;
// 55000 also covers unrelated misuse; only "database is not accepting connections" means unavailable.
const NOT_ACCEPTING = /not currently accepting connections|is not accepting connections/i;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'EPIPE']);

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; name?: unknown; message?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_NODE_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))) return true;
  if (e.name === 'KnexTimeoutError') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (e.code === '55000' && NOT_ACCEPTING.test(message)) return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|timeout expired|Timeout acquiring a connection|Query read timeout|Connection ended unexpectedly|Client has encountered a connection error/i.test(
      message,
    )
  )
    return true;
  // Node reports a refused dual-stack connect as an AggregateError of the per-address errors.
  return Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable);
}

/** Runs a database call; an unreachable database becomes a 503 with the given message, never a 500. */
export async function orUnavailable<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw new AppError('UNAVAILABLE', message, { cause: err });
    throw err;
  }
}

/**
 * True for the errors ioredis raises while Redis cannot be reached (the client fails fast: no offline
 * queue, no retries per request). A request that truly needs Redis, such as one reading an admin session
 * kept there, then answers 503 instead of 500.
 */
export function isCacheUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: unknown; message?: unknown };
  if (e.name === 'MaxRetriesPerRequestError') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /^(Connection is closed\.|Stream isn't writeable and enableOfflineQueue options is false|Command timed out)/.test(message);
}

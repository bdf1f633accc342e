/**
 * Fixed-window attempt counting: the window an instant falls in, and how long until the next one.
 * Callers count with an atomic increment on `${key}:${index}` that expires with the window.
 */
export function attemptWindow(nowMs: number, windowMs: number): { index: number; retryAfterSeconds: number; ttlMs: number } {
  const index = Math.floor(nowMs / windowMs);
  const ttlMs = (index + 1) * windowMs - nowMs;
  return { index, ttlMs, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
}

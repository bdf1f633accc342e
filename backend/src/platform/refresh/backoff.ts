/** The longest an upstream is left alone after failures in a row (a Retry-After may ask for longer). */
export const BACKOFF_MAX_MS = 10 * 60_000;

/**
 * The one back-off of every refresh (prices, fiat rates, exchanges' market data): after the n-th failure in a row
 * (n ≥ 1), leave the upstream alone for the base doubled per failure, capped at `maxMs` (never below the base).
 * A Retry-After the upstream sent is honoured when it asks for longer, never shorter: a provider that says "in 1 s"
 * after four failures still gets our own pause, and one that asks for two minutes gets them.
 */
export function backoffMs(consecutiveFailures: number, opts: Readonly<{ baseMs: number; maxMs?: number; retryAfterMs?: number }>): number {
  const exponential = Math.min(
    opts.baseMs * 2 ** Math.max(consecutiveFailures - 1, 0),
    Math.max(opts.maxMs ?? BACKOFF_MAX_MS, opts.baseMs),
  );
  return Math.max(exponential, opts.retryAfterMs ?? 0);
}

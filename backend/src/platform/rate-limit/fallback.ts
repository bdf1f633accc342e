import type { FastifyBaseLogger } from 'fastify';
import { Counter, type Registry } from 'prom-client';

/** Called each time a limiter counts in-process because its shared store (Redis) failed. */
export type FallbackReporter = (limiter: string, err: unknown) => void;

const METRIC = 'rate_limit_fallback_total';

/**
 * Counts fallbacks in `rate_limit_fallback_total{limiter}` and logs a warning at most once a minute per
 * limiter, so an outage under load does not flood the log.
 */
export function createFallbackReporter(registry: Registry, log: FastifyBaseLogger, now: () => number = Date.now): FallbackReporter {
  const counter =
    (registry.getSingleMetric(METRIC) as Counter<'limiter'> | undefined) ??
    new Counter({
      name: METRIC,
      help: 'Rate-limit decisions made by the in-process fallback because the shared store (Redis) failed',
      labelNames: ['limiter'] as const,
      registers: [registry],
    });
  const lastLogged = new Map<string, number>();
  return (limiter, err) => {
    counter.inc({ limiter });
    const t = now();
    if (t - (lastLogged.get(limiter) ?? -Infinity) >= 60_000) {
      lastLogged.set(limiter, t);
      log.warn({ limiter, err: (err as Error)?.message }, 'rate limit store unavailable: limiting in-process on this instance');
    }
  };
}

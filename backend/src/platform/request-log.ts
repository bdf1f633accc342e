import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The path without its query string: tokens travel in query strings (an unsubscribe link) and stay out of logs. */
export const pathOnly = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/** How a request appears in any log line: method, path without query, and the request id. */
export function requestSerializer(req: { method?: string; url?: string; id?: string }) {
  return { method: req.method, url: pathOnly(req.url ?? ''), id: req.id };
}

/**
 * One line per request that matters to an operator: every 4xx/5xx (5xx also get the error handler's
 * line) and every request slower than `slowMs`. Fast successful requests (the cached reads that are most
 * of the traffic) cost nothing; /metrics counts them all. Fastify's own per-request lines are off.
 */
export function registerRequestLog(app: FastifyInstance, opts: { slowMs: number }): void {
  app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    if (status >= 400 || ms >= opts.slowMs) {
      const line = {
        req: requestSerializer(req),
        statusCode: status,
        responseTimeMs: Math.round(ms * 10) / 10,
        ...(opts.slowMs > 0 && ms >= opts.slowMs ? { slow: true } : {}),
      };
      if (status >= 500) req.log.warn(line, 'request completed');
      else req.log.info(line, 'request completed');
    }
    done();
  });
}

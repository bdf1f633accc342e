import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Store } from '../rate-limit/fallback-store.js';

/** The prefix of an IPv6 address that counts as one client (as for the API's limit). */
const IPV6_SUBNET = 64;

export type RenderLimit = Readonly<{
  /**
   * Counts one page render for the request's client. Answers undefined while the client is within its
   * limit, else the seconds until its window ends.
   */
  take(req: FastifyRequest): Promise<number | undefined>;
}>;

/**
 * Page renders per client and window, counted in the same kind of store as the API's limit (shared through
 * Redis when configured, in process while Redis is down) and keyed the same way (the client's address, an
 * IPv6 address by its /64). Only renders are counted: the caller asks only when no cached page can answer.
 * Requests the app sends to itself (`exempt`) are never counted.
 */
export function createRenderLimit(opts: {
  store: Store;
  max: number;
  windowMs: number;
  exempt: (req: FastifyRequest) => boolean;
}): RenderLimit {
  return {
    take(req) {
      if (opts.exempt(req)) return Promise.resolve(undefined);
      const ip = req.ip ?? '';
      const key = ip.includes(':') ? normalizeIP(ip, IPV6_SUBNET) : ip.toLowerCase();
      return new Promise((resolve) => {
        opts.store.incr(
          key,
          (err, res) => {
            // a store that cannot answer at all never refuses a page (the fallback store already counts
            // in process while Redis is down)
            if (err || !res) return resolve(undefined);
            resolve(res.current <= opts.max ? undefined : Math.max(1, Math.ceil(res.ttl / 1000)));
          },
          opts.windowMs,
          opts.max,
        );
      });
    },
  };
}

import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { clientGone } from '../errors.js';
import type { Store } from './fallback-store.js';

export type GlobalLimitOptions = {
  store: Store;
  max: number;
  timeWindow: number;
  /** Requests it does not count (the plugin's `allowList`). */
  allowed: (req: FastifyRequest) => boolean;
  /** The error a request over the limit gets, from the window's milliseconds left. */
  tooMany: (ttlMs: number) => Error;
};

/** The prefix of an IPv6 address that counts as one client: the plugin's default. */
const IPV6_SUBNET = 64;

/**
 * The global per-client limit as a callback-style onRequest hook, doing exactly what the hook of
 * @fastify/rate-limit does for a route without a limit of its own: the same store classes, the same key
 * (the client address, an IPv6 address by its /64, an IPv4-mapped one as IPv4), the same
 * X-RateLimit-Limit/-Remaining/-Reset headers, and over the limit the same headers with Retry-After and
 * the same 429 error. The plugin still limits the routes that have their own settings.
 *
 * Why not the plugin's hook: it is async and builds its answer through three awaits and a promise around
 * the store's callback, reads `req.routeOptions` (a fresh object per request) for a group id that
 * these routes never have, and runs the IPv6 regex on every address. That was the largest cost of a
 * cached /api answer in `make bench`. Here the in-process store answers within the call, so a request
 * never waits for a microtask turn; the Redis store calls back later and the request waits for it, as before.
 */
export function globalLimitHook(opts: GlobalLimitOptions) {
  const { store, max, timeWindow, allowed, tooMany } = opts;
  // Header values as text: Node would turn each number into text twice (to check it, then to write it).
  const limit = String(max);
  return function globalRateLimit(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    if (allowed(req)) return done();
    const ip = req.ip as string | undefined;
    // A client that hung up while an earlier hook waited (an admin session lookup) has no address left.
    if (ip === undefined) return done(clientGone());
    // Only an address with a colon can be IPv6; anything else the plugin just lower-cases.
    const key = ip.includes(':') ? normalizeIP(ip, IPV6_SUBNET) : ip.toLowerCase();
    store.incr(
      key,
      (err, res) => {
        if (err || !res) return done(err ?? new Error('rate limit store answered nothing'));
        const reset = String(Math.ceil(res.ttl / 1000));
        reply.header('x-ratelimit-limit', limit);
        if (res.current <= max) {
          reply.header('x-ratelimit-remaining', String(max - res.current)).header('x-ratelimit-reset', reset);
          return done();
        }
        reply.header('x-ratelimit-remaining', '0').header('x-ratelimit-reset', reset).header('retry-after', reset);
        done(tooMany(res.ttl));
      },
      timeWindow,
      max,
    );
  };
}

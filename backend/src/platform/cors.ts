import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ADMIN_ACCESS } from './module.js';

/** Headers a browser app elsewhere may read from our public answers. */
const EXPOSED = [
  'ETag',
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-Data-Source',
  'X-Data-Fetched-At',
  'X-Data-Provider',
].join(', ');

const READ_HEADERS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED } as const;
const PREFLIGHT_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD',
  'access-control-max-age': '86400',
} as const;

const isPublicRead = (route: RouteOptions) => {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/admin')) return false;
  if (![route.method].flat().includes('GET')) return false;
  const hooks = [route.onRequest ?? []].flat() as Array<{ [ADMIN_ACCESS]?: unknown }>;
  return !hooks.some((h) => h[ADMIN_ACCESS]);
};

/**
 * CORS for integrators: the public read-only GET endpoints under /api answer any origin, without
 * credentials (no cookies travel, so nobody's admin session can be used from another site). Writes, admin
 * endpoints and pages send no CORS headers, so browsers keep them same-origin.
 *
 * Written out rather than taken from @fastify/cors: that plugin runs a hook on every request and merges its
 * options each time, while here only the public reads carry one route-level hook with fixed headers, and
 * the price routes are on the hot path measured by `make bench`.
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  const publicReads = new Set<string>();
  const addReadHeaders = (_req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(READ_HEADERS);
    done();
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isPublicRead(route)) return;
    publicReads.add(route.url);
    route.onRequest = [...[route.onRequest ?? []].flat(), addReadHeaders] as RouteOptions['onRequest'];
  });

  // A browser asks before a cross-origin GET with non-simple headers (If-None-Match, say): answer for the
  // public reads only, and only for GET or HEAD.
  app.options('/api/*', { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wanted = String(req.headers['access-control-request-method'] ?? '').toUpperCase();
    if (req.headers.origin && (wanted === 'GET' || wanted === 'HEAD') && matchesParamRoute(publicReads, path)) {
      return reply.status(204).headers(PREFLIGHT_HEADERS).send();
    }
    return reply.status(204).send();
  });
}

/** Whether a concrete path is one of the public read routes (whose :params match any segment). */
function matchesParamRoute(routes: ReadonlySet<string>, path: string): boolean {
  for (const r of routes) {
    if (!r.includes(':')) {
      if (r === path) return true;
      continue;
    }
    const re = new RegExp('^' + r.replace(/:[^/]+/g, '[^/]+') + '$');
    if (re.test(path)) return true;
  }
  return false;
}

import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ADMIN_ACCESS } from './module.js';

/** Headers a browser app elsewhere may read from our public answers. */
const EXPOSED = ['ETag', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Data-Source', 'X-Data-Fetched-At', 'X-Data-Provider'];

type CorsConfig = { publicRead?: boolean };

/**
 * CORS for integrators: the public read-only GET endpoints under /api answer any origin, without credentials
 * (no cookies travel, so nobody's admin session can be used from another site). Writes, admin endpoints and
 * pages send no CORS headers, so browsers keep them same-origin.
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/admin') || !methods.includes('GET')) return;
    const hooks = [route.onRequest ?? []].flat() as Array<{ [ADMIN_ACCESS]?: unknown }>;
    if (hooks.some((h) => h[ADMIN_ACCESS])) return;
    route.config = { ...(route.config as object), publicRead: true } as typeof route.config;
  });

  const preflightForRead = (req: FastifyRequest) =>
    req.method === 'OPTIONS' &&
    req.url.startsWith('/api/') &&
    !req.url.startsWith('/api/admin') &&
    ['GET', 'HEAD'].includes(String(req.headers['access-control-request-method'] ?? '').toUpperCase());

  await app.register(cors, {
    hook: 'onRequest',
    delegator: (req, callback) => {
      const publicRead = (req.routeOptions?.config as CorsConfig | undefined)?.publicRead === true;
      const allowed = (publicRead && (req.method === 'GET' || req.method === 'HEAD')) || preflightForRead(req);
      callback(null, allowed ? { origin: '*', credentials: false, methods: ['GET', 'HEAD'], exposedHeaders: EXPOSED, maxAge: 86400 } : { origin: false });
    },
  });
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@coinatlas/domain/routes/manifest';
import { errorBody } from './errors.js';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CoinAtlas</title></head>
<body><main><h1>The client is not built</h1><p>Run <code>make run</code>, which builds it.</p></main></body></html>`;

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached, any non-API path that is
 * not a file gets index.html (200 for a path of the route manifest whose record exists, 404 otherwise), with
 * this response's CSP nonces.
 */
export async function registerStaticSite(app: FastifyInstance, opts: { staticDir: string }): Promise<void> {
  const indexPath = join(opts.staticDir, 'index.html');
  const built = existsSync(indexPath);
  const template = built ? readFileSync(indexPath, 'utf8') : NOT_BUILT;

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      index: false,
      redirect: false,
      serve: true,
      wildcard: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(opts.staticDir, 'assets')}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendIndex = (reply: FastifyReply, status: number) => {
    const nonces = (reply as FastifyReply & { cspNonce?: { script: string; style: string } }).cspNonce;
    const html = template
      .replaceAll('__CSP_NONCE_SCRIPT__', nonces?.script ?? '')
      .replaceAll('__CSP_NONCE_STYLE__', nonces?.style ?? '');
    return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  // '/' is a folder to the static plugin (it would answer 403); the home page is the app shell.
  app.get('/', { schema: { hide: true } }, async (_req, reply) => sendIndex(reply, 200));

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(404, `Route ${req.method} ${pathname} not found`));
    }
    const match = matchRoute(pathname);
    let found = match !== null;
    const resolver = match?.entry.resolve && app.routeResolvers.get(match.entry.resolve);
    if (match?.id !== undefined && resolver) {
      // A lookup that fails (database down) must not turn a real page into a 404.
      found = await Promise.resolve(resolver(match.id)).catch(() => true);
    }
    return sendIndex(reply, found ? 200 : 404);
  });
}

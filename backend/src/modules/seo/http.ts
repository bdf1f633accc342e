import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@coinatlas/domain/errors';
import { blogFeedPath } from '@coinatlas/domain/routes/feed';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import type { Asset, SeoService } from './service.js';

const HOUR = 'public, max-age=3600';
const DAY = 'public, max-age=86400';

/** Whether If-None-Match names this tag (weak comparison, as RFC 9110 asks for GET). */
function matches(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((t) => bare(t) === bare(etag));
}

function send(req: FastifyRequest, reply: FastifyReply, a: Asset<string | Buffer>, type: string, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', a.etag);
  if (matches(req, a.etag)) return reply.status(304).send();
  return reply.type(type).send(a.body);
}

/**
 * Documents for crawlers, feed readers and link previews, not for API clients: left out of the API
 * document (`hide`), and outside /api, so the API rate limit does not apply (a CDN caches them).
 */
export function registerSeoRoutes(app: FastifyInstance, service: SeoService): void {
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (req, reply) => send(req, reply, service.robots(), 'text/plain; charset=utf-8', DAY));

  app.get('/sitemap.xml', hide, async (req, reply) => send(req, reply, await service.sitemap(), 'application/xml; charset=utf-8', HOUR));

  for (const lang of SITE_LANGUAGES) {
    app.get(blogFeedPath(lang), hide, async (req, reply) =>
      send(req, reply, await service.feed(lang), 'application/atom+xml; charset=utf-8', HOUR),
    );
  }

  app.get<{ Params: { lang: string; section: string } }>('/og/:lang/:section.png', hide, async (req, reply) =>
    send(req, reply, await service.ogImage(req.params.lang, req.params.section), 'image/png', DAY),
  );
  // a blog post's card (a static segment: matched before the partners' folders)
  app.get<{ Params: { lang: string; id: string } }>('/og/:lang/blog/:id.png', hide, async (req, reply) =>
    send(req, reply, await service.postOgImage(req.params.lang, req.params.id), 'image/png', DAY),
  );
  app.get<{ Params: { lang: string; folder: string; id: string } }>('/og/:lang/:folder/:id.png', hide, async (req, reply) =>
    send(req, reply, await service.partnerOgImage(req.params.lang, req.params.folder, req.params.id), 'image/png', DAY),
  );
  // Anything else under /og/ is no page of the site either: the same JSON 404 as an unknown section.
  app.get('/og/*', hide, async (req) => {
    throw new AppError('NOT_FOUND', `No share image at ${req.url.split('?')[0]}`);
  });
}

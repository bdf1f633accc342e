import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentLanguage } from '../domain/schema.js';
import type { Answer } from '../service.js';
import { CONTENT_CACHE_CONTROL } from '../schemas.js';

/** Sends a pre-serialized answer with its caching headers, or 304 when the client already has it. */
export function send(req: FastifyRequest, reply: FastifyReply, a: Answer) {
  reply.header('cache-control', CONTENT_CACHE_CONTROL).header('etag', a.etag);
  const tags = req.headers['if-none-match'];
  if (tags && (tags.trim() === '*' || tags.split(',').some((t) => t.trim().replace(/^W\//, '') === a.etag)))
    return reply.status(304).send(null as never);
  return reply.type('application/json; charset=utf-8').send(a.body as never);
}

export const langOf = (q: { lang?: string }) => (q.lang ?? 'en') as ContentLanguage;

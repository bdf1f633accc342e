import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '@coinatlas/domain/errors';
import { isDatabaseUnavailable } from '../../../platform/db/db-unavailable.js';
import type { AuthorByline } from '../../authors/contract.js';
import { errorResponse } from '../../../platform/error-schema.js';
import type { Answer, ContentService } from '../service.js';
import { CACHING, E400, IdParam, Lang, NotModified, Partner, PartnerList, PartnerTypeSchema, Review, TAG } from '../schemas.js';
import { langOf, send } from './send.js';

/**
 * A review's answer with its byline: the file's text is serialized once, the byline is kept in the database
 * (editors set it), so it is added to the serialized text here, and the tag names both.
 */
function withAuthor(a: Answer, author: AuthorByline | null): Answer {
  const value = author ? { name: author.name, slug: author.slug } : null;
  const json = JSON.stringify(value);
  const body = `${a.body.slice(0, -1)},"author":${json}}`;
  if (!author) return { body, etag: a.etag };
  return { body, etag: `${a.etag.slice(0, -1)}.${createHash('sha1').update(json).digest('base64url').slice(0, 12)}"` };
}

/** The partner records: every partner (or one type's), one partner, and its written review with the byline. */
export function registerPartnerRoutes(app: FastifyInstance, service: ContentService): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/content/partners',
    {
      schema: {
        tags: [TAG],
        operationId: 'listContentPartners',
        summary: 'Every listed partner, or those of one type',
        description:
          'Exchanges, trading bots, payment cards, tools, apps and wallets in their directory order, with facts, ' +
          `ratings, offers and texts in one language. ${CACHING}`,
        querystring: Type.Object({ type: Type.Optional(PartnerTypeSchema), lang: Lang }, { additionalProperties: false }),
        response: { 200: PartnerList, 304: NotModified, 400: E400 },
      },
    },
    async (req, reply) => send(req, reply, service.partners(langOf(req.query), req.query.type)),
  );

  r.get(
    '/api/content/partners/:type/:id',
    {
      schema: {
        tags: [TAG],
        operationId: 'getContentPartner',
        summary: 'One partner',
        description: `The partner with this type and id, texts in one language. ${CACHING}`,
        params: Type.Object({ type: PartnerTypeSchema, id: IdParam }),
        querystring: Type.Object({ lang: Lang }, { additionalProperties: false }),
        response: {
          200: Partner,
          304: NotModified,
          400: E400,
          404: errorResponse(404, 'No partner of this type has this id', "There is no trading_bot with the id 'robo'."),
        },
      },
    },
    async (req, reply) => {
      const { type, id } = req.params;
      const a = service.partner(type, id, langOf(req.query));
      if (!a) throw new AppError('NOT_FOUND', `There is no ${type} with the id '${id}'.`);
      return send(req, reply, a);
    },
  );

  r.get(
    '/api/content/reviews/:type/:id',
    {
      schema: {
        tags: [TAG],
        operationId: 'getContentReview',
        summary: 'The written review of a partner',
        description:
          'Summary, pros and cons, the full review, our expert opinion and who it suits, in one language. The rating ' +
          `and its breakdown are the partner's (GET /api/content/partners/{type}/{id}). \`author\` is the byline an ` +
          `editor set (an author profile), read on each request; null while the review is the organization's. ${CACHING}`,
        params: Type.Object({ type: PartnerTypeSchema, id: IdParam }),
        querystring: Type.Object({ lang: Lang }, { additionalProperties: false }),
        response: {
          200: Review,
          304: NotModified,
          400: E400,
          404: errorResponse(404, 'The partner is not listed or has no review', "There is no review of the trading_bot 'pionex'."),
        },
      },
    },
    async (req, reply) => {
      const { type, id } = req.params;
      const a = service.review(type, id, langOf(req.query));
      if (!a) throw new AppError('NOT_FOUND', `There is no review of the ${type} '${id}'.`);
      const author = await app.authors.reviewByline(type, id).catch((err: unknown) => {
        // The review is still worth reading without the database: it shows as the organization's meanwhile.
        if (!isDatabaseUnavailable(err)) throw err;
        req.log.warn({ err }, 'review byline unavailable: database down');
        return null;
      });
      return send(req, reply, withAuthor(a, author));
    },
  );
}

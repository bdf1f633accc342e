import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ContentService } from '../service.js';
import { CACHING, ConceptList, E400, Guide, Lang, NotModified, TAG } from '../schemas.js';
import { langOf, send } from './send.js';

/** The editorial pages' texts: the concept explainers with their FAQ, and the analysis-tools guide. */
export function registerEditorialRoutes(app: FastifyInstance, service: ContentService): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/content/concepts',
    {
      schema: {
        tags: [TAG],
        operationId: 'listContentConcepts',
        summary: 'The concept explainers and the concepts FAQ',
        description: `Every explainer with its sections, and the FAQ, in page order and one language. ${CACHING}`,
        querystring: Type.Object({ lang: Lang }, { additionalProperties: false }),
        response: { 200: ConceptList, 304: NotModified, 400: E400 },
      },
    },
    async (req, reply) => send(req, reply, service.concepts(langOf(req.query))),
  );

  r.get(
    '/api/content/guide',
    {
      schema: {
        tags: [TAG],
        operationId: 'listContentGuide',
        summary: 'The analysis-tools guide',
        description: `The guide's tools in guide order, with each tool's name and official address, in one language. ${CACHING}`,
        querystring: Type.Object({ lang: Lang }, { additionalProperties: false }),
        response: { 200: Guide, 304: NotModified, 400: E400 },
      },
    },
    async (req, reply) => send(req, reply, service.guide(langOf(req.query))),
  );
}

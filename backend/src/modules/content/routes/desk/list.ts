import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PARTNER_STATUSES } from '@coinatlas/domain/partners/partner';
import { TEXT_LIMITS } from '../../domain/desk.js';
import { fileSchemas } from '../../domain/schema.js';
import { Day, DESK_TAGS, E400, E401, E403, E503, PartnerType, RowRef } from '../../desk-schemas.js';
import { answer, type DeskRouteContext } from './context.js';

/**
 * The desk's overview: every record with its facts, checks, visits and priority (filtered and sorted), the
 * check-next queue, and the file schemas and text limits the record editor is built from.
 */
export function registerDeskListRoutes(app: FastifyInstance, ctx: DeskRouteContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { desk, read } = ctx;

  r.get(
    '/api/admin/partners',
    {
      onRequest: read,
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminListPartners',
        summary: 'Every partner record with its facts, checks, visits and queue priority, filtered and sorted (admin)',
        querystring: Type.Object(
          {
            type: Type.Optional(PartnerType),
            status: Type.Optional(Type.Enum([...PARTNER_STATUSES])),
            unchecked: Type.Optional(
              Type.Boolean({ description: 'true: only records with a catalogue fact nobody checked yet; false: only records without' }),
            ),
            checkedBefore: Type.Optional({ ...Day, description: 'Only records with a check older than this day' }),
            minVisits: Type.Optional(
              Type.Integer({
                minimum: 0,
                maximum: 1_000_000_000,
                description: 'Only records whose page had at least this many visits in 30 days',
              }),
            ),
            q: Type.Optional(Type.String({ maxLength: 100, description: 'Name or id contains' })),
            sort: Type.Optional(
              Type.Enum(['directory', 'name', 'visits', 'oldest-check', 'unchecked', 'updated', 'priority'], {
                description:
                  'directory (default: type, then directory order), name, visits (most first), oldest-check, unchecked (most catalogue facts first), updated (newest first) or priority (the check-next order)',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            today: Day,
            visitDays: Type.Integer({ description: 'The days visits are counted over' }),
            visitsAvailable: Type.Boolean({ description: 'false: analytics could not be read, visits are null' }),
            total: Type.Integer({ minimum: 0, description: 'Records stored, before the filters' }),
            partners: Type.Array(RowRef),
          }),
          400: E400,
          401: E401,
          403: E403,
          503: E503,
        },
      },
    },
    async (req, reply) => answer(reply, () => desk.list(req.query)),
  );

  r.get(
    '/api/admin/partners/queue',
    {
      onRequest: read,
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminPartnerCheckQueue',
        summary: 'Check next: records with unchecked facts, most visits × days unchecked first (admin)',
        description:
          "A record's priority is its page's visits over the last 30 days (every language) times the days its oldest unchecked fact has " +
          'gone unchecked (a catalogue fact: since the record entered the database, that day included). Ties: longest unchecked first.',
        querystring: Type.Object(
          { limit: Type.Integer({ minimum: 1, maximum: 200, default: 20 }), type: Type.Optional(PartnerType) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            today: Day,
            visitDays: Type.Integer(),
            visitsAvailable: Type.Boolean(),
            waiting: Type.Integer({ minimum: 0, description: 'Records with at least one unchecked fact' }),
            queue: Type.Array(RowRef),
          }),
          400: E400,
          401: E401,
          403: E403,
          503: E503,
        },
      },
    },
    async (req, reply) => answer(reply, () => desk.queue(req.query.limit, req.query.type)),
  );

  r.get(
    '/api/admin/partners/schema',
    {
      onRequest: read,
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminPartnerSchemas',
        summary: "The file schema of each partner type and the desk's text limits, for the record editor (admin)",
        description:
          'The same JSON Schemas saves are validated with (PartnerFileRecord, one per type), so the editor offers exactly the allowed values.',
        response: {
          200: Type.Object({
            schemas: Type.Record(Type.String(), Type.Unknown({ description: 'A JSON Schema' }), { description: 'By partner type' }),
            limits: Type.Object(
              Object.fromEntries(Object.keys(TEXT_LIMITS).map((k) => [k, Type.Integer()])) as Record<
                keyof typeof TEXT_LIMITS,
                ReturnType<typeof Type.Integer>
              >,
            ),
          }),
          401: E401,
          403: E403,
        },
      },
    },
    async (_req, reply) => reply.header('cache-control', 'no-store').send({ schemas: fileSchemas.partners, limits: TEXT_LIMITS }),
  );
}

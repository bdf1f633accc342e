import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TEXT_LIMITS } from '../../domain/desk.js';
import {
  Conflict,
  DeskRecordRef,
  DESK_TAGS,
  E400,
  E401,
  E403,
  E404,
  E503,
  Params,
  ProblemsRef,
  RecordInput,
  Revision,
  Version,
} from '../../desk-schemas.js';
import { answer, type DeskRouteContext } from './context.js';

/**
 * One partner record: read it for editing, save it, mark facts checked against a source, its history, and
 * restoring it as it was after an earlier version.
 */
export function registerDeskRecordRoutes(app: FastifyInstance, ctx: DeskRouteContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { desk, read, write, editor } = ctx;

  r.get(
    '/api/admin/partners/:type/:id',
    {
      onRequest: read,
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminGetPartner',
        summary: 'One partner record for editing: the record, its version, facts with their provenance, logo and desk row (admin)',
        params: Params,
        response: { 200: DeskRecordRef, 400: E400, 401: E401, 403: E403, 404: E404, 503: E503 },
      },
    },
    async (req, reply) => answer(reply, () => desk.get(req.params.type, req.params.id)),
  );

  r.put(
    '/api/admin/partners/:type/:id',
    {
      onRequest: write,
      bodyLimit: 1_048_576,
      // The desk's rules hold the record's texts to the stored-text rule, each problem at its field.
      config: { bodyFieldsCheckedByRoute: ['record'] },
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminSavePartner',
        summary: 'Save a whole partner record from the version the editor opened (admin)',
        description:
          "Validated in the whole set as the content folder is (schema, cross-checks) plus the desk's rules; `updated` becomes today when " +
          'anything but provenance changed. One transaction: all of it is saved or nothing. Every page and API answer shows it on the next ' +
          'request, on every instance.',
        params: Params,
        body: Type.Object({ version: Version, record: RecordInput }, { additionalProperties: false }),
        response: { 200: DeskRecordRef, 400: ProblemsRef, 401: E401, 403: E403, 404: E404, 409: Conflict, 503: E503 },
      },
    },
    async (req, reply) =>
      answer(reply, async () => desk.save(req.params.type, req.params.id, req.body.version, req.body.record, await editor(req))),
  );

  r.post(
    '/api/admin/partners/:type/:id/check',
    {
      onRequest: write,
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminCheckPartnerFacts',
        summary: '"I checked these against <source> today": the named facts become checked (admin)',
        description:
          "Sets each named fact's provenance to { kind: 'checked', source, checked: today } (the server's day), as a new version whose " +
          'revision names the admin. The paths are those of `facts` in GET /api/admin/partners/{type}/{id}.',
        params: Params,
        body: Type.Object(
          {
            version: Version,
            source: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.url, description: 'The https page the facts were read on' }),
            paths: Type.Array(Type.String({ pattern: '^/[A-Za-z0-9/]+$', maxLength: 200 }), {
              minItems: 1,
              maxItems: 200,
              description: 'e.g. /fees/trading, /fees/deposit/card',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: DeskRecordRef, 400: ProblemsRef, 401: E401, 403: E403, 404: E404, 409: Conflict, 503: E503 },
      },
    },
    async (req, reply) =>
      answer(reply, async () =>
        desk.check(req.params.type, req.params.id, req.body.version, req.body.source, req.body.paths, await editor(req)),
      ),
  );

  r.get(
    '/api/admin/partners/:type/:id/history',
    {
      onRequest: read,
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminPartnerHistory',
        summary: "A record's changes, newest first: who, when, what kind, and each changed field before and after (admin)",
        params: Params,
        response: { 200: Type.Object({ revisions: Type.Array(Revision) }), 400: E400, 401: E401, 403: E403, 404: E404, 503: E503 },
      },
    },
    async (req, reply) => answer(reply, async () => ({ revisions: await desk.history(req.params.type, req.params.id) })),
  );

  r.post(
    '/api/admin/partners/:type/:id/restore',
    {
      onRequest: write,
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminRestorePartner',
        summary: 'Bring back the record (and logo) as it was after an earlier version, as a new version (admin)',
        params: Params,
        body: Type.Object(
          { version: Version, fromVersion: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
          { additionalProperties: false },
        ),
        response: { 200: DeskRecordRef, 400: ProblemsRef, 401: E401, 403: E403, 404: E404, 409: Conflict, 503: E503 },
      },
    },
    async (req, reply) =>
      answer(reply, async () => desk.restore(req.params.type, req.params.id, req.body.version, req.body.fromVersion, await editor(req))),
  );
}

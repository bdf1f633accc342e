import type { FastifyInstance } from 'fastify';
import { AppError } from '@coinatlas/domain/errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EXAMPLE_CODE } from '@coinatlas/domain/referrals/referral-code';
import type { AdminAuth } from '../../admin/contract.js';
import { errorResponse } from '../../../platform/error-schema.js';
import { CSV_COLUMNS } from '../ports.js';
import type { ReferralService } from '../service.js';
import { CreateBody, CSV_BODY_LIMIT, E401, E403, IdParams, ReferralCodeSchema, UpdateBody } from '../schemas.js';

/** Editors' writes: create, update and delete a code, and the CSV import and export. */
export function registerAdminCodeRoutes(app: FastifyInstance, { service, auth }: { service: ReferralService; auth: AdminAuth }): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const admin = auth.requireAdmin({ mutation: false });
  const mutation = auth.requireAdmin({ mutation: true });

  r.post(
    '/api/referral-codes',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Create a referral code (admin)',
        operationId: 'createReferralCode',
        description:
          'Signed-in admins only (401), same-origin with the x-csrf-token header (403). 400 names the field that ' +
          `is wrong; 409 when the partner already has a code. An example code (${EXAMPLE_CODE}) cannot be active.`,
        body: CreateBody,
        response: {
          201: ReferralCodeSchema,
          400: errorResponse(400, 'Invalid field', 'url must start with https://'),
          401: E401,
          403: E403,
          409: errorResponse(
            409,
            'The partner already has a code',
            "A referral code for exchange 'kraken' already exists; edit it instead",
          ),
        },
      },
      onRequest: mutation,
    },
    async (req, reply) => {
      const created = await service.create(req.body);
      req.log.info({ id: created.id, entity: `${created.entityType}/${created.entityId}` }, 'referral code created');
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  r.put(
    '/api/referral-codes/:id',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Update a referral code (admin)',
        operationId: 'updateReferralCode',
        description: 'Signed-in admins only (401), same-origin with the x-csrf-token header (403). 404 for an unknown id.',
        params: IdParams,
        body: UpdateBody,
        response: {
          200: ReferralCodeSchema,
          400: errorResponse(400, 'Invalid field', 'code must be at most 64 characters'),
          401: E401,
          403: E403,
          404: errorResponse(404, 'Unknown id', 'No referral code with id 12'),
        },
      },
      onRequest: mutation,
    },
    async (req, reply) => {
      const updated = await service.update(req.params.id, req.body);
      req.log.info({ id: updated.id, isActive: updated.isActive }, 'referral code updated');
      reply.header('cache-control', 'no-store');
      return updated;
    },
  );

  r.delete(
    '/api/referral-codes/:id',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Delete a referral code (admin)',
        operationId: 'deleteReferralCode',
        description:
          'Signed-in admins only (401), same-origin with the x-csrf-token header (403). Links to the partner then go ' +
          'to its official site. The start-up seed does not bring a deleted code back.',
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          401: E401,
          403: E403,
          404: errorResponse(404, 'Unknown id', 'No referral code with id 12'),
        },
      },
      onRequest: mutation,
    },
    async (req, reply) => {
      await service.remove(req.params.id);
      req.log.info({ id: req.params.id }, 'referral code deleted');
      return reply.status(204).send(null);
    },
  );

  // The import takes the CSV file as it is: a text/csv body, read as a string (larger than a JSON body may be).
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_req, body, done) => done(null, body));

  r.post(
    '/api/referral-codes/import',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Import referral codes from CSV (admin)',
        operationId: 'importReferralCodes',
        description:
          'Signed-in admins only (401), same-origin with the x-csrf-token header (403). The body is a CSV file ' +
          `(Content-Type: text/csv, at most ${CSV_BODY_LIMIT / 1024} KB) whose header names the columns: ` +
          `${CSV_COLUMNS.join(', ')} (entityType, entityId, code and url are required; isActive is true or false, ` +
          'false when empty). A row for a partner that has a code replaces that code; other rows create one. Every ' +
          'row is checked first: with any invalid row nothing is stored, and the 400 names each problem with its ' +
          'line number (line 1 is the header).',
        body: {
          content: {
            'text/csv': {
              schema: Type.String({
                minLength: 1,
                maxLength: CSV_BODY_LIMIT,
                examples: [
                  'entityType,entityId,code,url,discount,isActive\nexchange,kraken,COINATLAS,https://www.kraken.com/sign-up?ref=coinatlas,,true\n',
                ],
              }),
            },
          },
        } as never,
        response: {
          200: Type.Object(
            {
              created: Type.Integer({ minimum: 0, description: 'Rows that created a code' }),
              updated: Type.Integer({ minimum: 0, description: 'Rows that replaced an existing code' }),
            },
            { $id: 'ReferralImportResult', examples: [{ created: 2, updated: 5 }] },
          ),
          400: errorResponse(
            400,
            'Invalid file: nothing was imported',
            "Nothing was imported: 2 lines have problems. line 3: url must start with https://. line 5: entityId 'nope' is not a listed exchange",
          ),
          401: E401,
          403: E403,
          415: errorResponse(415, 'Not a CSV body', 'Send the file as text/csv'),
        },
      },
      onRequest: mutation,
    },
    async (req, reply) => {
      if (typeof req.body !== 'string') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv');
      const result = await service.importCsv(req.body);
      req.log.info(result, 'referral codes imported');
      reply.header('cache-control', 'no-store');
      return result;
    },
  );

  r.get(
    '/api/referral-codes/export',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Export every referral code as CSV (admin)',
        operationId: 'exportReferralCodes',
        description:
          `Signed-in admins only (401). Every code, active or not, with the columns ${CSV_COLUMNS.join(', ')}: ` +
          'the import reads the same file back.',
        response: {
          200: {
            description: 'The codes as CSV, header first',
            content: { 'text/csv': { schema: Type.String() } },
          },
          401: E401,
        } as never,
      },
      onRequest: admin,
    },
    async (_req, reply) => {
      const csv = await service.exportCsv();
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="referral-codes.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
}

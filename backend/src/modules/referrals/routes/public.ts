import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '@coinatlas/domain/errors';
import { isPartnerType, PARTNER_TYPES } from '@coinatlas/domain/partners/partner';
import { LIMITS } from '@coinatlas/domain/referrals/referral-code';
import type { AdminAuth } from '../../admin/contract.js';
import { errorResponse } from '../../../platform/error-schema.js';
import type { ReferralService } from '../service.js';
import { E401, EntityType, ReferralCodeList, ReferralCodeSchema } from '../schemas.js';

/** The codes visitors may see: the list (every code for admins), one partner's, one type's. */
export function registerPublicCodeRoutes(app: FastifyInstance, { service, auth }: { service: ReferralService; auth: AdminAuth }): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const admin = auth.requireAdmin({ mutation: false });
  const publicRead = 'no-cache';

  r.get(
    '/api/referral-codes',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'List referral codes',
        operationId: 'listReferralCodes',
        description:
          'The active codes visitors may see, ordered by type and name. With includeInactive=true (signed-in admins ' +
          'only, 401 otherwise) every code, including the inactive example codes the seeds create.',
        querystring: Type.Object({ includeInactive: Type.Optional(Type.Boolean({ default: false })) }, { additionalProperties: false }),
        response: { 200: ReferralCodeList, 401: E401 },
      },
      onRequest: async (req, reply) => {
        const q = req.query as { includeInactive?: unknown };
        if (q.includeInactive === 'true' || q.includeInactive === true) await admin.call(app, req, reply);
      },
    },
    async (req, reply) => {
      if (req.query.includeInactive) {
        reply.header('cache-control', 'no-store');
        return service.listAll();
      }
      reply.header('cache-control', publicRead);
      return service.listActive();
    },
  );

  r.get(
    '/api/referral-codes/entity/:entityId',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'The active referral code of one partner',
        operationId: 'getReferralCodeByEntity',
        description:
          '404 "No referral code found" when the partner has no active code (clients treat it as no code). Ids are ' +
          'unique within a type; pass type to pick one (3commas is both a tool and a trading bot).',
        params: Type.Object({ entityId: Type.String({ maxLength: LIMITS.entityId, examples: ['kraken'] }) }),
        querystring: Type.Object({ type: Type.Optional(EntityType) }, { additionalProperties: false }),
        response: {
          200: ReferralCodeSchema,
          404: errorResponse(404, 'No active code for this partner', 'No referral code found'),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', publicRead);
      return service.findActiveForEntity(req.params.entityId, req.query.type);
    },
  );

  r.get(
    '/api/referral-codes/type/:type',
    {
      schema: {
        tags: ['Referral codes'],
        summary: 'Active referral codes of one type',
        operationId: 'listReferralCodesByType',
        description: `type is one of ${PARTNER_TYPES.join(', ')}; any other value answers 400.`,
        params: Type.Object({ type: Type.String({ maxLength: 40, examples: ['exchange'] }) }),
        response: {
          200: ReferralCodeList,
          400: errorResponse(400, 'Unknown type', `Unknown entity type 'exchanges'. Expected one of: ${PARTNER_TYPES.join(', ')}`),
        },
      },
    },
    async (req, reply) => {
      const { type } = req.params;
      if (!isPartnerType(type)) {
        throw new AppError('BAD_REQUEST', `Unknown entity type '${type}'. Expected one of: ${PARTNER_TYPES.join(', ')}`);
      }
      reply.header('cache-control', publicRead);
      return service.listActive(type);
    },
  );
}

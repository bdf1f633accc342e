import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AdminAuth } from '../../admin/contract.js';
import { BoundedInteger } from '../../../platform/schemas.js';
import { MAX_CLICK_WINDOW_DAYS } from '../domain/clicks.js';
import type { ReferralService } from '../service.js';
import { E401, EntityType } from '../schemas.js';

/** The /go click totals per partner, for editors. */
export function registerClickRoutes(app: FastifyInstance, { service, auth }: { service: ReferralService; auth: AdminAuth }): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const admin = auth.requireAdmin({ mutation: false });

  r.get(
    '/api/admin/referral-clicks',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Outbound clicks per partner (admin)',
        operationId: 'getReferralClicks',
        description: 'Totals of /go clicks per partner over the last `days` days (UTC, today included). No visitor data is kept.',
        querystring: Type.Object(
          { days: Type.Optional(BoundedInteger(1, MAX_CLICK_WINDOW_DAYS, { default: 30 })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            {
              since: Type.String({ format: 'date', description: 'First day counted (UTC)' }),
              until: Type.String({ format: 'date', description: 'Last day counted (today, UTC)' }),
              totals: Type.Array(Type.Object({ entityType: EntityType, entityId: Type.String(), clicks: Type.Integer({ minimum: 0 }) })),
            },
            {
              $id: 'ReferralClicks',
              examples: [
                { since: '2026-10-24', until: '2026-11-22', totals: [{ entityType: 'exchange', entityId: 'kraken', clicks: 42 }] },
              ],
            },
          ),
          401: E401,
        },
      },
      onRequest: admin,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.clickTotals(req.query.days ?? 30);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BANNER_TOP_N } from '@coinatlas/domain/promotions/scoring';
import type { AdminAuth } from '../../admin/contract.js';
import type { PromotionService, SimulationInput } from '../service.js';
import { Coverage, E400, E401, E403, E404, IdParams, Simulation, Visitor } from '../schemas.js';

/**
 * The simulator (admin): which typical visitors a promotion reaches under each market trend, and the banner's
 * ranking for a visitor described by hand. It runs on the server because it also ranks unpublished promotions.
 */
export function registerPromotionSimulationRoutes(app: FastifyInstance, service: PromotionService, auth: AdminAuth): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAdmin({ mutation: false });
  const write = auth.requireAdmin({ mutation: true });
  const noStore = { 'cache-control': 'no-store' };
  const tags = ['Promotions admin'];

  r.get(
    '/api/admin/promotions/:id/coverage',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Which typical visitors would see this promotion in the banner, under each market trend (admin)',
        operationId: 'adminPromotionCoverage',
        params: IdParams,
        response: { 200: Coverage, 401: E401, 404: E404 },
      },
    },
    async (req, reply) => reply.headers(noStore).send({ topN: BANNER_TOP_N, cells: (await service.coverage(req.params.id)) as never }),
  );
  r.post(
    '/api/admin/promotions/simulate',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Rank the promotions for a visitor described by hand, with the banner’s scoring and each score’s parts (admin)',
        operationId: 'adminSimulatePromotions',
        body: Visitor,
        response: { 200: Simulation, 400: E400, 401: E401, 403: E403 },
      },
    },
    async (req, reply) => {
      const result = await service.simulate(req.body as SimulationInput);
      return reply.headers(noStore).send({
        context: result.context,
        unavailableInCountry: result.unavailableInCountry,
        ranked: result.ranked.map((x) => ({
          id: x.promotion.id,
          title: x.promotion.title,
          state: x.state,
          rank: x.rank,
          score: x.score,
          urgency: x.urgency,
          inBanner: x.inBanner,
          parts: x.parts,
        })),
      } as never);
    },
  );
}

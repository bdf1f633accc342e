import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { AdminAuth } from '../../admin/contract.js';
import type { ManagedPromotion } from '../ports.js';
import type { PromotionService, StateAction } from '../service.js';
import {
  ActionParams,
  AdminPromotion,
  Conflict,
  E400,
  E401,
  E403,
  E404,
  IdParams,
  NewPromotion,
  PromotionPatch,
  Revision,
  VersionBody,
} from '../schemas.js';

/**
 * Editors' management of promotions: the list and one promotion, create, change, the named state actions,
 * undo, the history, delete. Every change clears the public list's cache (the service does).
 */
export function registerPromotionEditRoutes(app: FastifyInstance, service: PromotionService, auth: AdminAuth): void {
  app.addSchema(AdminPromotion);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAdmin({ mutation: false });
  const write = auth.requireAdmin({ mutation: true });
  const noStore = { 'cache-control': 'no-store' };
  const tags = ['Promotions admin'];
  const editor = async (req: FastifyRequest) => (await auth.adminOf(req))?.email ?? 'unknown';
  const AdminRef = Type.Unsafe<Static<typeof AdminPromotion>>({ $ref: 'AdminPromotion' });

  /**
   * Sends a saved promotion with its state, never cached. A stale save is a PromotionConflict: the one error
   * handler answers 409 with the stored promotion (the no-store set here first stays on that answer too).
   */
  const sendSaved = async (reply: FastifyReply, fn: () => Promise<ManagedPromotion>, status = 200) => {
    reply.headers(noStore);
    const saved = await service.forEditor(await fn());
    return reply.status(status).send(saved);
  };

  r.get(
    '/api/admin/promotions',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Every promotion with its state: draft, scheduled, live, paused, ended or archived (admin)',
        operationId: 'adminListPromotions',
        response: { 200: Type.Object({ promotions: Type.Array(AdminRef) }), 401: E401 },
      },
    },
    async (_req, reply) => reply.headers(noStore).send({ promotions: (await service.listAll()) as never }),
  );
  r.get(
    '/api/admin/promotions/:id',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'One promotion (admin)',
        operationId: 'adminGetPromotion',
        params: IdParams,
        response: { 200: AdminRef, 401: E401, 404: E404 },
      },
    },
    async (req, reply) => reply.headers(noStore).send((await service.forEditor(await service.get(req.params.id))) as never),
  );
  r.post(
    '/api/admin/promotions',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Create a promotion, published or as a draft (admin)',
        operationId: 'adminCreatePromotion',
        body: NewPromotion,
        response: { 201: AdminRef, 400: E400, 401: E401, 403: E403, 409: Conflict },
      },
    },
    async (req, reply) => {
      const { draft, ...fields } = req.body;
      return sendSaved(reply, async () => service.create(fields, await editor(req), { draft }), 201);
    },
  );
  r.put(
    '/api/admin/promotions/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Change a promotion: texts, partner, targeting, schedule (admin)',
        operationId: 'adminUpdatePromotion',
        params: IdParams,
        body: PromotionPatch,
        response: { 200: AdminRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) => {
      const { version, ...patch } = req.body;
      return sendSaved(reply, async () => service.update(req.params.id, patch, { version, actor: await editor(req) }));
    },
  );
  r.post(
    '/api/admin/promotions/:id/:action',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Pause, resume, publish, archive or restore a promotion (admin)',
        operationId: 'adminChangePromotionState',
        params: ActionParams,
        body: VersionBody,
        response: { 200: AdminRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) =>
      sendSaved(reply, async () =>
        service.changeState(req.params.id, req.params.action as StateAction, req.body.version, await editor(req)),
      ),
  );
  r.post(
    '/api/admin/promotions/:id/undo',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Undo the latest change: the promotion as it was before it, saved as a new version (admin)',
        operationId: 'adminUndoPromotion',
        params: IdParams,
        body: VersionBody,
        response: { 200: AdminRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict },
      },
    },
    async (req, reply) => sendSaved(reply, async () => service.undo(req.params.id, req.body.version, await editor(req))),
  );
  r.get(
    '/api/admin/promotions/:id/history',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Every recorded change of a promotion, newest first: who, when, what (admin)',
        operationId: 'adminPromotionHistory',
        params: IdParams,
        response: { 200: Type.Object({ revisions: Type.Array(Revision) }), 401: E401, 404: E404 },
      },
    },
    async (req, reply) =>
      reply
        .headers(noStore)
        .send({ revisions: (await service.history(req.params.id)).map(({ previous: _p, promotionId: _i, ...r }) => r) as never }),
  );
  r.delete(
    '/api/admin/promotions/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Delete a promotion and its history (admin; archiving keeps both)',
        operationId: 'adminDeletePromotion',
        params: IdParams,
        response: { 204: Type.Null(), 401: E401, 403: E403, 404: E404 },
      },
    },
    async (req, reply) => {
      await service.delete(req.params.id);
      return reply.status(204).headers(noStore).send(null);
    },
  );
}

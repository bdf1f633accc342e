import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Conflict, DESK_TAGS, E401, E403, E503, ProblemsRef } from '../../desk-schemas.js';
import { answer, type DeskRouteContext } from './context.js';

/** A bundle of every record is some hundreds of KB; the site's default body limit is smaller. */
const BUNDLE_LIMIT = 8 * 1024 * 1024;

/**
 * Every record at once, in the content folder's format: the export bundle, and its import (a dry run that
 * lists every difference, then applying exactly that).
 */
export function registerDeskBundleRoutes(app: FastifyInstance, ctx: DeskRouteContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { desk, read, write, editor } = ctx;

  r.get(
    '/api/admin/partners/export',
    {
      onRequest: read,
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminExportPartners',
        summary: "Every partner record in the content folder's format, as one JSON bundle (admin)",
        description: 'Sent as a download (partners-<date>.json). POST /api/admin/partners/import takes the same bundle back.',
        response: { 200: Type.Unsafe(Type.Ref('PartnerBundle')), 401: E401, 403: E403, 503: E503 },
      },
    },
    async (_req, reply) => {
      const bundle = await desk.export();
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="partners-${bundle.exportedAt.slice(0, 10)}.json"`)
        .send(bundle);
    },
  );

  r.post(
    '/api/admin/partners/import',
    {
      onRequest: write,
      bodyLimit: BUNDLE_LIMIT,
      // The desk's rules hold the records' texts to the stored-text rule, each problem at its file and field.
      config: { bodyFieldsCheckedByRoute: ['bundle'] },
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminImportPartners',
        summary: 'Import an export bundle: a dry run lists every difference and writes nothing; then apply it (admin)',
        description:
          'Every record of the bundle is validated as a save is (one 400 lists every problem). The dry run answers what would be ' +
          'added, changed (each field with its value before and after), left unchanged and what the bundle does not have, with a `basis`. ' +
          'Applying (`dryRun: false`) needs that basis: when the stored records changed since the dry run nothing is written (409). ' +
          'Stored records missing from the bundle are kept unless `removeMissing` is true. Each written record gets a revision (action import).',
        body: Type.Object(
          {
            bundle: Type.Unsafe<unknown>(
              Type.Object(
                {},
                { additionalProperties: true, description: 'A bundle as GET /api/admin/partners/export writes it (PartnerBundle)' },
              ),
            ),
            dryRun: Type.Boolean({ description: 'true: only report the differences' }),
            removeMissing: Type.Optional(Type.Boolean({ default: false, description: 'Delete stored records the bundle does not have' })),
            basis: Type.Optional(Type.String({ maxLength: 100, description: "The dry run's basis (required to apply)" })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Unsafe(Type.Ref('PartnerImportReport')), 400: ProblemsRef, 401: E401, 403: E403, 409: Conflict, 503: E503 },
      },
    },
    async (req, reply) =>
      answer(reply, async () =>
        desk.import(
          req.body.bundle,
          { dryRun: req.body.dryRun, removeMissing: req.body.removeMissing ?? false, basis: req.body.basis },
          await editor(req),
        ),
      ),
  );
}

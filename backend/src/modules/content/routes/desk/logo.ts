import type { FastifyInstance } from 'fastify';
import { AppError } from '@coinatlas/domain/errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponse } from '../../../../platform/error-schema.js';
import { MAX_IMAGE_BYTES } from '../../../../platform/media/images.js';
import { Conflict, DeskRecordRef, DESK_TAGS, E400, E401, E403, E404, E503, Params, Version } from '../../desk-schemas.js';
import { answer, type DeskRouteContext } from './context.js';

/** A partner's logo: uploading an image (stored as square WebP sizes through the media store) and removing it. */
export function registerDeskLogoRoutes(app: FastifyInstance, ctx: DeskRouteContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { desk, write, editor } = ctx;

  r.post(
    '/api/admin/partners/:type/:id/logo',
    {
      onRequest: write,
      config: { binaryBody: true },
      bodyLimit: MAX_IMAGE_BYTES + 1024,
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminUploadPartnerLogo',
        summary: "Upload the partner's logo (admin)",
        description:
          'The body is the image file (JPEG, PNG, WebP, AVIF or GIF, checked by its content), at most 5 MB. It is fitted whole into ' +
          'squares of 64, 128 and 256 px (transparent margins; never enlarged), stored as WebP through the media store, served under ' +
          '/media/partners/ for a year, and shown as `logo` in the public partner answers. A new version of the record.',
        params: Params,
        querystring: Type.Object({ version: Version }, { additionalProperties: false }),
        body: { content: { 'application/octet-stream': { schema: Type.String({ description: 'The file bytes' }) } } } as never,
        response: {
          200: DeskRecordRef,
          400: errorResponse(
            400,
            'Not an image we take, or damaged',
            'file: not a JPEG, PNG, WebP, AVIF or GIF image (checked by its content)',
          ),
          401: E401,
          403: E403,
          404: E404,
          409: Conflict,
          413: errorResponse(413, 'Larger than 5 MB', 'file: the image is larger than 5 MB'),
          415: errorResponse(415, 'Not sent as a file', 'Send the image as application/octet-stream or its image/* type'),
          503: E503,
        },
      },
    },
    async (req, reply) => {
      if (typeof req.body !== 'string')
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as application/octet-stream or its image/* type');
      const bytes = Buffer.from(req.body, 'latin1');
      return answer(reply, async () => desk.setLogo(req.params.type, req.params.id, req.query.version, bytes, await editor(req)));
    },
  );

  r.delete(
    '/api/admin/partners/:type/:id/logo',
    {
      onRequest: write,
      schema: {
        tags: DESK_TAGS,
        operationId: 'adminRemovePartnerLogo',
        summary: "Remove the partner's logo (admin; the stored files stay for the history)",
        params: Params,
        querystring: Type.Object({ version: Version }, { additionalProperties: false }),
        response: { 200: DeskRecordRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict, 503: E503 },
      },
    },
    async (req, reply) => answer(reply, async () => desk.removeLogo(req.params.type, req.params.id, req.query.version, await editor(req))),
  );
}

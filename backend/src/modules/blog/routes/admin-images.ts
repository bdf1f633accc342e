import type { FastifyInstance } from 'fastify';
import { AppError } from '@coinatlas/domain/errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { acceptImageUploads } from '../../../platform/media/http.js';
import { MAX_IMAGE_BYTES } from '../../../platform/media/images.js';
import type { AdminAuth } from '../../admin/contract.js';
import { errorResponse } from '../../../platform/error-schema.js';
import type { BlogService } from '../service.js';
import { E401, E403 } from '../schemas.js';

/** A post's cover image (admin): the uploaded file, stored as WebP in web sizes through platform/media. */
export function registerCoverUploadRoute(app: FastifyInstance, service: BlogService, auth: AdminAuth): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const write = auth.requireAdmin({ mutation: true });
  const tags = ['Blog admin'];

  // The upload is the file's bytes as they are (read losslessly as latin1 text so the schema can describe it).
  acceptImageUploads(app);
  r.post(
    '/api/admin/blog/images',
    {
      onRequest: write,
      config: { binaryBody: true },
      bodyLimit: MAX_IMAGE_BYTES + 1024,
      schema: {
        tags,
        operationId: 'adminUploadBlogImage',
        summary: 'Upload a cover image (admin)',
        description:
          'The body is the image file (JPEG, PNG, WebP, AVIF or GIF, checked by its content, not its name), at most 5 MB. ' +
          'It is stored as WebP in web sizes (480, 960 and 1600 px wide, never wider than the original), served under /media/blog/ for a year.',
        body: { content: { 'application/octet-stream': { schema: Type.String({ description: 'The file bytes' }) } } } as never,
        response: {
          201: Type.Unsafe(Type.Ref('BlogCoverImage')),
          400: errorResponse(
            400,
            'Not an image we take, or damaged',
            'file: not a JPEG, PNG, WebP, AVIF or GIF image (checked by its content)',
          ),
          401: E401,
          403: E403,
          413: errorResponse(413, 'Larger than 5 MB', 'file: the image is larger than 5 MB'),
          415: errorResponse(415, 'Not sent as a file', 'Send the image as application/octet-stream or its image/* type'),
        },
      },
    },
    async (req, reply) => {
      if (typeof req.body !== 'string')
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as application/octet-stream or its image/* type');
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await service.uploadCover(Buffer.from(req.body, 'latin1')));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { MediaStore } from './ports.js';
import { MAX_IMAGE_BYTES } from './images.js';

/**
 * Serves stored media under /media/<folder>/<file>. Names are content-addressed (see sharp-images.ts), so
 * a file never changes under its name and is cached for a year.
 */
export function registerMediaFiles(app: FastifyInstance, store: MediaStore): void {
  app.get('/media/:folder/:file', { schema: { hide: true }, config: { showsPartnerRecords: false } }, async (req, reply) => {
    const { folder, file } = req.params as { folder: string; file: string };
    const found = await store.get(`${folder}/${file}`);
    if (!found) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(found.contentType)
      .send(found.data);
  });
}

/** The body types an image upload may be sent as (its bytes as they are; the content decides what it is). */
export const IMAGE_UPLOAD_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

/**
 * Lets a scope take image uploads: the body is the file's bytes, read losslessly as latin1 text so a route
 * schema can describe it (`Buffer.from(body, 'latin1')` gives the bytes back). Routes using it set
 * `config: { binaryBody: true }` and `bodyLimit: MAX_IMAGE_BYTES + 1024`.
 */
export function acceptImageUploads(scope: FastifyInstance): void {
  scope.addContentTypeParser(IMAGE_UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES + 1024 }, (_req, body, done) =>
    done(null, (body as Buffer).toString('latin1')),
  );
}

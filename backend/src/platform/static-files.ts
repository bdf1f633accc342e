// The error handler of the built client's files: an unreadable file falls back to another copy or the 404 page.
import { open } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dropBodyHeaders } from './errors.js';
import { acceptsGzip } from './pages/page-encoding.js';

/** A failure of the file system (a lookup or an open) naming the file it failed on. */
const isFileError = (err: unknown): err is NodeJS.ErrnoException & { path: string } =>
  err instanceof Error &&
  typeof (err as NodeJS.ErrnoException).syscall === 'string' &&
  typeof (err as NodeJS.ErrnoException).path === 'string';

const canOpen = (path: string) =>
  open(path, 'r').then(
    (file) => file.close().then(() => true),
    () => false,
  );

/**
 * The error handler of the built client's files: a file that cannot be read (a rebuild replacing the folder
 * under the server, a file it may not open) is never a 500. A .br or .gz copy that fails gives way, once, to
 * the next copy the client accepts that opens, then to the plain file; a file that cannot be read at all gets
 * the site's 404 page. A file whose copies vanished before the lookup never comes here: the static plugin
 * itself goes on to the next copy. Other errors go on to the site's error handler.
 */
export function unreadableFile(staticDir: string) {
  const retried = new WeakSet<FastifyRequest>();
  return async (err: Error, req: FastifyRequest, reply: FastifyReply) => {
    if (!isFileError(err) || reply.raw.headersSent) throw err;
    dropBodyHeaders(reply);
    reply.removeHeader('cache-control');
    reply.raw.removeHeader('cache-control');
    req.log.warn({ file: err.path.slice(staticDir.length), code: err.code }, 'static file could not be read');
    // the file asked for (the static plugin has decoded this path already, so it decodes)
    const pathname = decodeURIComponent(req.url.split('?', 1)[0] ?? '/');
    const plain = join(staticDir, pathname);
    if (!retried.has(req) && plain.startsWith(staticDir + sep) && err.path !== plain) {
      retried.add(req);
      const accept = req.headers['accept-encoding'];
      // After a failed .br copy, the .gz one if the client takes gzip (its br answer set to q=0), then the plain file.
      const gzip = err.path === `${plain}.br` && acceptsGzip(accept) && (await canOpen(`${plain}.gz`));
      if (gzip || (await canOpen(plain))) {
        // the static plugin picks the copy from Accept-Encoding: name the one that opened
        req.headers['accept-encoding'] = gzip ? 'gzip' : 'identity';
        return reply.code(200).sendFile(pathname);
      }
    }
    return reply.callNotFound();
  };
}

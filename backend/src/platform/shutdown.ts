import type { FastifyInstance } from 'fastify';

/**
 * Closes the app: stops accepting connections, lets in-flight requests finish, runs onClose hooks.
 * Node closes the keep-alive connections that are idle when closing starts, but a connection whose
 * request finishes later would stay open until its keep-alive timeout, holding the shutdown (and the
 * grace period would then end the process with exit code 1). Idle connections are therefore closed
 * again every 100 ms until the app has closed.
 */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections?.(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

// The admin module's contract: what it offers the other modules (`app.adminAuth`).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

/** The admin session of a request, as the admin module resolves it. */
export type AdminIdentity = Readonly<{ accountId: number; email: string }>;

/** Admin authorisation, offered by the admin module to every module with admin-only routes. */
export type AdminAuth = Readonly<{
  /**
   * onRequest hook for admin-only routes: 401 without a session; for mutations also 403 unless the request
   * is same-origin and carries the session's CSRF token. `refuseCrossSite` on a read: 403 when the request says it
   * comes from another site (an Origin or Referer of another origin, or Sec-Fetch-Site: cross-site).
   */
  requireAdmin(opts: { mutation: boolean; refuseCrossSite?: boolean }): onRequestAsyncHookHandler;
  /** The signed-in admin of this request, if any. */
  adminOf(req: FastifyRequest): Promise<AdminIdentity | undefined>;
}>;

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: AdminAuth;
  }
}

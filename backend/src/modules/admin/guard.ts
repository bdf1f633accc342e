import { timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '@coinatlas/domain/errors';
import { isSameOrigin } from './domain/origin.js';
import { ADMIN_HINT_COOKIE, sessionCookieName, type AdminSession } from './domain/session.js';
import type { AdminService } from './service.js';
import { failureLevel } from '../../platform/errors.js';
import { ADMIN_ACCESS, CSRF_HEADER, type AdminAccess } from '../../platform/module.js';

export { CSRF_HEADER };

export const NOT_SIGNED_IN = 'Sign in as an admin to use this endpoint.';
export const CROSS_SITE = 'Cross-site request refused: the Origin header does not match this site.';
export const BAD_CSRF = `Missing or invalid CSRF token: send the ${CSRF_HEADER} header with the token from GET /api/admin/session.`;

/**
 * The HTTP side of admin sign-in, shared by every module with admin-only routes: reads the session cookie,
 * checks same-origin and the CSRF token on mutations, and writes or clears the cookies.
 */
export function createAdminGuard(service: AdminService, opts: { publicSiteUrl: string; origins: readonly string[] }) {
  const https = opts.publicSiteUrl.startsWith('https://');
  const cookieName = sessionCookieName(https);
  const resolved = new WeakMap<FastifyRequest, Promise<AdminSession | undefined>>();

  // Read from the header here, with the parser @fastify/cookie uses: admin-only routes of every module ask,
  // and only the admin routes' own scope carries that plugin.
  const tokenOf = (req: FastifyRequest): string | undefined => {
    const header = req.headers.cookie;
    return (header && parseCookie(header)[cookieName]) || undefined;
  };

  /** The signed-in admin of this request (looked up once per request). */
  function current(req: FastifyRequest): Promise<AdminSession | undefined> {
    let p = resolved.get(req);
    if (!p) {
      p = service.sessionFor(tokenOf(req)).catch((err: unknown) => {
        req.log[failureLevel(err)]({ err }, 'admin session lookup failed');
        throw new AppError('UNAVAILABLE', 'Admin sessions are unavailable right now. Please try again shortly.');
      });
      resolved.set(req, p);
    }
    return p;
  }

  /**
   * Origin (or Referer) must be this site: PUBLIC_SITE_URL's origin or one of ADMIN_ORIGINS. Never the origin
   * the request says it was sent to: its Host header is the sender's to choose.
   */
  const allowed = opts.origins;
  function assertSameOrigin(req: FastifyRequest): void {
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    if (!isSameOrigin({ ...(origin ? { origin } : {}), ...(referer ? { referer } : {}) }, allowed)) {
      throw new AppError('FORBIDDEN', CROSS_SITE);
    }
  }

  /** For reads: refuses a request that names another site as where it came from; one naming none passes. */
  function assertNotCrossSite(req: FastifyRequest): void {
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    const named = (origin && origin !== 'null') || referer;
    const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (named && !isSameOrigin({ ...(origin ? { origin } : {}), ...(referer ? { referer } : {}) }, allowed))) {
      throw new AppError('FORBIDDEN', CROSS_SITE);
    }
  }

  function assertCsrf(req: FastifyRequest, session: AdminSession): void {
    const sent = req.headers[CSRF_HEADER];
    const given = Buffer.from(typeof sent === 'string' ? sent : '');
    const expected = Buffer.from(session.csrfToken);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('FORBIDDEN', BAD_CSRF);
  }

  /**
   * onRequest hook for admin-only routes: 401 without a session; for mutations also 403 unless the
   * request is same-origin and carries the session's CSRF token. Runs before the body is even parsed,
   * so an anonymous caller learns nothing about the payload rules.
   */
  function requireAdmin(opts: { mutation: boolean; refuseCrossSite?: boolean }): onRequestAsyncHookHandler {
    const hook: onRequestAsyncHookHandler = async (req) => {
      const session = await current(req);
      if (!session) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
      if (!opts.mutation && opts.refuseCrossSite) assertNotCrossSite(req);
      if (opts.mutation) {
        assertSameOrigin(req);
        assertCsrf(req, session);
      }
    };
    const access: AdminAccess = opts.mutation ? 'mutation' : 'read';
    return Object.assign(hook, { [ADMIN_ACCESS]: access });
  }

  const attrs = (maxAge: number, httpOnly: boolean) => ({ maxAge, path: '/', httpOnly, secure: https, sameSite: 'strict' }) as const;

  function setSessionCookies(reply: FastifyReply, token: string, session: Pick<AdminSession, 'createdAt' | 'expiresAt'>): void {
    const maxAge = Math.max(1, Math.floor((session.expiresAt - session.createdAt) / 1000));
    reply.setCookie(cookieName, token, attrs(maxAge, true)).setCookie(ADMIN_HINT_COOKIE, '1', attrs(maxAge, false));
  }

  function clearSessionCookies(reply: FastifyReply): void {
    reply.setCookie(cookieName, '', attrs(0, true)).setCookie(ADMIN_HINT_COOKIE, '', attrs(0, false));
  }

  return { cookieName, tokenOf, current, requireAdmin, assertSameOrigin, assertCsrf, setSessionCookies, clearSessionCookies };
}

export type AdminGuard = ReturnType<typeof createAdminGuard>;

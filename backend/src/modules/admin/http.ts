import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isAppError } from '@coinatlas/domain/errors';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './domain/account.js';
import type { AdminSession } from './domain/session.js';
import { CSRF_HEADER, type AdminGuard } from './guard.js';
import type { AdminService } from './service.js';
import { errorResponse } from '../../platform/error-schema.js';

export const AdminSessionState = Type.Object(
  {
    signedIn: Type.Boolean({ description: 'Whether the request carries a valid admin session' }),
    email: Type.Optional(Type.String({ description: 'The signed-in admin (only when signed in)' })),
    csrfToken: Type.Optional(
      Type.String({ description: `Send it as the ${CSRF_HEADER} header on every admin mutation (only when signed in)` }),
    ),
    expiresAt: Type.Optional(Type.String({ format: 'date-time', description: 'When the session ends (only when signed in)' })),
    accountsExist: Type.Boolean({
      description: 'False until the first admin account is created (ADMIN_EMAIL + ADMIN_PASSWORD, or npm run admin:create)',
    }),
  },
  {
    $id: 'AdminSessionState',
    examples: [
      { signedIn: false, accountsExist: true },
      {
        signedIn: true,
        email: 'editor@coinatlas.example',
        csrfToken: 'Vb0q3n9tZr7K2yXoQp6wLm4s8dHf1jUe5aCg0iRkTzE',
        expiresAt: '2026-11-23T08:00:00.000Z',
        accountsExist: true,
      },
    ],
  },
);

const Credentials = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, examples: ['editor@coinatlas.example'] }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, examples: ['<your admin password>'] }),
  },
  { additionalProperties: false },
);

const signedIn = (s: AdminSession) => ({
  signedIn: true,
  email: s.email,
  csrfToken: s.csrfToken,
  expiresAt: new Date(s.expiresAt).toISOString(),
  accountsExist: true,
});

export function registerAdminRoutes(app: FastifyInstance, service: AdminService, guard: AdminGuard): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/admin/session',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Whether this browser is signed in as an admin',
        operationId: 'getAdminSession',
        description:
          'Answers 200 for everyone. Signed in: the admin email, the CSRF token for mutations and the expiry. ' +
          'Not signed in: whether any admin account exists yet (the sign-in screen explains how to create one).',
        response: { 200: AdminSessionState },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').header('vary', 'cookie');
      const session = await guard.current(req);
      if (session) return signedIn(session);
      return { signedIn: false, accountsExist: await service.hasAccounts() };
    },
  );

  r.post(
    '/api/admin/login',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Sign in as an admin',
        operationId: 'adminLogin',
        description:
          'Checks the email and password and sets the HttpOnly, SameSite=Strict session cookie (with the ' +
          '`__Host-` prefix and Secure behind https). Same-origin only. Attempts are limited per IP address and ' +
          'per account (429 with Retry-After).',
        body: Credentials,
        response: {
          200: AdminSessionState,
          401: errorResponse(401, 'Wrong email or password', 'Email or password is incorrect.'),
          403: errorResponse(403, 'Cross-site request', 'Cross-site request refused: the Origin header does not match this site.'),
          429: errorResponse(429, 'Too many attempts', 'Too many sign-in attempts. Please try again in 15 minutes.'),
        },
      },
      onRequest: async (req) => guard.assertSameOrigin(req),
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const { token, session } = await service.signIn(req.body.email, req.body.password, req.ip);
        guard.setSessionCookies(reply, token, session);
        req.log.info({ accountId: session.accountId }, 'admin signed in');
        return signedIn(session);
      } catch (e) {
        if (isAppError(e) && e.code === 'RATE_LIMITED') reply.header('retry-after', String(service.loginWindowSeconds));
        if (isAppError(e) && e.code === 'UNAUTHORIZED') req.log.warn('admin sign-in refused');
        throw e;
      }
    },
  );

  r.post(
    '/api/admin/logout',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Sign out',
        operationId: 'adminLogout',
        description: `Ends the session on the server and clears the cookies. Same-origin only; with a session, the ${CSRF_HEADER} header is required.`,
        response: {
          204: Type.Null({ description: 'Signed out' }),
          403: errorResponse(
            403,
            'Cross-site request or missing CSRF token',
            'Cross-site request refused: the Origin header does not match this site.',
          ),
        },
      },
      onRequest: async (req) => {
        guard.assertSameOrigin(req);
        const session = await guard.current(req);
        if (session) guard.assertCsrf(req, session);
      },
    },
    async (req, reply) => {
      await service.signOut(guard.tokenOf(req));
      guard.clearSessionCookies(reply);
      return reply.header('cache-control', 'no-store').status(204).send(null);
    },
  );
}

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Counter } from 'prom-client';
import { Type } from 'typebox';
import { isAppError } from '@coinatlas/domain/errors';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE } from '@coinatlas/domain/validation/email';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  EXPIRED_CONFIRMATION_LINK_MESSAGE,
  INVALID_CONFIRMATION_LINK_MESSAGE,
  INVALID_UNSUBSCRIBE_LINK_MESSAGE,
  NEWSLETTER_UNAVAILABLE_MESSAGE,
  UNSUBSCRIBE_TOKEN_PATTERN,
} from './domain/subscriber.js';
import { ExpiredLinkError, TooManyAttemptsError, type NewsletterService } from './service.js';
import { MAIL_LANGUAGES } from './domain/email.js';
import { CONFIRM_TOKEN_PATTERN } from './ports.js';
import { errorBody } from '../../platform/errors.js';
import { sameSiteLocation } from '../../platform/redirects.js';
import { errorResponse } from '../../platform/error-schema.js';

const SubscribeRequest = Type.Object(
  {
    email: Type.String({
      maxLength: 320,
      description:
        `The address to subscribe. Surrounding spaces are removed and the domain part is lower-cased. At most ${EMAIL_MAX_LENGTH} ` +
        'characters (64 before the @), ASCII only, no control characters, a host name with a top-level domain.',
      examples: ['Satoshi@Example.com'],
    }),
    lang: Type.Optional(
      Type.Enum([...MAIL_LANGUAGES], {
        description: 'The site language the visitor signed up in; their emails are written in it (English when absent)',
        examples: ['de'],
      }),
    ),
  },
  { $id: 'SubscribeRequest', additionalProperties: false },
);

const Subscription = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The subscriber id' }),
    email: Type.String({ description: 'The address as stored: trimmed, domain lower-cased', examples: ['Satoshi@example.com'] }),
    subscribedAt: Type.String({ format: 'date-time', description: 'When this subscription started' }),
    unsubscribeToken: Type.String({
      pattern: UNSUBSCRIBE_TOKEN_PATTERN,
      description:
        'Secret that ends this subscription (POST /api/subscribers/unsubscribe or the /unsubscribe?token=… page). ' +
        'Shown only to the person who subscribed; a new one is issued on every subscription.',
    }),
  },
  {
    $id: 'Subscription',
    description:
      'Signed up (or signed up again): a confirmation email with a link valid for 7 days is on its way; newsletters go only to confirmed addresses',
  },
);

const UnsubscribeRequest = Type.Object(
  {
    token: Type.String({
      pattern: UNSUBSCRIBE_TOKEN_PATTERN,
      description: 'The token from the unsubscribe link',
      examples: ['q3W9x2rVbT0yZ4uP8sA1dF6gH5jK7lM2nB0vC9xZ1qE'],
    }),
  },
  { $id: 'UnsubscribeRequest', additionalProperties: false },
);

const Unsubscribed = Type.Object(
  {
    email: Type.String({ description: 'The address, masked', examples: ['S***@example.com'] }),
    unsubscribedAt: Type.String({ format: 'date-time', description: 'When the subscription ended (the first time, if repeated)' }),
  },
  { $id: 'Unsubscribed', description: 'The subscription has ended (repeating the call gives the same answer)' },
);

const ConfirmRequest = Type.Object(
  {
    token: Type.String({
      pattern: CONFIRM_TOKEN_PATTERN,
      description: 'The token from the confirmation link',
      examples: ['0b9d5c1e-2f4a-4c7e-9a51-3d2f6e8b7a10.q3W9x2rVbT0yZ4uP8sA1dF6gH5jK7lM2nB0vC9xZ1qE'],
    }),
  },
  { $id: 'ConfirmRequest', additionalProperties: false },
);

const Confirmed = Type.Object(
  {
    email: Type.String({ description: 'The address, masked', examples: ['S***@example.com'] }),
    confirmedAt: Type.String({ format: 'date-time', description: 'When the address was confirmed (the first time, if repeated)' }),
    lang: Type.Enum([...MAIL_LANGUAGES], { description: 'The language the newsletter is sent in' }),
  },
  { $id: 'Confirmed', description: 'The address is confirmed and will receive the newsletter' },
);

const OneClickQuery = Type.Object(
  {
    token: Type.String({ pattern: UNSUBSCRIBE_TOKEN_PATTERN, description: 'The unsubscribe token of this subscription' }),
    lang: Type.Optional(Type.Enum([...MAIL_LANGUAGES], { description: "The subscriber's language (the page opened on GET)" })),
  },
  { additionalProperties: false },
);

export const newsletterRoutes: FastifyPluginAsync<{ service: NewsletterService; outcomes: Counter<'outcome'> }> = async (
  app,
  { service, outcomes },
) => {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/api/subscribers',
    {
      // The email check refuses control characters itself, with the message the form shows.
      config: { showsPartnerRecords: false, bodyFieldsCheckedByRoute: ['email'] },
      schema: {
        tags: ['Newsletter'],
        summary: 'Subscribe to the weekly newsletter',
        operationId: 'subscribe',
        description:
          'Stores the sign-up and queues its confirmation email before answering; the newsletter goes only to addresses ' +
          'confirmed through that email, and sign-ups left unconfirmed are deleted after 7 days. Signing up again before ' +
          'confirming sends a new link. Stores the subscriber before answering. Addresses are unique case-insensitively, also under concurrent ' +
          'requests (a unique index decides, exactly one of several simultaneous requests gets 201). An address that ' +
          'unsubscribed may subscribe again. Attempts are limited per address and client IP (429 with Retry-After).',
        body: SubscribeRequest,
        response: {
          201: Subscription,
          400: errorResponse(400, 'Invalid address, unknown field or field too long', INVALID_EMAIL_MESSAGE),
          409: errorResponse(409, 'The address is already subscribed', ALREADY_SUBSCRIBED_MESSAGE),
          429: errorResponse(
            429,
            'Too many attempts; see Retry-After',
            'Too many attempts with this email address. Please try again in 10 minutes.',
          ),
          503: errorResponse(503, 'The database is unreachable; nothing was stored', NEWSLETTER_UNAVAILABLE_MESSAGE),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const result = await service.subscribe({ email: req.body.email, ip: req.ip, ...(req.body.lang ? { lang: req.body.lang } : {}) });
        outcomes.inc({ outcome: result.outcome });
        req.log.info({ subscriber: result.masked, outcome: result.outcome }, 'newsletter subscription');
        return reply.status(201).send({ ...result.subscriber, unsubscribeToken: result.unsubscribeToken });
      } catch (err) {
        if (err instanceof TooManyAttemptsError) reply.header('retry-after', String(err.retryAfterSeconds));
        outcomes.inc({ outcome: outcomeOf(err) });
        throw err;
      }
    },
  );

  r.post(
    '/api/subscribers/unsubscribe',
    {
      config: { showsPartnerRecords: false },
      schema: {
        tags: ['Newsletter'],
        summary: 'Unsubscribe with the token from an unsubscribe link',
        operationId: 'unsubscribe',
        description: 'Ends the subscription holding this token. Idempotent: repeating it answers 200 again.',
        body: UnsubscribeRequest,
        response: {
          200: Unsubscribed,
          400: errorResponse(400, 'Malformed token or unknown field', 'body/token must match pattern "^[A-Za-z0-9_-]{43}$"'),
          404: errorResponse(
            404,
            'No subscription holds this token',
            'This unsubscribe link is not valid. Please use the link from your most recent newsletter email.',
          ),
          503: errorResponse(503, 'The database is unreachable', NEWSLETTER_UNAVAILABLE_MESSAGE),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await service.unsubscribe(req.body.token);
      req.log.info({ subscriber: result.email }, 'newsletter unsubscription');
      return result;
    },
  );

  r.post(
    '/api/subscribers/confirm',
    {
      config: { showsPartnerRecords: false },
      schema: {
        tags: ['Newsletter'],
        summary: 'Confirm a sign-up with the token from the confirmation email',
        operationId: 'confirmSubscription',
        description:
          'Double opt-in: only confirmed addresses receive the newsletter. Idempotent while the link stands. A link stops ' +
          'working after 7 days (410), when the address signs up again (a new link is sent) or unsubscribes (404).',
        body: ConfirmRequest,
        response: {
          200: Confirmed,
          400: errorResponse(400, 'Malformed token or unknown field', 'body/token must match pattern "' + CONFIRM_TOKEN_PATTERN + '"'),
          404: errorResponse(404, 'No sign-up matches this link', INVALID_CONFIRMATION_LINK_MESSAGE),
          410: errorResponse(410, 'The link is older than 7 days', EXPIRED_CONFIRMATION_LINK_MESSAGE),
          503: errorResponse(503, 'The database is unreachable', NEWSLETTER_UNAVAILABLE_MESSAGE),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const result = await service.confirm(req.body.token);
        req.log.info({ subscriber: result.email }, 'newsletter subscription confirmed');
        return result;
      } catch (err) {
        if (err instanceof ExpiredLinkError) return reply.status(410).send(errorBody(410, err.message) as never);
        throw err;
      }
    },
  );

  // RFC 8058 one-click: mail programs POST `List-Unsubscribe=One-Click` (form-encoded) to the URL of the
  // List-Unsubscribe header, with no page and no cookies. Only this route reads form bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, { raw: String(body) }),
    );
    const s = scope.withTypeProvider<TypeBoxTypeProvider>();
    s.post(
      '/api/subscribers/one-click-unsubscribe',
      {
        config: { showsPartnerRecords: false, bodyFieldsCheckedByRoute: ['raw'] },
        schema: {
          tags: ['Newsletter'],
          summary: 'One-click unsubscribe (RFC 8058), the target of the List-Unsubscribe header',
          operationId: 'oneClickUnsubscribe',
          description:
            'Mail programs send `List-Unsubscribe=One-Click` as an application/x-www-form-urlencoded (or multipart/form-data) ' +
            'body to the https URL of the List-Unsubscribe header; the subscription ends without a page. Idempotent.',
          querystring: OneClickQuery,
          consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
          body: Type.Object({ raw: Type.String({ description: 'The form body; it must hold List-Unsubscribe=One-Click' }) }),
          response: {
            200: Unsubscribed,
            400: errorResponse(
              400,
              'Malformed token, or the body lacks List-Unsubscribe=One-Click',
              'The body must be List-Unsubscribe=One-Click',
            ),
            404: errorResponse(404, 'No subscription holds this token', INVALID_UNSUBSCRIBE_LINK_MESSAGE),
            503: errorResponse(503, 'The database is unreachable', NEWSLETTER_UNAVAILABLE_MESSAGE),
          },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        if (!/(^|&|\b)List-Unsubscribe=One-Click\b/.test(req.body.raw)) {
          return reply.status(400).send(errorBody(400, 'The body must be List-Unsubscribe=One-Click') as never);
        }
        const result = await service.unsubscribe(req.query.token);
        req.log.info({ subscriber: result.email }, 'newsletter one-click unsubscription');
        return result;
      },
    );
    s.get(
      '/api/subscribers/one-click-unsubscribe',
      {
        config: { showsPartnerRecords: false },
        schema: {
          tags: ['Newsletter'],
          summary: 'Opening the one-click URL in a browser leads to the unsubscribe page (a GET never unsubscribes)',
          operationId: 'oneClickUnsubscribePage',
          querystring: OneClickQuery,
          response: {
            302: Type.Null({ description: "To the unsubscribe page in the subscriber's language, with the token" }),
            400: errorResponse(400, 'Malformed token', 'querystring/token must match pattern "^[A-Za-z0-9_-]{43}$"'),
          },
        },
      },
      async (req, reply) => {
        const prefix = req.query.lang && req.query.lang !== 'en' ? `/${req.query.lang}` : '';
        return reply.header('cache-control', 'no-store').redirect(sameSiteLocation(`${prefix}/unsubscribe?token=${req.query.token}`), 302);
      },
    );
  });
};

function outcomeOf(err: unknown): string {
  if (!isAppError(err)) return 'error';
  return (
    { BAD_REQUEST: 'invalid', CONFLICT: 'duplicate', RATE_LIMITED: 'rate_limited', UNAVAILABLE: 'unavailable' }[err.code as string] ??
    'error'
  );
}

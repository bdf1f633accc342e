import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Counter } from 'prom-client';
import { Type } from 'typebox';
import { isAppError } from '@coinatlas/domain/errors';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE } from '@coinatlas/domain/validation/email';
import { ALREADY_SUBSCRIBED_MESSAGE, NEWSLETTER_UNAVAILABLE_MESSAGE, UNSUBSCRIBE_TOKEN_PATTERN } from './domain/subscriber.js';
import { TooManyAttemptsError, type NewsletterService } from './service.js';

const errorResponse = (description: string, example: string) =>
  Type.Object(
    {
      statusCode: Type.Integer(),
      error: Type.String(),
      message: Type.String({ examples: [example] }),
    },
    { description },
  );

const SubscribeRequest = Type.Object(
  {
    email: Type.String({
      maxLength: 320,
      description:
        `The address to subscribe. Surrounding spaces are removed and the domain part is lower-cased. At most ${EMAIL_MAX_LENGTH} ` +
        'characters (64 before the @), ASCII only, no control characters, a host name with a top-level domain.',
      examples: ['Satoshi@Example.com'],
    }),
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
  { $id: 'Subscription', description: 'Subscribed (or subscribed again after unsubscribing)' },
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

export const newsletterRoutes: FastifyPluginAsync<{ service: NewsletterService; outcomes: Counter<'outcome'> }> = async (
  app,
  { service, outcomes },
) => {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/api/subscribers',
    {
      // The email check refuses control characters itself, with the message the form shows.
      config: { bodyFieldsCheckedByRoute: ['email'] },
      schema: {
        tags: ['Newsletter'],
        summary: 'Subscribe to the weekly newsletter',
        operationId: 'subscribe',
        description:
          'Stores the subscriber before answering. Addresses are unique case-insensitively, also under concurrent ' +
          'requests (a unique index decides, exactly one of several simultaneous requests gets 201). An address that ' +
          'unsubscribed may subscribe again. Attempts are limited per address and client IP (429 with Retry-After).',
        body: SubscribeRequest,
        response: {
          201: Subscription,
          400: errorResponse('Invalid address, unknown field or field too long', INVALID_EMAIL_MESSAGE),
          409: errorResponse('The address is already subscribed', ALREADY_SUBSCRIBED_MESSAGE),
          429: errorResponse('Too many attempts; see Retry-After', 'Too many attempts with this email address. Please try again in 10 minutes.'),
          503: errorResponse('The database is unreachable; nothing was stored', NEWSLETTER_UNAVAILABLE_MESSAGE),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const result = await service.subscribe({ email: req.body.email, ip: req.ip });
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
      schema: {
        tags: ['Newsletter'],
        summary: 'Unsubscribe with the token from an unsubscribe link',
        operationId: 'unsubscribe',
        description: 'Ends the subscription holding this token. Idempotent: repeating it answers 200 again.',
        body: UnsubscribeRequest,
        response: {
          200: Unsubscribed,
          400: errorResponse('Malformed token or unknown field', 'body/token must match pattern "^[A-Za-z0-9_-]{43}$"'),
          404: errorResponse('No subscription holds this token', 'This unsubscribe link is not valid. Please use the link from your most recent newsletter email.'),
          503: errorResponse('The database is unreachable', NEWSLETTER_UNAVAILABLE_MESSAGE),
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
};

function outcomeOf(err: unknown): string {
  if (!isAppError(err)) return 'error';
  return { BAD_REQUEST: 'invalid', CONFLICT: 'duplicate', RATE_LIMITED: 'rate_limited', UNAVAILABLE: 'unavailable' }[
    err.code as string
  ] ?? 'error';
}

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Counter } from 'prom-client';
import { Type } from 'typebox';
import { isAppError } from '@coinatlas/domain/errors';
import { CONTACT_LIMITS, CONTACT_UNAVAILABLE_MESSAGE } from '@coinatlas/domain/validation/contact-message';
import { TooManyMessagesError, type ContactService } from './service.js';
import { errorResponse } from '../../platform/error-schema.js';

const ContactRequest = Type.Object(
  {
    name: Type.String({
      maxLength: CONTACT_LIMITS.name.max,
      description: `Your name: ${CONTACT_LIMITS.name.min}-${CONTACT_LIMITS.name.max} characters after trimming, no control characters`,
      examples: ['Ada Lovelace'],
    }),
    email: Type.String({
      maxLength: 320,
      description: 'Where we can answer: a valid address (the same rule as the newsletter)',
      examples: ['ada@example.com'],
    }),
    subject: Type.String({
      maxLength: CONTACT_LIMITS.subject.max,
      description: `${CONTACT_LIMITS.subject.min}-${CONTACT_LIMITS.subject.max} characters after trimming, no control characters`,
      examples: ['Outdated fee in the Kraken comparison'],
    }),
    message: Type.String({
      maxLength: CONTACT_LIMITS.message.max,
      description: `${CONTACT_LIMITS.message.min}-${CONTACT_LIMITS.message.max} characters after trimming; line breaks allowed`,
      examples: ['The maker fee shown for Kraken Pro looks out of date; their fee page lists a different tier.'],
    }),
    website: Type.Optional(
      Type.String({
        maxLength: 500,
        description: 'Leave empty. A field people never see: when it is filled the message is accepted but discarded.',
      }),
    ),
  },
  { $id: 'ContactRequest', additionalProperties: false },
);

const ContactReceipt = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Reference of the message' }),
    receivedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ContactReceipt', description: 'The message was stored' },
);

export const contactRoutes: FastifyPluginAsync<{ service: ContactService; outcomes: Counter<'outcome'> }> = async (
  app,
  { service, outcomes },
) => {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/contact',
    {
      // The message rules refuse control characters per field, with the messages the form shows.
      config: { showsPartnerRecords: false, bodyFieldsCheckedByRoute: ['name', 'email', 'subject', 'message'] },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the CoinAtlas team',
        operationId: 'sendContactMessage',
        description:
          'Stores the message before answering. A 400 names every invalid field in one sentence each. ' +
          'Messages are limited per client IP (429 with Retry-After).',
        body: ContactRequest,
        response: {
          201: ContactReceipt,
          400: errorResponse(
            400,
            'One or more fields are invalid, or an unknown field was sent',
            'Please enter your name. Your message must be at least 10 characters.',
          ),
          429: errorResponse(
            429,
            'Too many messages from this client; see Retry-After',
            'You have sent several messages in a short time. Please try again in 60 minutes.',
          ),
          503: errorResponse(503, 'The database is unreachable; nothing was stored', CONTACT_UNAVAILABLE_MESSAGE),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const { outcome, ...receipt } = await service.send({ ...req.body, ip: req.ip });
        outcomes.inc({ outcome });
        if (outcome === 'spam') req.log.info('contact message discarded (honeypot filled)');
        else req.log.info({ contactMessage: receipt.id }, 'contact message stored');
        return reply.status(201).send(receipt);
      } catch (err) {
        if (err instanceof TooManyMessagesError) reply.header('retry-after', String(err.retryAfterSeconds));
        outcomes.inc({ outcome: outcomeOf(err) });
        throw err;
      }
    },
  );
};

function outcomeOf(err: unknown): string {
  if (!isAppError(err)) return 'error';
  return { BAD_REQUEST: 'invalid', RATE_LIMITED: 'rate_limited', UNAVAILABLE: 'unavailable' }[err.code as string] ?? 'error';
}

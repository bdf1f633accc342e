import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EVENT_NAME_MAX, EVENT_NAME_PATTERN, MAX_EVENTS_PER_BATCH } from './domain/events.js';
import type { AnalyticsService } from './service.js';

const Event = Type.Object(
  {
    name: Type.String({ pattern: EVENT_NAME_PATTERN, maxLength: EVENT_NAME_MAX, description: 'snake_case: page_view, open_review, visit_app_link, copy_referral_code, open_qr_code, view_bot_review, visit_{category}, and the site’s own (e.g. wizard_result)' }),
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    value: Type.Optional(Type.Number({ minimum: -1e9, maximum: 1e9 })),
    path: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }),
    time: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

export const EventBatch = Type.Object(
  { events: Type.Array(Event, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }) },
  {
    $id: 'EventBatch',
    additionalProperties: false,
    examples: [
      {
        events: [
          { name: 'page_view', path: '/trading-bots', time: '2026-11-22T10:00:00.000Z' },
          { name: 'open_review', category: 'tool', label: 'glassnode', path: '/tools', time: '2026-11-22T10:00:05.000Z' },
        ],
      },
    ],
  },
);

export function registerAnalyticsRoutes(app: FastifyInstance, service: AnalyticsService): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/events',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['Analytics'],
        operationId: 'recordEvents',
        summary: 'Record a batch of first-party analytics events',
        description:
          'Sent by the site with navigator.sendBeacon. Stored without IP address, cookie or device identifier; ' +
          'query strings and hashes are dropped from paths. At most 20 events per batch, 120 batches a minute per client.',
        body: EventBatch,
        response: {
          202: Type.Object({ accepted: Type.Integer({ minimum: 1 }) }, { $id: 'EventsAccepted' }),
        },
      },
    },
    async (req, reply) => {
      const accepted = await service.record(req.body.events);
      return reply.status(202).send({ accepted });
    },
  );
}

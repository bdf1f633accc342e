import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse } from '../../../platform/error-schema.js';
import type { AnalyticsService } from '../service.js';
import { EventBatch, EventsAccepted } from '../schemas.js';

/** The site's first-party events: one batch at a time, as navigator.sendBeacon sends them. */
export function registerEventRoutes(app: FastifyInstance, service: AnalyticsService): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/events',
    {
      config: { showsPartnerRecords: false, rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['Analytics'],
        operationId: 'recordEvents',
        summary: 'Record a batch of first-party analytics events',
        description:
          'Sent by the site with navigator.sendBeacon. Stored without IP address, cookie or device identifier; ' +
          'query strings and hashes are dropped from paths. At most 20 events per batch, 120 batches a minute per client. ' +
          '`read_end` (the end of a blog post came into view, once per page view) is accepted only on a blog post path ' +
          'and carries nothing but its path and time; `outbound_click` is recorded by the server (/go/ links) and ' +
          'refused here. A batch with any invalid event stores nothing (400 naming the field).',
        body: EventBatch,
        response: {
          202: EventsAccepted,
          400: errorResponse(
            400,
            'An event is invalid: nothing was stored',
            'body/events/0/path must be a blog post (/blog/<slug> or /es|de|pt/blog/<slug>) for read_end',
          ),
        },
      },
    },
    async (req, reply) => {
      const accepted = await service.record(req.body.events);
      return reply.status(202).send({ accepted });
    },
  );
}

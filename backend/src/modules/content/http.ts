import type { FastifyInstance } from 'fastify';
import type { ContentService } from './service.js';
import { registerEditorialRoutes } from './routes/editorial.js';
import { registerPartnerRoutes } from './routes/partners.js';
import { registerToolDataRoutes } from './routes/tool-data.js';

/**
 * The public content API, one file each by what it serves (routes/), their schemas in schemas.ts: the partner
 * records and reviews, the editorial texts, the data the site's tools read. Every answer is serialized once per
 * set of records and sent by routes/send.ts. Registered in this order (the API document lists them so).
 */
export function registerContentRoutes(app: FastifyInstance, service: ContentService): void {
  // Answers are sent pre-serialized, and error bodies are three fields: compiling fast-json-stringify
  // serializers for these large response schemas would only slow start-up down. The schemas document.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/content/')) route.serializerCompiler = () => (data) => JSON.stringify(data);
  });
  registerPartnerRoutes(app, service);
  registerEditorialRoutes(app, service);
  registerToolDataRoutes(app, service);
}

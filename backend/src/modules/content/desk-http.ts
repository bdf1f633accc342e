import type { FastifyInstance } from 'fastify';
import { acceptImageUploads } from '../../platform/media/http.js';
import type { AdminAuth } from '../admin/contract.js';
import { Bundle, ConflictBody, DeskRecord, ImportReport, Logo, Problems, RecordSchema, Row } from './desk-schemas.js';
import type { DeskService } from './desk-service.js';
import { registerDeskBundleRoutes } from './routes/desk/bundle.js';
import type { DeskRouteContext } from './routes/desk/context.js';
import { registerDeskListRoutes } from './routes/desk/list.js';
import { registerDeskLogoRoutes } from './routes/desk/logo.js';
import { registerDeskRecordRoutes } from './routes/desk/records.js';

/**
 * The partner desk's admin API (the `Partners admin` operations), one file each by what it serves (routes/desk/),
 * their schemas in desk-schemas.ts. Registered in this order (the API document lists them so).
 */
export function registerPartnerDeskRoutes(app: FastifyInstance, desk: DeskService, auth: AdminAuth): void {
  app.addSchema(RecordSchema);
  app.addSchema(Logo);
  app.addSchema(Row);
  app.addSchema(DeskRecord);
  app.addSchema(Problems);
  app.addSchema(ConflictBody);
  app.addSchema(Bundle);
  app.addSchema(ImportReport);
  // Answers hold whole records: sent as JSON.stringify makes them (compiling serializers for these large
  // unions would only slow start-up down; the schemas document).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/admin/partners')) route.serializerCompiler = () => (data) => JSON.stringify(data);
  });
  acceptImageUploads(app);
  const ctx: DeskRouteContext = {
    desk,
    read: auth.requireAdmin({ mutation: false, refuseCrossSite: true }),
    write: auth.requireAdmin({ mutation: true }),
    editor: async (req) => (await auth.adminOf(req))?.email ?? 'unknown',
  };
  registerDeskListRoutes(app, ctx);
  registerDeskBundleRoutes(app, ctx);
  registerDeskRecordRoutes(app, ctx);
  registerDeskLogoRoutes(app, ctx);
}

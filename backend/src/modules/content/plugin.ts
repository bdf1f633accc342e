import type { FastifyInstance } from 'fastify';
import { CONTENT_DIR, loadContent } from './adapters/fs-content.js';
import { registerContentRoutes } from './http.js';
import { createContentService, type ContentService } from './service.js';

export type ContentPluginOptions = { dir?: string };

// The files do not change while the process runs, so every app built in this process shares one read
// (and one set of serialized answers).
const loaded = new Map<string, ContentService>();

/**
 * Editorial content (partners, reviews, concepts, the guide) read from backend/content and validated
 * when the app is built: an invalid file stops start-up with the list of every problem.
 */
export async function contentPlugin(app: FastifyInstance, opts: ContentPluginOptions = {}): Promise<void> {
  const dir = opts.dir ?? CONTENT_DIR;
  let service = loaded.get(dir);
  if (!service) {
    service = createContentService(loadContent(dir));
    loaded.set(dir, service);
  }
  registerContentRoutes(app, service);
}

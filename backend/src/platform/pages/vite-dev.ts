import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../../paths.js';
import { parseTemplate, type RendererSource, type ServerEntry } from './page-renderer.js';

/**
 * `make dev`: pages render from the client's sources through Vite in middleware mode, on the API's own
 * port. Vite serves the modules and hot updates; each render loads the server entry through Vite, so an
 * edit shows on the next request without a restart. Never used in production.
 */
export async function viteDevRenderer(app: FastifyInstance): Promise<RendererSource> {
  const { createServer } = await import('vite');
  const root = join(repoRoot, 'frontend');
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { port: 24678 } },
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  return {
    entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>,
    template: async (url) => parseTemplate(await vite.transformIndexHtml(url, readFileSync(join(root, 'index.html'), 'utf8'))),
  };
}

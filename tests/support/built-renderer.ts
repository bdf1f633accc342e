import { join } from 'node:path';
import { repoRoot } from '../../backend/src/paths.js';
import { builtRenderer, type RendererSource } from '../../backend/src/platform/pages/page-renderer.js';

/** The real server renderer of the client build, counting the pages it renders (by the URL it was asked to render). */
export async function countingBuiltRenderer(): Promise<{ source: RendererSource; renders: string[] }> {
  const built = await builtRenderer({ staticDir: join(repoRoot, 'frontend/dist'), ssrDir: join(repoRoot, 'frontend/dist-ssr') });
  if (!built) throw new Error('These tests render real pages: build the client first (npm run build); frontend/dist-ssr is missing.');
  const renders: string[] = [];
  const entry = await built.entry();
  const source: RendererSource = {
    template: built.template,
    entry: async () => ({
      configure: entry.configure,
      render: (input) => {
        renders.push(input.url);
        return entry.render(input);
      },
    }),
  };
  return { source, renders };
}

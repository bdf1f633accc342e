import { fileURLToPath } from 'node:url';
import { parseTemplate, type RendererSource, type ServerEntry } from '../../backend/src/platform/pages/page-renderer.js';

/** The document around a page: the slots the server fills, and nothing of the built client (no build needed). */
const TEMPLATE = parseTemplate(
  '<!doctype html><html lang="__HTML_LANG__"><head><meta charset="utf-8"><!--app-head--></head>' +
    '<body><div id="root"><!--app-html--></div><script type="application/json" id="coinatlas-boot"><!--app-boot--></script></body></html>',
);

/**
 * The client's real server renderer, run from its sources (frontend/src/entry-server.tsx, through vitest's
 * transform) instead of the built bundle: a page test that needs no `npm run build`. The markup is the real
 * page's; only the document around it is a stand-in (no stylesheet or scripts).
 */
export function sourceRenderer(): RendererSource {
  let entry: Promise<ServerEntry> | undefined;
  // A path, not a literal import: the tests' type check knows no JSX (vitest transforms the file when it runs).
  const source = fileURLToPath(new URL('../../frontend/src/entry-server.tsx', import.meta.url));
  return {
    template: async () => TEMPLATE,
    entry: () => (entry ??= import(/* @vite-ignore */ source) as Promise<ServerEntry>),
  };
}

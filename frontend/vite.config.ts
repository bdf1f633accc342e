import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Two builds from one config: the client (`vite build`, into dist/) and the server renderer
 * (`vite build --ssr src/entry-server.tsx`, into dist-ssr/), which the backend imports to render pages.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Workspace packages export their TypeScript source under the "source" condition.
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: {
      '@': r('./src'),
      // Radix's scroll lock, without inline <style> elements (see the module's comment).
      'react-style-singleton': r('./src/lib/csp-style-singleton.ts'),
    },
  },
  ssr: {
    resolve: { conditions: ['source', 'module', 'node', 'development|production'], externalConditions: ['source'] },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : { target: 'es2022', sourcemap: false, assetsInlineLimit: 0, chunkSizeWarningLimit: 300 },
}));

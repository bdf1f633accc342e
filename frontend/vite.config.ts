import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Chunking of the client build: what every page needs first comes in two files, the libraries (`vendor`:
 * React, the router, i18next, TanStack Query, the API client) and the app shell (the entry: layout,
 * routes, providers); each page is one chunk. Small modules several chunks share (icons, helpers) are
 * copied into each chunk that uses them rather than made files of their own: a file costs a request and
 * its headers (~1.4 KB) whatever its size. Rolldown's shared runtime keeps one state per module across
 * the copies (hence preserveEntrySignatures: false, which the inlining requires).
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|openapi-fetch|clsx)[\\/]/;
const CHUNKS = {
  groups: [
    {
      name: 'vendor',
      // only what the first load needs (libraries a lazy chunk alone uses stay with it), plus Vite's preload helper
      test: (id: string) => VENDOR.test(id) || id.startsWith('\0vite/'),
      tags: ['$initial' as const],
      priority: 20,
    },
  ],
  experimentalInlineCommonChunks: { maxSize: 64_000 },
};

/**
 * Two builds from one config: the client (`vite build`, into dist/) and the server renderer
 * (`vite build --ssr src/entry-server.tsx`, into dist-ssr/), which the backend imports to render pages.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli (quality 11) and gzip copies of the client's files, served as they are (STATIC_DIR, preCompressed):
    // smaller than what the server's on-the-fly compression can afford per request.
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json)$/, threshold: 1024 })]),
  ],
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
    : {
        target: 'es2022',
        sourcemap: false,
        assetsInlineLimit: 0,
        // the vendor chunk is about 410 kB before compression
        chunkSizeWarningLimit: 450,
        rolldownOptions: { preserveEntrySignatures: false, output: { codeSplitting: CHUNKS } },
      },
}));

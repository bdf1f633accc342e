import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { InputType } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';
import { gzipAsync } from '@gfx/zopfli';
import { compression } from 'vite-plugin-compression2';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Chunking of the client build: what every page needs first comes in two files, the libraries (`vendor`:
 * React, the router, i18next and react-i18next, TanStack Query) and the app shell (the entry: layout,
 * routes, providers); each page is one chunk. Small modules several chunks share (icons, helpers) are
 * copied into each chunk that uses them rather than made files of their own: a file costs a request and
 * its headers (~1.4 KB) whatever its size. Rolldown's shared runtime keeps one state per module across
 * the copies (hence preserveEntrySignatures: false, which the inlining requires).
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|clsx)[\\/]/;
const CHUNKS = {
  groups: [
    {
      name: 'vendor',
      // only what the first load needs (libraries a lazy chunk alone uses stay with it), plus Vite's preload helper
      test: (id: string) => VENDOR.test(id) || id.startsWith('\0vite/'),
      tags: ['$initial' as const],
      priority: 20,
    },
    // The typed API client, loaded with the first API call (src/lib/api/client.ts)
    { name: 'api-client', test: /[\\/]node_modules[\\/]openapi-fetch[\\/]/, priority: 30 },
  ],
  experimentalInlineCommonChunks: { maxSize: 64_000 },
};

/**
 * The translations the browser loads after the first render (a namespace a later page needs), as plain
 * JSON files: `assets/locales/<version>/<lang>/<ns>.json`, where the version is a hash of every locale
 * file, so one constant names them all (a map of per-file chunk names cost the entry script ~3 KB
 * gzipped). They sit with the hashed assets, cached for a year and served pre-compressed. The dev server
 * answers the same paths from the sources.
 */
function localeFiles(): Plugin {
  const dir = r('./src/i18n/locales');
  const files = () =>
    readdirSync(dir).flatMap((lang) =>
      readdirSync(`${dir}/${lang}`)
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({ lang, ns: f.slice(0, -5), path: `${dir}/${lang}/${f}` })),
    );
  const hash = createHash('sha256');
  for (const f of files()) hash.update(`${f.lang}/${f.ns}\0`).update(readFileSync(f.path)).update('\0');
  const version = hash.digest('base64url').slice(0, 10);
  const PATH = /^\/assets\/locales\/[\w-]+\/(\w+)\/([\w-]+)\.json$/;
  return {
    name: 'coinatlas-locale-files',
    config: () => ({ define: { __LOCALES_VERSION__: JSON.stringify(version) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = PATH.exec(req.url ?? '');
        const f = m && files().find((x) => x.lang === m[1] && x.ns === m[2]);
        if (!f) return next();
        res.setHeader('content-type', 'application/json');
        res.end(readFileSync(f.path));
      });
    },
    generateBundle() {
      // Minified: the same data, without the files' indentation.
      for (const f of files())
        this.emitFile({
          type: 'asset',
          fileName: `assets/locales/${version}/${f.lang}/${f.ns}.json`,
          source: JSON.stringify(JSON.parse(readFileSync(f.path, 'utf8'))),
        });
    },
  };
}

/**
 * i18next's debug output, left out of the client build: its `logger.log`, `logger.warn`, `logger.deprecate`
 * and `logger.once` calls print only with i18next's `debug` option, which the site never sets, and answer
 * null otherwise; each is replaced by that null. Their messages were 1.6 KB (Brotli) of every page's first
 * load. `logger.error` (printed always) stays. The calls are found in the module's syntax tree; if one does
 * not read as expected (another i18next version), the module is left as it is.
 */
function withoutI18nextDebugLogging(): Plugin {
  const MODULE = /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/;
  const DEBUG_ONLY = new Set(['log', 'warn', 'deprecate', 'once']);
  type Node = { type?: string; start: number; end: number; [key: string]: unknown };
  const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
  const name = (n: unknown) => (isNode(n) && n.type === 'Identifier' ? (n.name as string) : undefined);
  /** `<…>.logger.warn(…)` or `baseLogger.warn(…)` */
  const isDebugLog = (n: Node) => {
    const callee = n.callee as Node;
    if (n.type !== 'CallExpression' || callee.type !== 'MemberExpression' || callee.computed) return false;
    const object = callee.object as Node;
    const loggerObject =
      name(object) === 'baseLogger' || (object.type === 'MemberExpression' && !object.computed && name(object.property) === 'logger');
    return loggerObject && DEBUG_ONLY.has(name(callee.property) ?? '');
  };
  return {
    name: 'coinatlas-i18next-without-debug-logging',
    apply: 'build',
    transform: {
      // (Rolldown calls the hook for that module only)
      filter: { id: MODULE },
      handler(code) {
        const calls: Node[] = [];
        const visit = (n: Node) => {
          if (isDebugLog(n)) calls.push(n);
          else for (const v of Object.values(n)) for (const child of Array.isArray(v) ? v : [v]) if (isNode(child)) visit(child);
        };
        visit(parseAst(code) as unknown as Node);
        const CALL = /^(?:baseLogger|[\w.]*\.logger)\.(?:log|warn|deprecate|once)\(/;
        if (calls.length === 0 || !calls.every((c) => CALL.test(code.slice(c.start, c.end)) && code[c.end - 1] === ')')) return null;
        let out = code;
        for (const c of calls.sort((a, b) => b.start - a.start)) out = `${out.slice(0, c.start)}null${out.slice(c.end)}`;
        return { code: out, map: null };
      },
    },
  };
}

/**
 * lucide-react's icons drawn by our own factory (src/lib/icons/lucide-runtime.ts, which says why): each icon
 * module's `createLucideIcon` import resolves there. Both builds use it, so the server's markup and the
 * client's are drawn by the same code.
 */
function leanLucideIcons(): Plugin {
  const runtime = r('./src/lib/icons/lucide-runtime.ts');
  return {
    name: 'coinatlas-lean-lucide-icons',
    enforce: 'pre',
    resolveId: {
      filter: { id: /createLucideIcon\.mjs$/ },
      handler(source, importer) {
        return importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/.test(importer) ? runtime : null;
      },
    },
  };
}

/** A gzip member (RFC 1952) written by Zopfli; the plugin names it `<file>.gz` like its own gzip copies. */
async function zopfliGzip(input: InputType, options: { numiterations?: number }): Promise<Buffer> {
  const bytes =
    typeof input === 'string'
      ? Buffer.from(input)
      : ArrayBuffer.isView(input)
        ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
        : new Uint8Array(input);
  return Buffer.from(await gzipAsync(bytes, options));
}

/**
 * Two builds from one config: the client (`vite build`, into dist/) and the server renderer
 * (`vite build --ssr src/entry-server.tsx`, into dist-ssr/), which the backend imports to render pages.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  // The built server renderer carries its libraries (ssr.noExternal below) in their production builds,
  // whatever NODE_ENV the server runs with. Left to node_modules, React followed the server's NODE_ENV, whose
  // default is development: every page was rendered by React's development build, with its checks and
  // warnings, about a third slower.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  plugins: [
    react(),
    tailwindcss(),
    leanLucideIcons(),
    ...(isSsrBuild ? [] : [localeFiles(), withoutI18nextDebugLogging()]),
    // Brotli (quality 11) and gzip copies of the client's files, served as they are (STATIC_DIR, preCompressed):
    // smaller than what the server's on-the-fly compression can afford per request. The gzip copies come from
    // Zopfli, an exhaustive deflate encoder whose output any gzip client reads: 3-4% smaller than zlib's best
    // level, for the clients that do not take Brotli.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['brotliCompress', [zopfliGzip, { numiterations: 15 }] as const],
            include: /\.(js|css|svg|json)$/,
            threshold: 1024,
          }),
        ]),
  ],
  resolve: {
    // Workspace packages export their TypeScript source under the "source" condition.
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: [
      { find: '@', replacement: r('./src') },
      // Radix's scroll lock, without inline <style> elements (see the module's comment).
      { find: 'react-style-singleton', replacement: r('./src/lib/csp-style-singleton.ts') },
      // react-i18next reads stores through this package's shim, for Reacts before 18; React has the hook itself
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: r('./src/i18n/use-sync-external-store.ts') },
    ],
  },
  ssr: {
    // The built server renderer bundles its libraries too (see `define` above); the dev server loads them
    // from node_modules as they are.
    ...(command === 'build' ? { noExternal: true } : {}),
    resolve: { conditions: ['source', 'module', 'node', 'development|production'], externalConditions: ['source'] },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // which CSS each lazy page brings (the server inlines the admin screens' stylesheet into admin pages)
        manifest: true,
        assetsInlineLimit: 0,
        // browsers preload modules themselves (Chrome 66, Firefox 115, Safari 17); an older Safari fetches a
        // page's modules when they are imported, a little later, rather than running a polyfill on every page
        modulePreload: { polyfill: false },
        // the vendor chunk is about 400 kB before compression
        chunkSizeWarningLimit: 450,
        rolldownOptions: { preserveEntrySignatures: false, output: { codeSplitting: CHUNKS } },
      },
}));

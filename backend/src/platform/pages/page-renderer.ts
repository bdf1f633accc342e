import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the client's server entry (frontend/src/entry-server.tsx) offers; see that file. */
export type RenderInput = Readonly<{ url: string; siteUrl: string; found: boolean }>;
/** `notFound`: the page said its address names nothing (a directory's page past its last): answered 404. */
export type RenderOutput = Readonly<{ lang: string; head: string; html: string; boot: string; missed: string[]; notFound?: boolean }>;
export type ServerEntry = Readonly<{
  configure(opts: { fetch: (request: Request) => Promise<Response> }): void;
  render(input: RenderInput): Promise<RenderOutput>;
}>;

/** The document around a rendered page, split at its slots once. */
export type PageTemplate = Readonly<{
  compose(out: Pick<RenderOutput, 'head' | 'html' | 'boot'> & { htmlLang: string }): string;
}>;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The one <style> element a UI primitive adds at run time: Radix Select's viewport hides its scrollbar with
 * this fixed text (a unit test checks the installed Radix still renders exactly this). It is allowed by
 * its hash, like the document's own inline code.
 */
export const RADIX_SELECT_VIEWPORT_STYLE =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}';

/**
 * The CSP of one rendered document: the site's policy, plus the hashes of exactly the inline code this
 * document carries: its inline scripts (the theme script) in script-src, its <style> elements (the site's
 * stylesheet, inlined) in style-src, and the few style attributes
 * UI primitives render (e.g. `outline:none`) in style-src-attr with 'unsafe-hashes', which allows those
 * exact values and nothing else. No nonce, so the document is the same for everyone and can be cached.
 */
export function pageCsp(base: string, html: string): string {
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g))
    scripts.add(sha256(m[1]!));
  const styles = new Set<string>();
  for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) styles.add(sha256(decodeAttribute(m[1]!)));
  const styleElements = new Set([sha256(RADIX_SELECT_VIEWPORT_STYLE)]);
  for (const m of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) styleElements.add(sha256(m[1]!));
  let csp = base.replace(/style-src ([^;]*)/, (_m, sources: string) => `style-src ${sources} ${[...styleElements].join(' ')}`);
  if (scripts.size) csp = csp.replace(/script-src ([^;]*)/, (_m, sources: string) => `script-src ${sources} ${[...scripts].join(' ')}`);
  if (styles.size) csp += `;style-src-attr 'unsafe-hashes' ${[...styles].join(' ')}`;
  return csp;
}

const SLOTS = ['__HTML_LANG__', '<!--app-head-->', '<!--app-html-->', '<!--app-boot-->'] as const;

export function parseTemplate(source: string): PageTemplate {
  const parts: string[] = [];
  let rest = source;
  for (const slot of SLOTS) {
    const at = rest.indexOf(slot);
    if (at < 0) throw new Error(`the page template has no ${slot} slot`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + slot.length);
  }
  parts.push(rest);
  return {
    compose: (out) => parts[0] + out.htmlLang + parts[1] + out.head + parts[2] + out.html + parts[3] + out.boot + parts[4],
  };
}

/** What one render saw of the things it depends on. */
export type RenderWatch = { failed: boolean };
const renderWatch = new AsyncLocalStorage<RenderWatch>();

/**
 * Runs a render while watching its dependencies: every in-process API read it makes (its loaders, its
 * second passes) reports to `watch`, and `watch.failed` becomes true when one answered 5xx or could not be
 * answered (a database or another service was down). Such a render is never cached.
 */
export function watchRender<T>(watch: RenderWatch, render: () => Promise<T>): Promise<T> {
  return renderWatch.run(watch, render);
}

/** Marks the running render (if any) as having seen a failed dependency. */
export function renderSawFailure(): void {
  const watch = renderWatch.getStore();
  if (watch) watch.failed = true;
}

/** The API as the renderer sees it: requests dispatched to this app in process, never over the network. */
export function inProcessFetch(app: FastifyInstance, headers: Record<string, string>) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app
      .inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: { accept: 'application/json', ...headers },
        ...(body ? { payload: body } : {}),
      })
      .catch((err: unknown) => {
        renderSawFailure();
        throw err;
      });
    if (res.statusCode >= 500) renderSawFailure();
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const status = res.statusCode;
    // the payload as it is (a Buffer is a Uint8Array): no copy of every API answer a render reads
    return new Response(status === 204 || status === 304 ? null : (res.rawPayload as Uint8Array<ArrayBuffer>), {
      status,
      headers: responseHeaders,
    });
  };
}

/**
 * Puts the client's own stylesheets into the document as <style> elements. The stylesheet is the one
 * resource that blocks the first paint; inline, a first visit paints from the HTML alone, one round trip
 * sooner. Later pages come through the client-side router, not as documents, so the browser cache that an
 * external file would allow is rarely missed. Each element is allowed by its hash (see pageCsp).
 */
export function inlineStylesheets(template: string, staticDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*\shref="(\/assets\/[\w.-]+\.css)"[^>]*>/g, (link, href: string) => {
    const file = join(staticDir, href);
    const css = existsSync(file) ? readFileSync(file, 'utf8') : '';
    // a stylesheet with relative addresses (they would resolve against the page) or markup stays a link
    return css && !/url\(\s*['"]?(?!\/|data:|https:|#)|<\/style/i.test(css) ? `<style>${css}</style>` : link;
  });
}

/**
 * Starts the client's code after the first paint instead of with the document. The page is complete as
 * the server rendered it; the scripts only make it interactive. Fetched and run during parsing, they compete
 * with the first paint on a slow phone (their download and evaluation come before it). Here one small inline
 * module waits until the browser reports the first contentful paint (the Paint Timing API), then for the
 * task after the next frame, by which time that paint is on screen. Only then does it ask for the entry and
 * the chunks it imports, all at once (module preloads, so there is no waterfall), and import the entry.
 * Either signal alone is too early: the report comes when the frame is painted, before it is presented, and
 * a frame callback runs before its frame is painted. Where the API is missing, it waits for the task after
 * the first frame. A page opened in a background tab, which paints nothing, starts at once, as does one
 * hidden before the report; none waits more than 3 s. Like every inline script, the module is allowed by its
 * hash (pageCsp).
 */
export function startScriptsAfterFirstPaint(template: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/.exec(template);
  if (!entry) return template;
  const preloads: string[] = [];
  const rest = template
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\n?/g, (_l, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(entry[0], () => `<script type="module">${startScript(entry[1]!, preloads)}</script>`);
  return rest;
}

const startScript = (entry: string, preloads: readonly string[]) =>
  `let s=0;const later=()=>requestAnimationFrame(()=>setTimeout(go,0));const go=()=>{if(s)return;s=1;for(const h of ${JSON.stringify([entry, ...preloads])}){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}import(${JSON.stringify(entry)})};` +
  `if(document.visibilityState==="hidden")go();else{document.addEventListener("visibilitychange",go);setTimeout(go,3e3);` +
  `PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true}):later()}`;

/** The admin screens' module in the client build: its stylesheet is not in the site's (src/features/admin/admin.css). */
const ADMIN_MODULE = 'src/features/admin/admin-page.tsx';
const ADMIN_PATH = /^\/admin(?:[/?]|$)/;

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/** The stylesheets a module of the client build brings with it and the chunks it imports, from Vite's manifest. */
export function stylesheetsOf(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) css.add(`/${file}`);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  walk(module);
  return [...css];
}

/**
 * The template of the admin pages: the site's, plus the admin screens' own stylesheet, which the site's leaves
 * out (every public page carries the site's inline: the admin's utilities would weigh on each one). Inlined like
 * the site's, so a server-rendered admin page paints styled before its code loads.
 */
export function withStylesheets(template: string, hrefs: readonly string[]): string {
  const present = new Set([...template.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map((m) => m[1]));
  const links = hrefs.filter((h) => !present.has(h)).map((h) => `<link rel="stylesheet" crossorigin href="${h}">`);
  return links.length ? template.replace('</head>', `${links.join('')}</head>`) : template;
}

/** Where the renderer and its template come from: the built bundles, or Vite's dev server. */
export type RendererSource = Readonly<{
  entry(): Promise<ServerEntry>;
  template(url: string): Promise<PageTemplate>;
}>;

/** The built client and server bundles, or undefined when the client has not been built. */
export async function builtRenderer(opts: { staticDir: string; ssrDir: string }): Promise<RendererSource | undefined> {
  const templatePath = join(opts.staticDir, 'index.html');
  const entryPath = join(opts.ssrDir, 'entry-server.js');
  if (!existsSync(templatePath) || !existsSync(entryPath)) return undefined;
  const source = readFileSync(templatePath, 'utf8');
  // Vite's HTML is rewritten with regular expressions once, here at start (its stylesheet inlined, its scripts
  // started after the first paint: Vite's build options offer neither), then split at its slots, so a render
  // only joins the parts. tests/bench/workarounds.ts, 2026-11-28 (five runs on the shared 2-core machine): the
  // rewrite takes 0.3-0.5 ms once; a directory-sized page (216 KB) is joined in 635-705 µs of CPU against
  // 1,132-1,335 µs for the per-request `template.replace(slot, ...)` of Vite's server-rendering guide.
  const prepare = (html: string) => parseTemplate(startScriptsAfterFirstPaint(inlineStylesheets(html, opts.staticDir)));
  const template = prepare(source);
  const manifestPath = join(opts.staticDir, '.vite', 'manifest.json');
  const adminCss = existsSync(manifestPath)
    ? stylesheetsOf(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>, ADMIN_MODULE)
    : [];
  const adminTemplate = prepare(withStylesheets(source, adminCss));
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  return { entry: async () => entry, template: async (url) => (ADMIN_PATH.test(url) ? adminTemplate : template) };
}

/** A page's head for search engines to leave out: any robots tag it had gives way to noindex. */
export const noindexHead = (head: string): string =>
  `<meta name="robots" content="noindex">${head.replace(/<meta name="robots"[^>]*>\s*/g, '')}`;

/**
 * What differs between two renders of the same content, and so stays out of a page's ETag:
 * - the clock readings the boot data carries: the query cache records when each answer arrived
 *   (`dataUpdatedAt`, `errorUpdatedAt`) and when it was dehydrated (`dehydratedAt`). The client keeps them
 *   (every query is fresh until a query says otherwise, so they decide no refetch);
 * - React's markers of a resolved Suspense boundary (`<!--$-->` … `<!--/$-->`): a process's first render of a
 *   lazy component suspends while its module loads and writes them, later renders do not. Hydration reads
 *   the page either way.
 */
const RENDER_NOISE = /"(?:dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+|<!--\/?\$-->/g;

/** A page's ETag: its bytes, less what changes from render to render (two renders of the same content share it). */
export const etagOf = (html: string): string => `"${createHash('sha1').update(html.replace(RENDER_NOISE, '')).digest('base64url')}"`;

import pLimit from 'p-limit';
import { once } from 'node:events';
import { existsSync, ReadStream } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTE_MANIFEST } from '@coinatlas/domain/routes/manifest';
import {
  localizePath,
  matchLocalizedRoute,
  pageLanguages,
  splitLanguage,
  LANGUAGE_TAGS,
  type LocalizedMatch,
  type SiteLanguage,
} from '@coinatlas/domain/routes/localized';
import { errorBody } from './errors.js';
import type { CachedPage, PageCache } from './pages/page-cache.js';
import { encodedPage, pageEncoding } from './pages/page-encoding.js';
import { etagOf, inProcessFetch, noindexHead, pageCsp, watchRender, type RendererSource, type RenderWatch } from './pages/page-renderer.js';
import { pageRequest, type PageRequest } from './pages/page-request.js';
import type { RenderLimit } from './pages/render-limit.js';
import { pageRedirectPath, resolverRedirectPath, sameSiteLocation, withQuery } from './redirects.js';
import {
  BUSY_RETRY_AFTER_S,
  BUSY_TEXTS,
  DEPENDENCY_RETRY_AFTER_S,
  errorPage,
  ERROR_TEXTS,
  NOT_BUILT,
  TOO_MANY_TEXTS,
  type NoticeTexts,
} from './site-notices.js';
import { unreadableFile } from './static-files.js';

/** Cache-Control of a rendered page: browsers revalidate (ETag), shared caches keep it a few minutes. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

type SiteOptions = Readonly<{
  staticDir: string;
  siteUrl: string;
  source: RendererSource | undefined;
  pages: PageCache;
  /** a header that marks the renderer's own API calls (the rate limit leaves them alone) */
  internalHeader: Readonly<{ name: string; value: string }>;
  /** page renders per client (a page served from the cache is never counted) */
  renderLimit: RenderLimit;
  /**
   * Page renders at once in this process, and renders that may wait for a turn: a render holds the page's
   * data, React's work and the HTML in the heap, so this bounds what renders can take of it, whoever asks.
   */
  renderSlots: Readonly<{ concurrency: number; queue: number }>;
  /** Vite's dev server: it injects styles as <style> elements and talks to its hot-reload socket */
  dev?: boolean;
}>;

/** In development only, the CSP lets Vite inject styles and open its hot-reload socket. */
const devCsp = (csp: string) =>
  csp.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'").replace(/connect-src ([^;]*)/, 'connect-src $1 ws://localhost:24678');

/**
 * Serves the built client's files (hashed assets cached for a year) and renders every page on the server:
 * a path of the route manifest whose record exists answers 200 with its page, anything else 404 with the
 * not-found page, in the path's language. Rendered pages are cached (see page-cache.ts) and carry a CSP
 * that allows the document's one inline script by its hash.
 */
export async function registerStaticSite(app: FastifyInstance, opts: SiteOptions): Promise<void> {
  if (existsSync(join(opts.staticDir, 'index.html'))) {
    // In a scope of its own: a file that cannot be read is answered by unreadableFile, not as a 500.
    await app.register(async (files) => {
      files.setErrorHandler(unreadableFile(opts.staticDir));
      // A built file never shows a partner record. A path that is no file goes on to the not-found handler,
      // whose requests are checked as any other (see showsPartnerRecords).
      files.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), showsPartnerRecords: false };
      });
      // A file is sent once it is open: one that passed its lookup but cannot be opened (gone since, or not a
      // readable file) then fails before any header or byte goes out, and the error handler above answers.
      files.addHook('onSend', async (_req, _reply, payload) => {
        if (payload instanceof ReadStream && payload.pending) await once(payload, 'ready');
        return payload;
      });
      await files.register(fastifyStatic, {
        root: opts.staticDir,
        index: false,
        redirect: false,
        serve: true,
        wildcard: true,
        // the client build writes .br and .gz copies of its files (frontend/vite.config.ts)
        preCompressed: true,
        cacheControl: false,
        // the template and the build's manifest (which CSS a lazy page brings) are the renderer's, not the web's
        allowedPath: (path) => path !== '/index.html' && !path.startsWith('/.vite/'),
        setHeaders: (res, path) => {
          const hashed = path.includes(`${join(opts.staticDir, 'assets')}`);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
          // the body depends on Accept-Encoding (a precompressed copy, or compressed on the fly)
          res.setHeader('vary', 'accept-encoding');
        },
      });
    });
  }
  const apiFetch = inProcessFetch(app, { [opts.internalHeader.name]: opts.internalHeader.value });
  /** A render's outcome; `failed`: a dependency (the database, an API read) failed while it ran. */
  type Rendered = Readonly<{ page: CachedPage; failed: boolean }> | Readonly<{ error: unknown; failed: boolean }>;
  const inFlight = new Map<string, Promise<Rendered>>();
  const renderSlot = pLimit(opts.renderSlots.concurrency);

  async function renderPage(req: FastifyRequest, baseCsp: string, target: PageRequest, match: LocalizedMatch | null): Promise<Rendered> {
    const watch: RenderWatch = { failed: false };
    try {
      return { page: await renderWatched(req, baseCsp, target, match, watch), failed: watch.failed };
    } catch (error) {
      return { error, failed: watch.failed };
    }
  }

  async function renderWatched(
    req: FastifyRequest,
    baseCsp: string,
    target: PageRequest,
    match: LocalizedMatch | null,
    watch: RenderWatch,
  ): Promise<CachedPage> {
    const source = opts.source!;
    let found = match !== null;
    const resolver = match?.entry.resolve && app.routeResolvers.get(match.entry.resolve);
    if (match?.id !== undefined && resolver) {
      // A lookup that fails (database down) must not turn a real page into a 404: the page is rendered as
      // found, and the answer is a 503 that nobody caches.
      const answer = await Promise.resolve(resolver(match.id, match.lang)).catch(() => {
        watch.failed = true;
        return true;
      });
      if (typeof answer === 'object') {
        // The record has moved (a renamed blog post) or is shown on another page (a provider's other role):
        // one permanent redirect to that page in this language.
        const to = resolverRedirectPath(match.lang, match.entry.path, answer);
        return { status: 301, body: Buffer.alloc(0), etag: '', csp: '', location: to, encoded: {} };
      }
      found = answer;
    }
    const [entry, template] = await Promise.all([source.entry(), source.template(target.url)]);
    entry.configure({ fetch: apiFetch });
    const out = await watchRender(watch, () => entry.render({ url: target.url, siteUrl: opts.siteUrl, found }));
    // A page may find that its address names nothing (a directory's page past its last): a 404 nobody keeps.
    if (out.notFound) found = false;
    if (out.missed.length > 0) req.log.debug({ missed: out.missed }, 'page rendered twice: its loader did not load these queries');
    // a page that saw a dependency down is answered 503: search engines must not index what it shows
    const head = watch.failed ? noindexHead(out.head) : out.head;
    const html = template.compose({ ...out, head, htmlLang: LANGUAGE_TAGS[out.lang as SiteLanguage].hreflang });
    const csp = pageCsp(baseCsp, html);
    // kept as bytes: a cached page is sent as it is, with no text to encode on every request
    return {
      status: found ? 200 : 404,
      body: Buffer.from(html, 'utf8'),
      etag: etagOf(html),
      csp: opts.dev ? devCsp(csp) : csp,
      encoded: {},
    };
  }

  /**
   * A plain notice page (an error, too many renders), never cached. Its CSP depends only on the template's
   * stylesheets, not on its texts: worked out once per template and policy (a client over its render limit
   * costs no more than a cached page).
   */
  const noticeCsp = new WeakMap<object, Map<string, string>>();
  async function sendNotice(req: FastifyRequest, reply: FastifyReply, status: number, texts: NoticeTexts, retryAfterS?: number) {
    const { lang } = splitLanguage(req.url.split('?', 1)[0] ?? '/');
    const raw = await opts.source!.template(req.url).catch(() => undefined);
    const body = errorPage(raw ? raw.compose({ head: '', html: '', boot: '', htmlLang: 'en' }) : '', lang, req.id, texts);
    const base = String(reply.getHeader('content-security-policy') ?? '');
    const byBase = raw ? (noticeCsp.get(raw) ?? noticeCsp.set(raw, new Map()).get(raw)!) : new Map<string, string>();
    let csp = byBase.get(base);
    if (csp === undefined) byBase.set(base, (csp = pageCsp(base, body)));
    if (retryAfterS !== undefined) reply.header('retry-after', String(retryAfterS));
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(body);
  }

  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', query] = req.url.split('?', 2);
    if (!opts.source) {
      // A checkout without a client build still answers as the site would: 200 for a page, 404 otherwise.
      const status = matchLocalizedRoute(pathname) ? 200 : 404;
      return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    }
    // One URL per page: '/exchanges/', '/Exchanges' and '/%65xchanges' answer with a permanent redirect to
    // '/exchanges'. Every Location stays on this site, whatever the path held ('//evil.com/', '/\\evil.com/').
    const respelled = pageRedirectPath(pathname);
    if (respelled !== undefined) return reply.redirect(sameSiteLocation(respelled + (query === undefined ? '' : `?${query}`)), 301);
    // One URL per record: another spelling of a record's id (a comparison's ids in another order) answers
    // with a permanent redirect to the canonical one, in the same language.
    const match = matchLocalizedRoute(pathname);
    const canonicalId =
      match?.id !== undefined && match.entry.resolve ? app.routeResolvers.get(match.entry.resolve)?.canonical?.(match.id) : undefined;
    if (match && canonicalId !== undefined && canonicalId !== match.id) {
      const target = localizePath(match.lang, match.entry.path.replace(':id', encodeURIComponent(canonicalId)));
      return reply.redirect(sameSiteLocation(target + (query === undefined ? '' : `?${query}`)), 301);
    }
    // Only the query parameters the page reads count (for what is rendered and for the cache key); a path
    // that names no page shares its language's one not-found page.
    const target = pageRequest(pathname, query, match);
    const cacheKey = opts.pages.enabled ? target.cacheKey : undefined;
    let page = cacheKey !== undefined ? await opts.pages.get(cacheKey) : undefined;
    if (!page) {
      // An answer the cache does not have costs a render: counted against the client's render limit.
      const retryAfterS = await opts.renderLimit.take(req);
      if (retryAfterS !== undefined) {
        const { lang } = splitLanguage(pathname);
        const t = TOO_MANY_TEXTS[lang];
        return sendNotice(req, reply, 429, { ...t, body: t.body.replace('{seconds}', String(retryAfterS)) }, retryAfterS);
      }
      const flight = target.cacheKey ?? target.url;
      let pending = inFlight.get(flight);
      if (!pending) {
        // Every slot busy and the queue full: a short 503 now rather than a heap that renders beyond its budget.
        if (renderSlot.pendingCount >= opts.renderSlots.queue) {
          const t = BUSY_TEXTS[splitLanguage(pathname).lang];
          req.log.warn({ url: req.url, rendering: renderSlot.activeCount, waiting: renderSlot.pendingCount }, 'page renders busy');
          return sendNotice(req, reply, 503, { ...t, body: t.body.replace('{seconds}', String(BUSY_RETRY_AFTER_S)) }, BUSY_RETRY_AFTER_S);
        }
        const baseCsp = String(reply.getHeader('content-security-policy') ?? '');
        pending = renderSlot(() => renderPage(req, baseCsp, target, match)).finally(() => inFlight.delete(flight));
        inFlight.set(flight, pending);
      }
      const rendered = await pending;
      if ('error' in rendered) {
        // a render that failed while a dependency was down is that outage (a warning), any other is a bug
        req.log[rendered.failed ? 'warn' : 'error']({ err: rendered.error, url: req.url }, 'page render failed');
        if (rendered.failed) return sendNotice(req, reply, 503, ERROR_TEXTS[splitLanguage(pathname).lang], DEPENDENCY_RETRY_AFTER_S);
        return sendNotice(req, reply, 500, ERROR_TEXTS[splitLanguage(pathname).lang]);
      }
      if (rendered.failed) {
        // Rendered while something it depends on was down (it shows its own error state): answered 503,
        // kept by nobody, so the page is rendered afresh once the dependency is back.
        return reply
          .status(503)
          .header('retry-after', String(DEPENDENCY_RETRY_AFTER_S))
          .header('cache-control', 'no-store')
          .header('content-security-policy', rendered.page.csp)
          .type('text/html; charset=utf-8')
          .send(rendered.page.body);
      }
      page = rendered.page;
      // Kept: a page whose record exists, a renamed record's redirect, a language's shared not-found page;
      // never the 404 of an unknown id (one entry per id someone made up).
      if (cacheKey !== undefined && (page.status !== 404 || target.unknownPath)) await opts.pages.set(cacheKey, page);
    }
    if (page.location)
      return reply.header('cache-control', PAGE_CACHE_CONTROL).redirect(sameSiteLocation(withQuery(page.location, query)), 301);
    reply
      .header('content-security-policy', page.csp)
      .header('cache-control', PAGE_CACHE_CONTROL)
      .header('etag', page.etag)
      .header('vary', 'accept-encoding');
    if (page.status === 200 && req.headers['if-none-match'] === page.etag) return reply.status(304).send();
    reply.status(page.status).type('text/html; charset=utf-8');
    // Sent in the coding the client prefers, compressed once per page and coding (page-encoding.ts) rather
    // than by @fastify/compress on every request: that took milliseconds of the event loop for each.
    const encoding = pageEncoding(req.headers['accept-encoding']);
    if (encoding === undefined) return reply.send(page.body);
    const bytes = await encodedPage(page, encoding);
    return reply.header('content-encoding', encoding).send(bytes);
  }

  // Every page of the route manifest, in each of its languages, is a route of its own: it is answered
  // without the static files' wildcard route looking for a file of that name first (one to three failed
  // file lookups on every page request). Other spellings ('/exchanges/', '/Exchanges') still reach the
  // not-found handler below, which redirects them.
  for (const entry of ROUTE_MANIFEST) {
    for (const lang of pageLanguages(entry)) {
      const path = localizePath(lang, entry.path);
      if (path !== '/') app.get(path, { schema: { hide: true } }, sendPage);
    }
  }

  // '/' is a folder to the static plugin (it would answer 403); the home page is rendered like any page.
  app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(404, `Route ${req.method} ${pathname} not found`));
    }
    return sendPage(req, reply);
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizePath, matchLocalizedRoute, splitLanguage, LANGUAGE_TAGS, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { errorBody } from './errors.js';
import type { CachedPage, PageCache } from './pages/page-cache.js';
import { etagOf, inProcessFetch, pageCsp, type RendererSource } from './pages/page-renderer.js';
import { pageRedirectPath, sameSiteLocation } from './redirects.js';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CoinAtlas</title></head>
<body><main><h1>The client is not built</h1><p>Run <code>make run</code>, which builds it.</p></main></body></html>`;

/** The error page's texts: the page a visitor sees when a page could not be rendered. */
const ERROR_TEXTS: Record<SiteLanguage, { title: string; heading: string; body: string; home: string }> = {
  en: { title: 'Something went wrong', heading: 'Something went wrong', body: 'This page could not be shown. Please try again in a moment.', home: 'Go to the home page' },
  es: { title: 'Algo salió mal', heading: 'Algo salió mal', body: 'No se pudo mostrar esta página. Inténtalo de nuevo en un momento.', home: 'Ir a la página de inicio' },
  de: { title: 'Etwas ist schiefgelaufen', heading: 'Etwas ist schiefgelaufen', body: 'Diese Seite konnte nicht angezeigt werden. Bitte versuche es gleich noch einmal.', home: 'Zur Startseite' },
  pt: { title: 'Algo deu errado', heading: 'Algo deu errado', body: 'Não foi possível mostrar esta página. Tente novamente em instantes.', home: 'Ir para a página inicial' },
};

/** A plain page for a render that failed: the site's stylesheet (linked or inline), no script, no internals. */
function errorPage(template: string, lang: SiteLanguage, requestId: string): string {
  const t = ERROR_TEXTS[lang];
  const styles = [...template.matchAll(/<link rel="stylesheet"[^>]*>|<style>[\s\S]*?<\/style>/g)].map((m) => m[0]).join('');
  const home = lang === 'en' ? '/' : `/${lang}`;
  return `<!doctype html><html lang="${LANGUAGE_TAGS[lang].hreflang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title} | CoinAtlas</title>${styles}</head>
<body class="bg-white text-slate-900"><main class="mx-auto max-w-xl px-4 py-24 text-center"><h1 class="text-3xl font-bold">${t.heading}</h1><p class="mt-4 text-slate-600">${t.body}</p><p class="mt-2 text-xs text-slate-500">${requestId}</p><p class="mt-8"><a class="inline-flex rounded-md bg-blue-700 px-4 py-2 font-semibold text-white" href="${home}">${t.home}</a></p></main></body></html>`;
}

/** Cache-Control of a rendered page: browsers revalidate (ETag), shared caches keep it a few minutes. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

type SiteOptions = Readonly<{
  staticDir: string;
  siteUrl: string;
  source: RendererSource | undefined;
  pages: PageCache;
  /** a header that marks the renderer's own API calls (the rate limit leaves them alone) */
  internalHeader: Readonly<{ name: string; value: string }>;
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
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      index: false,
      redirect: false,
      serve: true,
      wildcard: true,
      // the client build writes .br and .gz copies of its files (frontend/vite.config.ts)
      preCompressed: true,
      cacheControl: false,
      allowedPath: (path) => path !== '/index.html',
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(opts.staticDir, 'assets')}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // the body depends on Accept-Encoding (a precompressed copy, or compressed on the fly)
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const apiFetch = inProcessFetch(app, { [opts.internalHeader.name]: opts.internalHeader.value });
  const inFlight = new Map<string, Promise<CachedPage>>();

  async function renderPage(req: FastifyRequest, baseCsp: string, pathname: string): Promise<CachedPage> {
    const source = opts.source!;
    const match = matchLocalizedRoute(pathname);
    let found = match !== null;
    const resolver = match?.entry.resolve && app.routeResolvers.get(match.entry.resolve);
    if (match?.id !== undefined && resolver) {
      // A lookup that fails (database down) must not turn a real page into a 404.
      const answer = await Promise.resolve(resolver(match.id, match.lang)).catch(() => true);
      if (typeof answer === 'object') {
        // The record has moved (a renamed blog post): one permanent redirect to its page in this language.
        const target = localizePath(match.lang, match.entry.path.replace(':id', encodeURIComponent(answer.redirect)));
        return { status: 301, html: '', etag: '', csp: '', location: target };
      }
      found = answer;
    }
    const [entry, template] = await Promise.all([source.entry(), source.template(req.url)]);
    entry.configure({ fetch: apiFetch });
    const out = await entry.render({ url: req.url, siteUrl: opts.siteUrl, found });
    if (out.missed.length > 0) req.log.debug({ missed: out.missed }, 'page rendered twice: its loader did not load these queries');
    const html = template.compose({ ...out, htmlLang: LANGUAGE_TAGS[out.lang as SiteLanguage].hreflang });
    const csp = pageCsp(baseCsp, html);
    return { status: found ? 200 : 404, html, etag: etagOf(html), csp: opts.dev ? devCsp(csp) : csp };
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
    const canonicalId = match?.id !== undefined && match.entry.resolve ? app.routeResolvers.get(match.entry.resolve)?.canonical?.(match.id) : undefined;
    if (match && canonicalId !== undefined && canonicalId !== match.id) {
      const target = localizePath(match.lang, match.entry.path.replace(':id', encodeURIComponent(canonicalId)));
      return reply.redirect(sameSiteLocation(target + (query === undefined ? '' : `?${query}`)), 301);
    }
    const cacheable = query === undefined && opts.pages.enabled;
    let page = cacheable ? await opts.pages.get(pathname) : undefined;
    if (!page) {
      try {
        const key = req.url;
        let pending = inFlight.get(key);
        if (!pending) {
          const baseCsp = String(reply.getHeader('content-security-policy') ?? '');
          pending = renderPage(req, baseCsp, pathname).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        page = await pending;
        if (cacheable) await opts.pages.set(pathname, page);
      } catch (err) {
        req.log.error({ err, url: req.url }, 'page render failed');
        const { lang } = splitLanguage(pathname);
        const raw = await opts.source.template(req.url).catch(() => undefined);
        const body = errorPage(raw ? raw.compose({ head: '', html: '', boot: '', htmlLang: 'en' }) : '', lang, req.id);
        return reply
          .status(500)
          .header('cache-control', 'no-store')
          .header('content-security-policy', pageCsp(String(reply.getHeader('content-security-policy') ?? ''), body))
          .type('text/html; charset=utf-8')
          .send(body);
      }
    }
    if (page.location) return reply.header('cache-control', PAGE_CACHE_CONTROL).redirect(sameSiteLocation(page.location + (query === undefined ? '' : `?${query}`)), 301);
    reply
      .header('content-security-policy', page.csp)
      .header('cache-control', PAGE_CACHE_CONTROL)
      .header('etag', page.etag)
      .header('vary', 'accept-encoding');
    if (page.status === 200 && req.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
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

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  inlineStylesheets,
  pageCsp,
  parseTemplate,
  RADIX_SELECT_VIEWPORT_STYLE,
  startScriptsAfterFirstPaint,
  stylesheetsOf,
  withStylesheets,
} from './page-renderer.js';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const BASE = "default-src 'self';script-src 'self';style-src 'self';object-src 'none'";

describe('page CSP', () => {
  it('allows exactly the inline scripts and style attributes of the document, by hash', () => {
    const html =
      '<html><head><script>var a=1;</script><script type="application/json" id="x">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script><script type="module" src="/a.js"></script></head>' +
      '<body><div style="outline:none">x</div><span style="a:&quot;b&quot;"></span><div style="outline:none"></div></body></html>';
    const csp = pageCsp(BASE, html);
    expect(csp).toContain(`script-src 'self' ${hash('var a=1;')};`);
    expect(csp).toContain(`;style-src-attr 'unsafe-hashes' ${hash('outline:none')} ${hash('a:"b"')}`);
    expect(csp).not.toMatch(/unsafe-inline|nonce/);
  });

  it('leaves the policy as it is for a document without inline code, but for the select viewport style', () => {
    expect(pageCsp(BASE, '<html><body><p>hi</p></body></html>')).toBe(
      BASE.replace("style-src 'self'", `style-src 'self' ${hash(RADIX_SELECT_VIEWPORT_STYLE)}`),
    );
  });

  it('allows each <style> element of the document by its hash', () => {
    const csp = pageCsp(BASE, '<html><head><style>a{color:red}</style></head><body><style>b{}</style></body></html>');
    expect(csp).toContain(`style-src 'self' ${hash(RADIX_SELECT_VIEWPORT_STYLE)} ${hash('a{color:red}')} ${hash('b{}')};`);
  });

  it('knows the style text the installed Radix Select adds', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(
      require.resolve('@radix-ui/react-select', { paths: [new URL('../../../../frontend', import.meta.url).pathname] }),
      'utf8',
    );
    expect(source).toContain(RADIX_SELECT_VIEWPORT_STYLE);
  });
});

describe('page template', () => {
  it('fills its four slots and refuses a template without one', () => {
    const t = parseTemplate(
      '<html lang="__HTML_LANG__"><head><!--app-head--></head><body><!--app-html--><script><!--app-boot--></script></body></html>',
    );
    expect(t.compose({ htmlLang: 'pt-BR', head: '<title>T</title>', html: '<main/>', boot: '{}' })).toBe(
      '<html lang="pt-BR"><head><title>T</title></head><body><main/><script>{}</script></body></html>',
    );
    expect(() => parseTemplate('<html><!--app-head--></html>')).toThrow(/__HTML_LANG__/);
  });
});

describe('inline stylesheets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coinatlas-inline-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/site-1.css'), 'body{margin:0}.i{background:url(/assets/i.svg)}');
  writeFileSync(join(dir, 'assets/rel-1.css'), '.i{background:url(i.svg)}');
  const link = (f: string) => `<link rel="stylesheet" crossorigin href="/assets/${f}">`;

  it("puts the client's stylesheet into the document", () => {
    expect(inlineStylesheets(`<head>${link('site-1.css')}</head>`, dir)).toBe(
      '<head><style>body{margin:0}.i{background:url(/assets/i.svg)}</style></head>',
    );
  });

  it('keeps a link for a file that is missing or has relative addresses', () => {
    const head = `<head>${link('gone.css')}${link('rel-1.css')}</head>`;
    expect(inlineStylesheets(head, dir)).toBe(head);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('starting the scripts after the first paint', () => {
  const built =
    '<head>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">\n    <link rel="modulepreload" crossorigin href="/assets/vendor-C3.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">\n</head>';

  it('replaces the entry script and its preloads with one inline module that loads them all after the paint', () => {
    const out = startScriptsAfterFirstPaint(built);
    expect(out).not.toMatch(/src="\/assets|modulepreload" crossorigin href/);
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(script).toContain('["/assets/index-A1.js","/assets/runtime-B2.js","/assets/vendor-C3.js"]');
    expect(script).toContain('import("/assets/index-A1.js")');
    expect(script).toContain('first-contentful-paint');
    // the inline module is allowed by its hash like every inline script
    expect(pageCsp(BASE, out)).toContain(`script-src 'self' ${hash(script)};`);
  });

  /** Runs the loader with fake browser parts; `paint` says whether the Paint Timing API is there. */
  const runLoader = (opts: { visibility?: string; paint?: boolean } = {}) => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(startScriptsAfterFirstPaint(built))![1]!;
    const appended: string[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { f: () => void; ms: number }[] = [];
    const listeners: Record<string, () => void> = {};
    let observer: { report: (names: string[]) => void; disconnected: boolean; options?: unknown } | undefined;
    const document = {
      visibilityState: opts.visibility ?? 'visible',
      createElement: () => ({}) as { href?: string; rel?: string },
      head: { append: (l: { href: string; rel: string }) => appended.push(`${l.rel} ${l.href}`) },
      addEventListener: (type: string, f: () => void) => (listeners[type] = f),
    };
    class FakeObserver {
      static supportedEntryTypes = opts.paint === false ? ['navigation'] : ['navigation', 'paint'];
      constructor(cb: (list: { getEntriesByName: (n: string) => unknown[] }, o: unknown) => void) {
        const me = {
          disconnected: false,
          report: (names: string[]) => cb({ getEntriesByName: (n) => names.filter((x) => x === n) }, this),
        } as NonNullable<typeof observer>;
        observer = me;
      }
      observe(options: unknown) {
        observer!.options = options;
      }
      disconnect() {
        observer!.disconnected = true;
      }
    }
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'PerformanceObserver',
      '__import',
      script.replace(/import\(/g, '__import('),
    );
    run(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => timers.push({ f, ms }),
      FakeObserver,
      (u: string) => imported.push(u),
    );
    const fire = (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.f());
    return { appended, imported, frames, timers, listeners, observer: () => observer, fire };
  };
  const ALL = ['modulepreload /assets/index-A1.js', 'modulepreload /assets/runtime-B2.js', 'modulepreload /assets/vendor-C3.js'];

  it('runs the loader: the preloads and the entry are asked for once the browser reports the first contentful paint', () => {
    const l = runLoader();
    expect(l.observer()!.options).toEqual({ type: 'paint', buffered: true });
    l.observer()!.report(['first-paint']);
    l.fire(0);
    expect(l.appended).toEqual([]); // a first paint without content is not the one
    l.observer()!.report(['first-contentful-paint']);
    expect(l.observer()!.disconnected).toBe(true);
    l.fire(0);
    expect(l.imported).toEqual([]); // not until the next frame, by which time the paint is on screen
    l.frames.shift()!();
    expect(l.imported).toEqual([]); // and not within the frame callback: in the task after it
    l.fire(0);
    expect(l.appended).toEqual(ALL);
    expect(l.imported).toEqual(['/assets/index-A1.js']);
    l.fire(3000); // the safety net finds it started and does nothing more
    expect(l.imported).toEqual(['/assets/index-A1.js']);
    expect(l.appended).toHaveLength(3);
  });

  it('without the Paint Timing API, starts in the task after the first frame', () => {
    const l = runLoader({ paint: false });
    expect(l.observer()).toBeUndefined();
    l.frames.shift()!();
    expect(l.imported).toEqual([]); // the paint has not happened yet within the frame callback
    l.fire(0);
    expect(l.appended).toEqual(ALL);
    expect(l.imported).toEqual(['/assets/index-A1.js']);
  });

  it('starts at once in a background tab, when the page is hidden before its paint, and after 3 s at the latest', () => {
    expect(runLoader({ visibility: 'hidden' }).imported).toEqual(['/assets/index-A1.js']);
    const hidden = runLoader();
    hidden.listeners.visibilitychange!();
    expect(hidden.imported).toEqual(['/assets/index-A1.js']);
    const late = runLoader();
    late.fire(3000);
    expect(late.appended).toEqual(ALL);
    late.observer()!.report(['first-contentful-paint']);
    late.frames.shift()!();
    late.fire(0);
    expect(late.imported).toEqual(['/assets/index-A1.js']);
  });

  it('leaves a template without a built entry (the dev server) as it is', () => {
    const dev = '<body><script type="module" src="/src/main.tsx"></script></body>';
    expect(startScriptsAfterFirstPaint(dev)).toBe(dev);
  });
});

describe('the admin pages’ stylesheet', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'] },
    'src/features/admin/admin-page.tsx': {
      file: 'assets/admin-page-b.js',
      imports: ['index.html', '_shared-c.js'],
      css: ['assets/admin-page-b.css'],
    },
    '_shared-c.js': { file: 'assets/shared-c.js', css: ['assets/shared-c.css'], imports: ['index.html'] },
    'src/features/home/home.tsx': { file: 'assets/home-d.js', css: ['assets/home-d.css'] },
  };

  it('is what the admin module and the chunks it imports bring, once each', () => {
    expect(stylesheetsOf(manifest, 'src/features/admin/admin-page.tsx')).toEqual([
      '/assets/admin-page-b.css',
      '/assets/index-a.css',
      '/assets/shared-c.css',
    ]);
    expect(stylesheetsOf(manifest, 'src/features/missing.tsx')).toEqual([]);
  });

  it('goes into the admin template as links (inlined after), leaving out what the template already links', () => {
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css"><!--app-head--></head>';
    expect(withStylesheets(template, ['/assets/index-a.css', '/assets/admin-page-b.css'])).toBe(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css"><!--app-head--><link rel="stylesheet" crossorigin href="/assets/admin-page-b.css"></head>',
    );
    expect(withStylesheets(template, ['/assets/index-a.css'])).toBe(template);
  });
});

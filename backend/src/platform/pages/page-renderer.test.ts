import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, pageCsp, parseTemplate, RADIX_SELECT_VIEWPORT_STYLE, startScriptsAfterFirstPaint } from './page-renderer.js';

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
    expect(pageCsp(BASE, '<html><body><p>hi</p></body></html>')).toBe(BASE.replace("style-src 'self'", `style-src 'self' ${hash(RADIX_SELECT_VIEWPORT_STYLE)}`));
  });

  it('allows each <style> element of the document by its hash', () => {
    const csp = pageCsp(BASE, '<html><head><style>a{color:red}</style></head><body><style>b{}</style></body></html>');
    expect(csp).toContain(`style-src 'self' ${hash(RADIX_SELECT_VIEWPORT_STYLE)} ${hash('a{color:red}')} ${hash('b{}')};`);
  });

  it('knows the style text the installed Radix Select adds', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('@radix-ui/react-select', { paths: [new URL('../../../../frontend', import.meta.url).pathname] }), 'utf8');
    expect(source).toContain(RADIX_SELECT_VIEWPORT_STYLE);
  });
});

describe('page template', () => {
  it('fills its four slots and refuses a template without one', () => {
    const t = parseTemplate('<html lang="__HTML_LANG__"><head><!--app-head--></head><body><!--app-html--><script><!--app-boot--></script></body></html>');
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
    expect(script).toContain('requestAnimationFrame(()=>setTimeout(go,0))');
    // the inline module is allowed by its hash like every inline script
    expect(pageCsp(BASE, out)).toContain(`script-src 'self' ${hash(script)};`);
  });

  it('runs the loader: the preloads and the entry are asked for once the frame after the first paint comes', async () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(startScriptsAfterFirstPaint(built))![1]!;
    const appended: string[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: 'visible',
      createElement: () => ({}) as { href?: string; rel?: string },
      head: { append: (l: { href: string; rel: string }) => appended.push(`${l.rel} ${l.href}`) },
    };
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', '__import', script.replace(/import\(/g, '__import('));
    run(document, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f), (u: string) => imported.push(u));
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual([]); // the paint has not happened yet within the frame callback
    timers.shift()!();
    expect(appended).toEqual(['modulepreload /assets/index-A1.js', 'modulepreload /assets/runtime-B2.js', 'modulepreload /assets/vendor-C3.js']);
    expect(imported).toEqual(['/assets/index-A1.js']);
  });

  it('leaves a template without a built entry (the dev server) as it is', () => {
    const dev = '<body><script type="module" src="/src/main.tsx"></script></body>';
    expect(startScriptsAfterFirstPaint(dev)).toBe(dev);
  });
});

/**
 * The legal notice (Impressum): who runs the site comes from the configuration alone. Configured, the API
 * serves the record and /de/impressum (and /legal-notice, /es/aviso-legal, /pt/aviso-legal) shows it, is
 * indexable and is in the sitemap; unset, the API says null, the page says the details have not been
 * configured (naming nobody), asks not to be indexed and is left out of the sitemap, and a production start
 * logs a warning naming the missing variables. Every footer links the page in its language's word. Pages
 * are rendered by the client's real server renderer, from its sources (no build needed).
 */
import { Writable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, OPERATOR_REQUIRED_VARIABLES } from '../../backend/src/config.js';
import { loggerOptions } from '../../backend/src/platform/logger.js';
import { TEST_OPERATOR_ENV } from '../support/operator.js';
import { sourceRenderer } from '../support/source-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SITE = 'https://coinatlas.example';
const PAGES = { en: '/legal-notice', es: '/es/aviso-legal', de: '/de/impressum', pt: '/pt/aviso-legal' } as const;
const HEADINGS = { en: 'Legal notice', es: 'Aviso legal', de: 'Impressum', pt: 'Aviso legal' } as const;

type LogLine = { level: number; msg: string; missing?: string[] };

/** An app in production mode, its JSON log lines collected. */
async function productionApp(env: Record<string, string>) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l) as LogLine);
      cb();
    },
  });
  const base = loggerOptions(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' })) as object;
  const t = await createTestApp({
    withRedis: false,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_SITE_URL: SITE, SEO_AUDIT_HOUR: 'off', ...env },
    deps: { renderer: sourceRenderer(), logger: { ...base, stream } as never },
  });
  return { t, lines };
}

const parse = (html: string) => new JSDOM(html).window.document;

async function sitemapLocs(t: TestApp): Promise<string[]> {
  const res = await t.app.inject({ url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

describe('legal notice', () => {
  let configured: { t: TestApp; lines: LogLine[] };
  let unset: { t: TestApp; lines: LogLine[] };

  beforeAll(async () => {
    configured = await productionApp(TEST_OPERATOR_ENV);
    unset = await productionApp({});
  });
  afterAll(async () => {
    await configured?.t.close();
    await unset?.t.close();
  });

  it('the API serves exactly the configured record, or null while none is configured', async () => {
    const set = await configured.t.app.inject({ url: '/api/legal-notice' });
    expect(set.statusCode).toBe(200);
    expect(set.headers['cache-control']).toBe('public, max-age=300');
    expect(set.json()).toEqual({
      operator: {
        name: 'Beispiel GmbH (test)',
        legalForm: 'GmbH (test)',
        address: ['Teststraße 0', '00000 Testhausen', 'Testland'],
        representative: 'Max Test (test)',
        email: 'impressum@beispiel.invalid',
        phone: '+49 000 0000000',
        register: 'Amtsgericht Testhausen, HRB 00000 (test)',
        vatId: 'DE000000000',
        contentResponsible: 'Erika Test (test), Teststraße 0, 00000 Testhausen',
      },
    });
    const none = await unset.t.app.inject({ url: '/api/legal-notice' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ operator: null });
  });

  it('a production start without the operator logs a warning naming the missing variables; configured, none', () => {
    const warnings = unset.lines.filter((l) => l.level === 40 && l.msg.startsWith('LEGAL NOTICE NOT CONFIGURED'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.missing).toEqual([...OPERATOR_REQUIRED_VARIABLES]);
    for (const name of OPERATOR_REQUIRED_VARIABLES) expect(warnings[0]!.msg).toContain(name);
    expect(configured.lines.filter((l) => l.msg.includes('LEGAL NOTICE'))).toEqual([]);
  });

  it('/de/impressum answers 200 with every configured field, its own head, and is indexable', async () => {
    const res = await configured.t.app.inject({ url: '/de/impressum' });
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);
    expect(doc.documentElement.lang).toBe('de');
    expect(doc.querySelector('title')?.textContent).toContain('Impressum – wer CoinAtlas betreibt');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Wer CoinAtlas betreibt');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/de/impressum`);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${SITE}/legal-notice`],
      ['es', `${SITE}/es/aviso-legal`],
      ['de', `${SITE}/de/impressum`],
      ['pt-BR', `${SITE}/pt/aviso-legal`],
      ['x-default', `${SITE}/legal-notice`],
    ]);

    const main = doc.querySelector('main')!;
    expect(main.querySelector('h1')?.textContent).toBe('Impressum');
    const field = (id: string) => [
      main.querySelector(`[data-field="${id}"] dt`)?.textContent,
      main.querySelector(`[data-field="${id}"] dd`)?.textContent,
    ];
    expect(field('name')).toEqual(['Name', 'Beispiel GmbH (test)']);
    expect(field('legalForm')).toEqual(['Rechtsform', 'GmbH (test)']);
    expect([...main.querySelectorAll('[data-field="address"] address span')].map((s) => s.textContent)).toEqual([
      'Teststraße 0',
      '00000 Testhausen',
      'Testland',
    ]);
    expect(field('representative')).toEqual(['Vertreten durch', 'Max Test (test)']);
    expect(field('email')).toEqual(['E-Mail', 'impressum@beispiel.invalid']);
    expect(main.querySelector('[data-field="email"] a')?.getAttribute('href')).toBe('mailto:impressum@beispiel.invalid');
    expect(field('phone')).toEqual(['Telefon', '+49 000 0000000']);
    expect(main.querySelector('[data-field="phone"] a')?.getAttribute('href')).toBe('tel:+490000000000');
    expect(field('register')).toEqual(['Registereintrag', 'Amtsgericht Testhausen, HRB 00000 (test)']);
    expect(field('vatId')).toEqual(['Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG', 'DE000000000']);
    expect(field('contentResponsible')).toEqual([
      'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      'Erika Test (test), Teststraße 0, 00000 Testhausen',
    ]);
    expect(main.querySelector('[data-testid="operator-not-configured"]')).toBeNull();
  });

  it('is the same page in every language, at each language’s word; another language’s word redirects there', async () => {
    for (const [lang, path] of Object.entries(PAGES)) {
      const res = await configured.t.app.inject({ url: path });
      expect([path, res.statusCode]).toEqual([path, 200]);
      const doc = parse(res.body);
      expect(doc.querySelector('main h1')?.textContent, path).toBe(HEADINGS[lang as keyof typeof HEADINGS]);
      expect(doc.querySelector('[data-field="name"] dd')?.textContent, path).toBe('Beispiel GmbH (test)');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(SITE + path);
    }
    for (const [from, to] of [
      ['/de/legal-notice', '/de/impressum'],
      ['/es/impressum', '/es/aviso-legal'],
      ['/impressum', '/legal-notice'],
      ['/pt/legal-notice/', '/pt/aviso-legal'],
    ]) {
      const res = await configured.t.app.inject({ url: from });
      expect([from, res.statusCode, res.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('unset, the page says so honestly in every language, names nobody and asks not to be indexed', async () => {
    const texts = {
      en: 'The operator\u2019s details have not been configured',
      es: 'Los datos del titular aún no se han configurado',
      de: 'Die Angaben zum Betreiber sind noch nicht eingetragen',
      pt: 'Os dados do operador ainda não foram configurados',
    };
    for (const [lang, path] of Object.entries(PAGES)) {
      const res = await unset.t.app.inject({ url: path });
      expect([path, res.statusCode]).toEqual([path, 200]);
      const doc = parse(res.body);
      const notice = doc.querySelector('main [data-testid="operator-not-configured"]');
      expect(notice?.querySelector('h2')?.textContent, path).toBe(texts[lang as keyof typeof texts].replace('\u2019', "'"));
      expect(doc.querySelector('main [data-field]'), path).toBeNull();
      expect(res.body, path).not.toContain('Beispiel');
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(SITE + path);
    }
  });

  it('is in the sitemap in every language once configured, and left out while it says noindex', async () => {
    const listed = await sitemapLocs(configured.t);
    for (const path of Object.values(PAGES)) expect(listed).toContain(SITE + path);
    expect(listed.filter((loc) => /legal-notice|impressum|aviso-legal/.test(loc))).toHaveLength(4);
    const without = await sitemapLocs(unset.t);
    expect(without.filter((loc) => /legal-notice|impressum|aviso-legal/.test(loc))).toEqual([]);
    expect(without.length).toBe(listed.length - 4);
  });

  it('the about, terms and privacy pages link it in their text, under its name in the page’s language', async () => {
    const expected = {
      en: ['', '/legal-notice'],
      es: ['/es', '/es/aviso-legal'],
      de: ['/de', '/de/impressum'],
      pt: ['/pt', '/pt/aviso-legal'],
    };
    for (const [lang, [prefix, href]] of Object.entries(expected)) {
      for (const page of ['/about', '/terms', '/privacy']) {
        const res = await configured.t.app.inject({ url: `${prefix}${page}` });
        expect(res.statusCode).toBe(200);
        const inText = [...parse(res.body).querySelectorAll(`main a[href="${href}"]`)].map((a) => a.textContent);
        expect([page, lang, inText]).toEqual([page, lang, [HEADINGS[lang as keyof typeof HEADINGS]]]);
        expect(res.body).not.toMatch(/available on request|auf Anfrage|previa solicitud|mediante solicitação/);
      }
    }
  });

  it('every footer links it in the page’s language, at that language’s word', async () => {
    const footerLink = {
      en: ['/about', '/legal-notice'],
      es: ['/es/about', '/es/aviso-legal'],
      de: ['/de/about', '/de/impressum'],
      pt: ['/pt/about', '/pt/aviso-legal'],
    };
    for (const [lang, [page, href]] of Object.entries(footerLink)) {
      for (const t of [configured.t, unset.t]) {
        for (const url of [page, href]) {
          const res = await t.app.inject({ url });
          expect([url, res.statusCode]).toEqual([url, 200]);
          const links = [...parse(res.body).querySelectorAll(`footer a[href="${href}"]`)].map((a) => a.textContent);
          expect([url, links]).toEqual([url, [HEADINGS[lang as keyof typeof HEADINGS]]]);
        }
      }
    }
  });
});

/**
 * Public pages carry only the site's stylesheet inline; the admin screens' utilities (features/admin/admin.css)
 * come with the admin's code and are inlined into admin pages only. Uses the real built client (its manifest
 * names the admin stylesheet): build first (`npm run build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../backend/src/paths.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const dist = join(repoRoot, 'frontend/dist');
const inlineCss = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);

/** The class selectors of a sheet's `@layer utilities { … }` block, in the order they first appear. */
function utilityClasses(css: string): string[] {
  const start = css.indexOf('@layer utilities{');
  expect(start).toBeGreaterThanOrEqual(0);
  let depth = 0;
  let end = start;
  for (let i = css.indexOf('{', start); i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  const block = css.slice(start, end);
  // selectors only (what precedes a `{`), not values such as `.5rem`
  const selectors = [...block.matchAll(/([^{};]+)\{/g)].map((m) => m[1]!);
  const classes = selectors.flatMap((sel) => [...sel.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!));
  return [...new Set(classes)];
}

describe('inline stylesheets: public and admin', () => {
  let t: TestApp;
  let adminCss: string;
  beforeAll(async () => {
    const manifestPath = join(dist, '.vite/manifest.json');
    if (!existsSync(manifestPath))
      throw new Error(`This test reads the built client: build it first (npm run build); ${manifestPath} is missing.`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { css?: string[] }>;
    const files = manifest['src/features/admin/admin-page.tsx']?.css ?? [];
    expect(files).toHaveLength(1);
    adminCss = readFileSync(join(dist, files[0]!), 'utf8');
    t = await createTestApp({ withRedis: false, env: { SEO_AUDIT_HOUR: 'off' } });
  });
  afterAll(async () => t?.close());

  it('public pages inline the site stylesheet alone, without the admin utilities', async () => {
    for (const url of ['/about', '/es/exchanges', '/de/blog']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const styles = inlineCss(res.body);
      expect(styles, url).toHaveLength(1);
      expect(styles, url).not.toContain(adminCss);
      expect(res.body, url).not.toContain('.vite/');
    }
  });

  it('admin pages inline the admin stylesheet too, allowed by its hash', async () => {
    const res = await t.app.inject({ url: '/admin/login' });
    expect(res.statusCode).toBe(200);
    const styles = inlineCss(res.body);
    expect(styles).toHaveLength(2);
    expect(styles[1]).toBe(adminCss);
    expect(res.headers['content-security-policy']).toContain(
      `'sha256-${(await import('node:crypto')).createHash('sha256').update(adminCss).digest('base64')}'`,
    );
  });

  // Both sheets put their utilities in one layer, where the later of two equal rules wins. The admin sheet comes
  // second, so unless it holds every utility of the site's, in the same order, one of its own classes (`.hidden`)
  // beats a responsive one of the site's (`xl:flex`) on every admin page.
  it("the admin stylesheet holds every utility of the site's, in the same order", () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { css?: string[] }>;
    const siteCss = readFileSync(join(dist, manifest['index.html']!.css![0]!), 'utf8');
    const site = utilityClasses(siteCss);
    const admin = utilityClasses(adminCss);
    expect(site.length).toBeGreaterThan(500);
    expect(site.filter((c) => !admin.includes(c))).toEqual([]);
    const siteSet = new Set(site);
    expect(admin.filter((c) => siteSet.has(c))).toEqual(site);
    // and the classes this bug was found with are there, around the admin's own
    for (const c of ['hidden', 'xl\\:flex', 'top-0', 'sm\\:top-auto']) expect(admin, c).toContain(c);
  });

  it('the build manifest is not served', async () => {
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// packages/domain, from backend/src
const root = join(import.meta.dirname, '..', '..', 'packages', 'domain');
const src = join(root, 'src');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

/** Test fixtures the package's own tests import by path: never part of what the server and the client may import. */
const FIXTURES = ['recommendations/test-candidates'];

describe("@coinatlas/domain's surface", () => {
  it('names every entry point (no "./*"): each module but tests and fixtures, with its source, types and build', () => {
    const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, Record<string, string>> };
    const modules = walk(src)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
      .map((f) => relative(src, f).replace(/\.ts$/, ''))
      .filter((m) => !FIXTURES.includes(m))
      .sort();
    expect(Object.keys(exports).sort()).toEqual(modules.map((m) => `./${m}`));
    for (const m of modules)
      expect(exports[`./${m}`]).toEqual({ source: `./src/${m}.ts`, types: `./dist/${m}.d.ts`, default: `./dist/${m}.js` });
  });
});

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]!).filter(Boolean);
}

const inDomain = (p: string) => p.split(sep).includes('domain');

describe('architecture', () => {
  it('domain/ files import only other domain/ files (no node:, no packages but the schema library, no adapters)', () => {
    const offenders: string[] = [];
    // typebox is pure (no I/O): the content schemas are written with it and are the domain's own types.
    const allowedPackage = (spec: string) => spec === 'typebox' || spec.startsWith('typebox/');
    // Tests beside domain code may use the test runner and property-testing libraries.
    for (const f of files(join(root, 'backend/src')).filter((f) => inDomain(f) && !f.endsWith('.test.ts'))) {
      for (const spec of importsOf(f)) {
        if (!spec.startsWith('.')) {
          if (!allowedPackage(spec)) offenders.push(`${relative(root, f)} imports package '${spec}'`);
        }
        else if (!inDomain(resolve(dirname(f), spec))) offenders.push(`${relative(root, f)} imports '${spec}'`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the client imports backend code only from domain/ folders, through @domain', () => {
    const offenders: string[] = [];
    for (const f of files(join(root, 'frontend/src'))) {
      for (const spec of importsOf(f)) {
        if (spec.startsWith('@domain/') && !spec.split('/').includes('domain')) offenders.push(`${relative(root, f)}: ${spec}`);
        if (spec.startsWith('.') && resolve(dirname(f), spec).startsWith(join(root, 'backend')))
          offenders.push(`${relative(root, f)}: ${spec}`);
        if (spec.includes('backend/')) offenders.push(`${relative(root, f)}: ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('layers import downward only: components/ui and lib never import features or app; features never import app', () => {
    const offenders: string[] = [];
    const src = join(root, 'frontend/src');
    for (const f of files(src)) {
      const layer = relative(src, f).split(sep)[0];
      for (const spec of importsOf(f)) {
        const target = spec.startsWith('@/') ? spec.slice(2).split('/')[0] : undefined;
        if (!target) continue;
        if ((layer === 'components' || layer === 'lib') && (target === 'features' || target === 'app'))
          offenders.push(`${relative(root, f)}: ${spec}`);
        if (layer === 'features' && target === 'app') offenders.push(`${relative(root, f)}: ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('features do not import each other’s internals', () => {
    const offenders: string[] = [];
    const featuresDir = join(root, 'frontend/src/features');
    for (const f of files(featuresDir)) {
      const own = relative(featuresDir, f).split(sep)[0];
      for (const spec of importsOf(f)) {
        const m = /^@\/features\/([^/]+)/.exec(spec);
        if (m && m[1] !== own) offenders.push(`${relative(root, f)}: ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('only config.ts reads process.env in the backend', () => {
    const offenders = files(join(root, 'backend/src'))
      .filter((f) => !f.endsWith('config.ts') && !f.endsWith('.test.ts'))
      .filter((f) => /process\.env/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });
});

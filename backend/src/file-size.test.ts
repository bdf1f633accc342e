/**
 * File size as a reading aid: no source file of ours over 400 lines, and each one over 300 named in
 * ARCHITECTURE.md ("Files over 300 lines") with the reason it stays whole. The list cannot go stale: a file
 * listed there that has shrunk to 300 lines or less, or no longer exists, fails the test as well.
 * Tests, declaration files (the generated API types) and data files are not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.js';

const ROOTS = ['backend/src', 'frontend/src', 'packages/domain/src'];
const MAX_LINES = 400;
const LISTED_FROM = 300;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    const counted = /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts');
    return counted ? [path] : [];
  });
}

const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

const sizes = new Map(
  ROOTS.flatMap((root) => sourceFiles(join(repoRoot, root))).map((f) => [relative(repoRoot, f).split('\\').join('/'), lineCount(f)]),
);

/** The files the ARCHITECTURE.md table names, each with its reason. */
function listed(): Map<string, string> {
  const doc = readFileSync(join(repoRoot, 'ARCHITECTURE.md'), 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith('Files over 300 lines'));
  if (!section) throw new Error('ARCHITECTURE.md has no "## Files over 300 lines" section');
  const rows = [...section.matchAll(/^\| `([^`]+)` \| (.+?) \|$/gm)];
  return new Map(rows.map((r) => [r[1]!, r[2]!.trim()]));
}

describe('file size', () => {
  it(`no source file is over ${MAX_LINES} lines`, () => {
    const over = [...sizes].filter(([, n]) => n > MAX_LINES).map(([f, n]) => `${f}: ${n}`);
    expect(over).toEqual([]);
  });

  it(`every file over ${LISTED_FROM} lines is listed in ARCHITECTURE.md with a reason, and only those`, () => {
    const table = listed();
    const long = [...sizes].filter(([, n]) => n > LISTED_FROM).map(([f]) => f);
    expect(long.filter((f) => !table.has(f)).sort(), 'over 300 lines and not listed').toEqual([]);
    expect([...table.keys()].filter((f) => !long.includes(f)).sort(), 'listed but 300 lines or less (or gone)').toEqual([]);
    for (const [file, why] of table) expect(why.length, `${file} has no reason`).toBeGreaterThan(20);
  });
});

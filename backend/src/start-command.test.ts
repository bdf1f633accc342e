import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backendRoot, repoRoot } from './paths.js';

/** A systemd unit's settings by section; continuation lines joined, comments dropped, repeated keys kept in order. */
function parseUnit(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const line of text.replace(/\\\n/g, ' ').split('\n')) {
    const l = line.trim();
    if (l === '' || l.startsWith('#') || l.startsWith(';')) continue;
    const section = /^\[(.+)\]$/.exec(l);
    if (section) {
      current = new Map();
      sections.set(section[1]!, current);
      continue;
    }
    const eq = l.indexOf('=');
    if (!current || eq < 1) throw new Error(`not a unit setting: ${l}`);
    const key = l.slice(0, eq).trim();
    current.set(key, [...(current.get(key) ?? []), l.slice(eq + 1).trim()]);
  }
  return sections;
}

/** The Node flags and the script of a command line that runs `node` (or a path ending in /node). */
function nodeCommand(words: readonly string[]): { flags: string[]; script: string } {
  const at = words.findIndex((w) => w === 'node' || w.endsWith('/node'));
  if (at === -1) throw new Error(`no node in: ${words.join(' ')}`);
  const rest = words.slice(at + 1);
  const script = rest.findIndex((w) => !w.startsWith('-'));
  return { flags: rest.slice(0, script), script: rest[script]! };
}

const startScript = (JSON.parse(readFileSync(join(backendRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
const npmStart = nodeCommand(startScript.split(/\s+/));
/** The variables npm start sets for node with a default (`NAME=${NAME:-value}`), as NAME=value; NODE_ENV apart. */
const startDefaults = [...startScript.matchAll(/(\w+)=\$\{\1:-([^}]*)\}/g)]
  .map((m) => `${m[1]}=${m[2]}`)
  .filter((v) => !v.startsWith('NODE_ENV='));

describe("the production start command: ops files run `npm start`'s", () => {
  it('reads npm start', () => {
    // the parse itself: flags were found, and the script is the built server
    expect(npmStart.flags.length).toBeGreaterThan(0);
    expect(npmStart.script).toBe('dist/src/main.js');
    expect(startDefaults).toEqual(['MALLOC_ARENA_MAX=1', 'MALLOC_TRIM_THRESHOLD_=65536', 'MALLOC_MMAP_THRESHOLD_=65536']);
  });

  it('ops/coinatlas.service runs node with the same flags and script, in production, supervised', () => {
    const unit = parseUnit(readFileSync(join(repoRoot, 'ops/coinatlas.service'), 'utf8'));
    const service = unit.get('Service')!;
    const exec = service.get('ExecStart') ?? [];
    expect(exec).toHaveLength(1);
    // systemd's prefixes (-, @, +, !, :) would change how it runs: none is wanted here
    const words = exec[0]!.split(/\s+/);
    expect(words[0]).toMatch(/^\/.*\/node$/);
    const cmd = nodeCommand(words);
    expect(cmd.flags).toEqual(npmStart.flags);
    // npm start runs in backend/; the unit from the repository root (WorkingDirectory)
    expect(service.get('WorkingDirectory')).toHaveLength(1);
    expect(cmd.script).toBe(`backend/${npmStart.script}`);
    // npm start defaults NODE_ENV to production
    expect(startScript).toMatch(/^NODE_ENV=\$\{NODE_ENV:-production\} /);
    expect(service.get('Environment')).toContain('NODE_ENV=production');
    for (const v of startDefaults) expect(service.get('Environment')).toContain(v);
    expect(service.get('Restart')).toEqual(['on-failure']);
    expect(service.get('MemoryMax')).toEqual(['512M']);
  });

  it("ops/Dockerfile's CMD runs node with the same flags and script", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(repoRoot, 'ops/Dockerfile'), 'utf8'));
    expect(cmd).not.toBeNull();
    const docker = nodeCommand(JSON.parse(cmd![1]!) as string[]);
    expect(docker.flags).toEqual(npmStart.flags);
    expect(docker.script).toBe(`backend/${npmStart.script}`);
    const env = /^ENV (.*)$/m.exec(readFileSync(join(repoRoot, 'ops/Dockerfile'), 'utf8'))![1]!.split(/\s+/);
    for (const v of startDefaults) expect(env).toContain(v);
  });
});

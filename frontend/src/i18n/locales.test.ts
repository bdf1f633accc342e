import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';

const dir = join(import.meta.dirname, 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  if (Array.isArray(obj)) return obj.flatMap((v, i) => keys(v, `${prefix}[${i}]`));
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const norm = (k: string) =>
  k
    .split('.')
    .map((p) => p.replace(PLURAL, ''))
    .join('.');

function values(obj: unknown, prefix = ''): [string, string][] {
  if (typeof obj === 'string') return [[prefix, obj]];
  if (obj === null || typeof obj !== 'object') return [];
  if (Array.isArray(obj)) return obj.flatMap((v, i) => values(v, `${prefix}[${i}]`));
  return Object.entries(obj).flatMap(([k, v]) => values(v, prefix ? `${prefix}.${k}` : k));
}

const namespaces = [...new Set(LANGUAGE_CODES.flatMap((l) => readdirSync(join(dir, l))))].filter((f) => f.endsWith('.json'));
const load = (lang: string, ns: string) => JSON.parse(readFileSync(join(dir, lang, ns), 'utf8')) as unknown;

describe('translations', () => {
  it.each(namespaces)('%s exists in every language with the same keys', (ns) => {
    const sets = LANGUAGE_CODES.map((l) => {
      let data: unknown;
      try {
        data = load(l, ns);
      } catch {
        throw new Error(`${l}/${ns} is missing or not valid JSON`);
      }
      return [l, new Set(keys(data).map(norm))] as const;
    });
    const all = new Set(sets.flatMap(([, s]) => [...s]));
    for (const [lang, set] of sets) {
      const missing = [...all].filter((k) => !set.has(k));
      expect(missing, `${lang}/${ns} lacks keys`).toEqual([]);
    }
  });

  it.each(namespaces)('%s is translated: no sentence is left in English in es, de or pt', (ns) => {
    const en = new Map(values(load('en', ns)));
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const untranslated = values(load(lang, ns))
        .filter(([k, v]) => v.split(/\s+/).length >= 4 && en.get(k) === v)
        .map(([k]) => k);
      expect(untranslated, `${lang}/${ns} copies English`).toEqual([]);
    }
  });
});

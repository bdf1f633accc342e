import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The UI texts of the bots, cards, tools, reviews and guide pages: every language has every key another
 * language has, no text is empty, and each sentence keeps the same placeholders and link tags.
 */
const NAMESPACES = ['bots', 'cards', 'tools', 'reviews', 'guide'] as const;
const LANGUAGES = ['en', 'es', 'de', 'pt'] as const;
const dir = join(import.meta.dirname, 'locales');

const loadLocale = (lang: string, ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out[prefix] = String(value);
  return out;
}

const markers = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

describe.each(NAMESPACES)('locale namespace %s', (ns) => {
  const en = flatten(loadLocale('en', ns));

  it.each(LANGUAGES)('%s has exactly the English keys, none empty, same placeholders and tags', (lang) => {
    const other = flatten(loadLocale(lang, ns));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang}/${ns}:${key}`).not.toBe('');
      expect(markers(text), `${lang}/${ns}:${key}`).toEqual(markers(en[key]!));
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated (most sentences differ from English)', (lang) => {
    const other = flatten(loadLocale(lang, ns));
    const long = Object.entries(en).filter(([, v]) => v.split(' ').length >= 6);
    const same = long.filter(([k, v]) => other[k] === v).map(([k]) => k);
    expect(same).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A country's name is put into a sentence as it comes from Intl.DisplayNames: "United States", "Brasil",
 * "Vereinigte Staaten". After a preposition it would need the language's article and contraction ("in the
 * United States", "no Brasil", "nos Estados Unidos", "in den Vereinigten Staaten"), which a placeholder
 * cannot give. So no text puts a preposition (or an article) right before {{country}}: the sentences name it
 * in a way that needs none ("in this country (Brazil)", "Brazil: available", "country: Brazil").
 */
const LANGS = ['en', 'es', 'de', 'pt'] as const;
const BEFORE =
  /(?:^|[^\p{L}])(in|into|from|for|at|to|the|en|desde|de|del|el|los|las|para|por|a|al|im|in den|von|aus|nach|für|zu|em|no|na|nos|nas|do|da|dos|das|o|ao)\s+\{\{country\}\}/iu;

function strings(value: unknown, where: string, out: { where: string; text: string }[] = []) {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  return out;
}

describe('country names in sentences', () => {
  it.each(LANGS)('%s: no preposition or article right before {{country}}', (lang) => {
    const dir = join(import.meta.dirname, 'locales', lang);
    const texts = readdirSync(dir).flatMap((f) => strings(JSON.parse(readFileSync(join(dir, f), 'utf8')), `${lang}/${f}`));
    const withCountry = texts.filter((t) => t.text.includes('{{country}}'));
    expect(withCountry.length).toBeGreaterThan(10);
    expect(withCountry.filter((t) => BEFORE.test(t.text)).map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });

  it('catches the forms it is meant to', () => {
    for (const bad of [
      'Available in {{country}}',
      'Comprar a partir de {{country}}',
      'disponível em {{country}}',
      'Verfügbar in {{country}}',
      'no {{country}}',
    ])
      expect(BEFORE.test(bad), bad).toBe(true);
    for (const good of ['{{country}}: available', 'in this country ({{country}})', 'neste país ({{country}})', 'Land: {{country}}'])
      expect(BEFORE.test(good), good).toBe(false);
  });
});

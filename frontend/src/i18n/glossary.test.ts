import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One term per concept: each language's glossary (glossary/<lang>.json) names the preferred term and the
 * variants that must not appear, in the client's locale files of that language and in that language's
 * texts of the editorial content (backend/content). Placeholders ({{name}}) and tag names (<exchanges>)
 * are not text and are left out; an `allow` phrase (a synonym explained once) is taken out before looking.
 */
type Term = {
  concept: string;
  preferred: string;
  /** Words or phrases, matched whole. */
  forbidden: string[];
  /** Regular expressions (Unicode), matched whole: for forms a word list cannot name ('está a fazer'). */
  forbiddenPatterns?: string[];
  matchCase?: boolean;
  allow?: string[];
};
type Glossary = { language: string; terms: Term[] };

const root = join(import.meta.dirname, '../../..');
const LANGS = ['es', 'de', 'pt'] as const;
const glossary = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'glossary', `${lang}.json`), 'utf8')) as Glossary;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

type Text = { where: string; text: string };

/** Every string of a value, with its path. */
function strings(value: unknown, where: string, out: Text[]): Text[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  return out;
}

/** The strings of `lang` in a content record: the values under a `lang` key beside an `en` key. */
function contentTexts(value: unknown, lang: string, where: string, out: Text[]): Text[] {
  if (Array.isArray(value)) value.forEach((v, i) => contentTexts(v, lang, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if ('en' in obj && lang in obj) strings(obj[lang], `${where}.${lang}`, out);
    for (const [k, v] of Object.entries(obj)) if (!['en', 'es', 'de', 'pt'].includes(k)) contentTexts(v, lang, `${where}.${k}`, out);
  }
  return out;
}

/**
 * The seed blog posts written in a language: their metadata (JSON) and their Markdown, line by line, without
 * link targets and code (`[corretoras](/pt/exchanges)` is prose only up to its closing bracket).
 */
function seedPostTexts(lang: string, out: Text[]): Text[] {
  const dir = join(root, 'backend/content/seed/blog/translations', lang);
  for (const name of readdirSync(dir).sort()) {
    const f = join(dir, name);
    if (name.endsWith('.json')) strings(JSON.parse(readFileSync(f, 'utf8')), relative(root, f), out);
    else if (name.endsWith('.md'))
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line) => line.replace(/\]\([^)]*\)/g, ']').replace(/`[^`]*`/g, ' '))
        .forEach((line, i) => line.trim() && out.push({ where: `${relative(root, f)}:${i + 1}`, text: line }));
  }
  return out;
}

function textsOf(lang: string): Text[] {
  const out: Text[] = [];
  for (const f of filesUnder(join(import.meta.dirname, 'locales', lang)))
    strings(JSON.parse(readFileSync(f, 'utf8')), relative(root, f), out);
  for (const f of filesUnder(join(root, 'backend/content')))
    contentTexts(JSON.parse(readFileSync(f, 'utf8')), lang, relative(root, f), out);
  return seedPostTexts(lang, out);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or phrase: no letter, digit or hyphen right before or after it. */
const wordPattern = (source: string, matchCase: boolean) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])(?:${source})(?![\\p{L}\\p{N}-])`, matchCase ? 'gu' : 'giu');
const prose = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[a-zA-Z][\w-]*>/g, ' ');

/** Each use of a forbidden variant: where, which variant, and the text around it. */
export function findForbidden(g: Glossary, texts: readonly Text[]): string[] {
  const hits: string[] = [];
  for (const term of g.terms)
    for (const source of [...term.forbidden.map(escape), ...(term.forbiddenPatterns ?? [])]) {
      const re = wordPattern(source, term.matchCase === true);
      for (const { where, text } of texts) {
        let clean = prose(text);
        for (const a of term.allow ?? []) clean = clean.split(a).join(' ');
        for (const m of clean.matchAll(re))
          hits.push(
            `${where}: '${m[0]}' (use '${term.preferred}'): …${clean.slice(Math.max(0, m.index - 25), m.index + m[0].length + 25)}…`,
          );
      }
    }
  return hits;
}

describe('glossary', () => {
  it.each(LANGS)('%s: every glossary entry is well formed', (lang) => {
    const g = glossary(lang);
    expect(g.language).toBe(lang);
    expect(g.terms.length).toBeGreaterThan(0);
    for (const t of g.terms) {
      expect(t.preferred.trim(), t.concept).not.toBe('');
      expect(t.forbidden.length + (t.forbiddenPatterns?.length ?? 0), t.concept).toBeGreaterThan(0);
    }
  });

  it('finds a forbidden variant as a whole word only, outside placeholders, tags and allowed phrases', () => {
    const g: Glossary = {
      language: 'es',
      terms: [
        { concept: 'wallet', preferred: 'billetera', forbidden: ['monedero'] },
        { concept: 'w', preferred: 'billetera', forbidden: ['wallet'], matchCase: true },
        { concept: 'seed', preferred: 'frase de recuperación', forbidden: ['frase semilla'], allow: ['(frase semilla)'] },
        { concept: 'progressive', preferred: 'gerúndio', forbidden: [], forbiddenPatterns: ['está a \\p{L}+(ar|er|ir)'] },
      ],
    };
    const hits = findForbidden(g, [
      { where: 'a', text: 'Un Monedero frío.' },
      { where: 'b', text: 'Los monederos, {{monedero}} y <monedero>x</monedero>.' },
      { where: 'c', text: 'Trust Wallet y una wallet.' },
      { where: 'd', text: 'La frase de recuperación (frase semilla). Tu frase semilla.' },
      { where: 'e', text: 'Aqui está a nossa sugestão; quem está a começar.' },
    ]);
    expect(hits.map((h) => h.split(':')[0] + ':' + h.split("'")[1])).toEqual([
      'a:Monedero',
      'c:wallet',
      'd:frase semilla',
      'e:está a começar',
    ]);
  });

  it('pt: finds the European Portuguese forms and the brand\u2019s feminine article, and leaves the Brazilian ones alone', () => {
    const european = [
      'Ver as minhas recomendações',
      'O que vai encontrar',
      'rácios long/short',
      'as comissões escondem-se nas letras miúdas',
      'o parceiro pode pagar-nos uma comissão',
      'quando cria conta',
      'os ecrãs',
      'no telemóvel',
      'cada utilizador',
      'de facto',
      'a nossa equipa',
      'o registo',
      'Estes termos aplicam-se a todos',
      'A CoinAtlas é gratuita',
      'a newsletter da CoinAtlas',
      'na app',
      'De momento não há',
      'dá-lhe uma seleção',
    ];
    const brazilian = [
      'Ver minhas recomendações',
      'O que você vai encontrar',
      'proporções long/short',
      'as comissões se escondem nas letras miúdas',
      'o parceiro pode nos pagar uma comissão',
      'quando você cria uma conta',
      'Inscreva-se na newsletter',
      'Cadastre-se grátis',
      'Lembre-se de fazer backup',
      'O CoinAtlas é gratuito',
      'a newsletter do CoinAtlas',
      'no app',
      'No momento não há',
      'os endereços derivados dela',
      'Recolher',
      'o que temos de cada corretora',
    ];
    const hits = (text: string) => findForbidden(glossary('pt'), [{ where: 'x', text }]);
    for (const text of european) expect(hits(text), text).not.toEqual([]);
    for (const text of brazilian) expect(hits(text), text).toEqual([]);
  });

  it.each(LANGS)(
    '%s: no forbidden variant in the locale files or the content texts',
    (lang) => {
      const texts = textsOf(lang);
      expect(texts.length).toBeGreaterThan(100);
      expect(findForbidden(glossary(lang), texts)).toEqual([]);
      // a guard against a hang, not a speed check: scanning every text takes seconds on a busy machine
    },
    60_000,
  );
});

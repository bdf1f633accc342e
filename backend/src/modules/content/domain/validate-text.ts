// The per-language checks of a record: every language shaped as English, placeholders matching their values.
import { CONTENT_LANGUAGES } from './schema.js';

/** The structure of a value (keys of objects, lengths of arrays), to compare the languages of a text. */
function shapeDiff(a: unknown, b: unknown, at: string): string | undefined {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return `${at} is a list in one language only`;
    if (a.length !== b.length) return `${at} has ${b.length} entries instead of ${a.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = shapeDiff(a[i], b[i], `${at}/${i}`);
      if (d) return d;
    }
    return undefined;
  }
  if (a && typeof a === 'object' && b && typeof b === 'object') {
    const ka = Object.keys(a).sort().join(',');
    const kb = Object.keys(b).sort().join(',');
    if (ka !== kb) return `${at} has keys [${kb}] instead of [${ka}]`;
    for (const k of Object.keys(a)) {
      const d = shapeDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}/${k}`);
      if (d) return d;
    }
    return undefined;
  }
  if (typeof a !== typeof b) return `${at} has a different kind of value`;
  return undefined;
}

/** Every per-language text in a record: objects whose keys are exactly the content languages. */
function* localizedTexts(value: unknown, at = ''): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* localizedTexts(value[i], `${at}/${i}`);
  } else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === CONTENT_LANGUAGES.length && CONTENT_LANGUAGES.every((l) => keys.includes(l))) {
      yield [at, value as Record<string, unknown>];
      return;
    }
    for (const [k, v] of Object.entries(value)) yield* localizedTexts(v, `${at}/${k}`);
  }
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

/** The languages of one text have the same structure as English. */
export function languageProblems(path: string, record: unknown): string[] {
  const out: string[] = [];
  for (const [at, text] of localizedTexts(record)) {
    for (const lang of CONTENT_LANGUAGES.slice(1)) {
      const d = shapeDiff(text.en, text[lang], `${at}/${lang}`);
      if (d) out.push(`${path}: ${d} (as in ${at}/en)`);
    }
  }
  return out;
}

/** A sentence with {{name}} placeholders uses exactly the values it is given, in every language. */
export function placeholderProblems(path: string, at: string, values: Record<string, unknown>, text: Record<string, unknown>): string[] {
  const out: string[] = [];
  const given = Object.keys(values).sort().join(',');
  for (const lang of CONTENT_LANGUAGES) {
    const s = text[lang];
    if (typeof s !== 'string') continue;
    const used = [...new Set([...s.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort().join(',');
    if (used !== given) out.push(`${path}: ${at}/text/${lang} uses placeholders [${used}] but values are [${given}]`);
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import { createI18nNow } from './create-i18n';
import { LANGUAGE_CODES } from './languages';

/**
 * i18next came back as the site's translation layer in place of a hand-written translator that had replaced
 * it for a while (frontend/src/i18n/translator.ts until issue 36). Every page's text must read as it did
 * with that translator: every key of every namespace of every locale, as it is today, with plurals (counts
 * 0, 1, 2, 5 and a million, for every category a language has), every `{{name}}` filled, left out and given
 * as undefined, through `ns:key` and `{ ns }`, as an object with `returnObjects`, missing and with defaults.
 * The translator's lookup is kept below, frozen as it was, as the reference (its loading and React parts are
 * left out: they decide when a text is at hand, not what it says).
 */

type Messages = { readonly [key: string]: unknown };
type TOptions = Record<string, unknown>;

// ---- The hand-written translator's lookup, as it was (frontend/src/i18n/translator.ts, commit 77f5fac) ----
const legacy = (() => {
  const NATURAL_LANGUAGE = /[ ,?!;]/;

  function looksLikePath(key: string): boolean {
    if (!NATURAL_LANGUAGE.test(key)) return true;
    const dot = key.indexOf('.');
    return dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot));
  }

  const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

  function find(messages: Messages | undefined, path: string): unknown {
    if (!messages) return undefined;
    if (own(messages, path)) return messages[path];
    const tokens = path.split('.');
    let current: unknown = messages;
    for (let i = 0; i < tokens.length;) {
      if (!current || typeof current !== 'object') return undefined;
      let next: unknown;
      let joined = '';
      for (let j = i; j < tokens.length; j++) {
        joined += (j === i ? '' : '.') + tokens[j];
        next = own(current, joined) ? (current as Messages)[joined] : undefined;
        if (next !== undefined) {
          if (typeof next === 'string' && j < tokens.length - 1) continue;
          i = j + 1;
          break;
        }
      }
      if (next === undefined) return undefined;
      current = next;
    }
    return current;
  }

  const pluralRules = new Map<string, Intl.PluralRules>();
  function pluralCategory(language: string, count: number): string {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }

  const TOKEN = /\{\{(.+?)\}\}/g;
  function interpolate(text: string, values: TOptions): string {
    if (!text.includes('{{')) return text;
    return text.replace(TOKEN, (token, raw: string) => {
      const name = raw.trim();
      const value = find(values as Messages, name);
      if (value === undefined) return own(values, name) ? '' : token;
      return value === null ? '' : String(value as string);
    });
  }

  function interpolateDeep(value: unknown, values: TOptions): unknown {
    if (typeof value === 'string') return interpolate(value, values);
    if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, values));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, values)]));
    return value;
  }

  return function translate(
    store: Record<string, Messages>,
    lng: string,
    namespaces: readonly string[],
    key: string | readonly string[],
    options: TOptions = {},
  ): unknown {
    const lookup = (keys: readonly string[], ns: readonly string[]): unknown => {
      const count = typeof options.count === 'number' ? options.count : undefined;
      for (const k of keys) {
        let key = k;
        let nsList = ns;
        if (key.includes(':') && looksLikePath(key)) {
          const parts = key.split(':');
          nsList = [parts.shift()!];
          key = parts.join('.');
        }
        for (const n of nsList) {
          const messages = store[n];
          const candidates = [key];
          if (count !== undefined) {
            candidates.push(`${key}_${pluralCategory(lng, count)}`);
            if (count === 0) candidates.push(`${key}_zero`);
          }
          for (let i = candidates.length - 1; i >= 0; i--) {
            const found = find(messages, candidates[i]!);
            if (found !== undefined && found !== null) return found;
          }
        }
      }
      return undefined;
    };
    const keys = typeof key === 'string' ? [key] : key;
    const ns = options.ns === undefined ? namespaces : typeof options.ns === 'string' ? [options.ns] : (options.ns as readonly string[]);
    let value = lookup(keys, ns);
    if (value === undefined && 'defaultValue' in options) value = options.defaultValue;
    if (value !== null && typeof value === 'object') {
      if (options.returnObjects === true) return interpolateDeep(value, options);
      value = undefined;
    }
    if (value === undefined) {
      const last = keys[keys.length - 1] ?? '';
      value = last.includes(':') && looksLikePath(last) ? last.split(':').slice(1).join('.') : last;
    }
    return interpolate(String(value as string), options);
  };
})();
// ---- end of the frozen translator ----

const LOCALES = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' });

function resourcesOf(lang: string): Record<string, Messages> {
  const out: Record<string, Messages> = {};
  for (const [file, data] of Object.entries(LOCALES)) {
    const [, l, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
    if (l === lang) out[ns!] = data;
  }
  return out;
}

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 1_000_000];

/** The `{{name}}` placeholders of a value (every string in it). */
function placeholders(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const m of value.matchAll(/\{\{(.+?)\}\}/g)) out.add(m[1]!.trim());
  else if (value && typeof value === 'object') for (const v of Object.values(value)) placeholders(v, out);
  return out;
}

/** A value for every placeholder, each its own text (a count, a number). */
const filled = (names: Iterable<string>): TOptions => Object.fromEntries([...names].map((n) => [n, n === 'count' ? 7 : `‹${n}›`]));

type Call = { ns: string; key: string; options?: TOptions };

/** The calls a namespace is checked with: each of its texts, plural groups and objects. */
function callsFor(ns: string, messages: Messages): Call[] {
  const calls: Call[] = [];
  const plurals = new Map<string, Set<string>>();
  const walk = (value: unknown, path: string) => {
    const names = placeholders(value);
    const values = filled(names);
    if (typeof value === 'string') {
      calls.push({ ns, key: path }, { ns, key: path, options: values });
      calls.push({ ns: 'common', key: `${ns}:${path}`, options: values }, { ns: 'common', key: path, options: { ...values, ns } });
      if (names.size > 0) calls.push({ ns, key: path, options: Object.fromEntries([...names].map((n) => [n, undefined])) });
      const plural = PLURAL.exec(path);
      if (plural) {
        const group = plurals.get(plural[1]!) ?? new Set<string>();
        for (const n of names) group.add(n);
        plurals.set(plural[1]!, group);
      }
      return;
    }
    if (!value || typeof value !== 'object') return;
    calls.push({ ns, key: path }, { ns, key: path, options: { ...values, returnObjects: true } });
    if (!Array.isArray(value)) for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  for (const [k, v] of Object.entries(messages)) walk(v, k);
  for (const [base, names] of plurals) {
    const values = filled(names);
    for (const count of COUNTS) calls.push({ ns, key: base, options: { ...values, count } });
    calls.push({ ns, key: base, options: { count: 3 } });
  }
  // missing keys: the key itself, the default value (interpolated, or '')
  calls.push(
    { ns, key: 'no.such.key' },
    { ns, key: `${ns}:no.such.key` },
    { ns, key: 'noSuchKey', options: { defaultValue: 'Fallback {{name}}', name: 'X' } },
    { ns, key: 'noSuchKey', options: { defaultValue: '' } },
    { ns, key: 'noSuchKey', options: { returnObjects: true, defaultValue: [] } },
    { ns, key: `${Object.keys(messages)[0] ?? 'x'}.deeper` },
  );
  return calls;
}

describe('i18next reads every text as the site did', () => {
  for (const lang of LANGUAGE_CODES) {
    it(`every key of every namespace in ${lang}`, () => {
      const resources = resourcesOf(lang);
      expect(Object.keys(resources).length).toBeGreaterThan(0);
      const i18n = createI18nNow(lang, { [lang]: resources });
      const differences: string[] = [];
      let calls = 0;
      for (const [ns, messages] of Object.entries(resources)) {
        const t = i18n.getFixedT(lang, ns);
        const fromCommon = i18n.getFixedT(lang, 'common');
        for (const call of callsFor(ns, messages)) {
          calls++;
          const before = legacy(resources, lang, [call.ns], call.key, call.options);
          const after = (call.ns === ns ? t : fromCommon)(call.key, call.options as never) as unknown;
          if (JSON.stringify(after) !== JSON.stringify(before))
            differences.push(
              `${lang} ${call.ns} t(${JSON.stringify(call.key)}, ${JSON.stringify(call.options)}): ${JSON.stringify(before)} -> ${JSON.stringify(after)}`,
            );
        }
      }
      expect(calls).toBeGreaterThan(1000);
      expect(differences).toEqual([]);
    });
  }
});

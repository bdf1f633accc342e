/**
 * The site's translation runtime: the part of i18next the site used (namespaced JSON messages, `{{name}}`
 * interpolation, plurals through Intl.PluralRules, `ns:key` and `{ ns }`, `defaultValue`, `returnObjects`,
 * namespaces loaded on demand), with i18next's lookup rules, in about a tenth of its code. i18next and
 * react-i18next were 16 KB (Brotli) of the first load of every page, most of it for features the site never
 * used (backends, formatters, nesting, context, post-processors, language detection and fallback chains).
 *
 * What a message looks up, as i18next did with the site's options (fallbackLng false, keySeparator '.',
 * nsSeparator ':', escapeValue false, returnEmptyString true):
 * - the namespace is the `ns` option, else the one the `t` was made for; a key `ns:path` names its own
 *   (unless what comes before the first `.` looks like natural language: a space, `,`, `?`, `!` or `;`);
 *   a list of namespaces is tried in order;
 * - with a numeric `count`, `key_<plural category>` first (and `key_zero` before it for 0), then `key`;
 * - a missing message is the `defaultValue` when one is given (even ''), else the key itself;
 * - `{{name}}` takes the option of that name (an option given as undefined: ''; one not given: the token
 *   stays as written); with `returnObjects` an object or array comes
 *   back as a copy whose strings are interpolated the same way.
 */

export type Messages = { readonly [key: string]: unknown };
/** language -> namespace -> messages */
export type Resources = Record<string, Record<string, Messages>>;
/** the options a `t` call takes (any other one is a value for `{{name}}`) */
export type TOptions = Record<string, unknown>;

export interface TFunction {
  (key: string | readonly string[], options: TOptions & { returnObjects: true }): unknown;
  (key: string | readonly string[], options?: TOptions): string;
}

/** Fetches one namespace of one language; undefined when it cannot be had (then its keys show as keys). */
export type Loader = (language: string, namespace: string) => Promise<Record<string, unknown>> | undefined;

/** A promise carrying its state the way React's `use` reads it (status 'fulfilled' when settled). */
export type ReadyThenable = Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined };

export interface I18n {
  /** the page's language (also `resolvedLanguage`: every language the site has is complete) */
  readonly language: string;
  readonly resolvedLanguage: string;
  readonly defaultNS: string;
  readonly t: TFunction;
  /** a `t` for one language and namespace, the same function for the same pair */
  getFixedT(language: string | null, namespace?: string | readonly string[]): TFunction;
  /** resolves once every namespace asked for is loaded (or could not be); never rejects */
  loadNamespaces(language: string, namespaces: readonly string[]): Promise<void>;
  /**
   * A thenable that settles once those namespaces are at hand, the same one for the same list: already
   * marked fulfilled (`status`, as React's `use` reads it) when they are, so a component reading it does not
   * suspend; never rejects.
   */
  ready(language: string, namespaces: readonly string[]): ReadyThenable;
  /** records namespaces a component asked for (the server embeds exactly those in the page) */
  markUsed(namespaces: readonly string[]): void;
  usedNamespaces(): string[];
}

const NATURAL_LANGUAGE = /[ ,?!;]/;

/** i18next's test for a key that is an object path rather than a sentence (so `a:b` names a namespace). */
function looksLikePath(key: string): boolean {
  if (!NATURAL_LANGUAGE.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot));
}

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** The message at a dotted path; a flat key holding dots is found too, as i18next's deepFind does. */
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
    // an option given as undefined empties the place; one not given at all leaves the token as written
    if (value === undefined) return own(values, name) ? '' : token;
    return value === null ? '' : String(value as string);
  });
}

function interpolateDeep(value: unknown, values: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, values));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, values)]));
  return value;
}

export function createTranslator({
  language,
  resources,
  load,
  defaultNS = 'common',
}: {
  language: string;
  resources: Resources;
  load: Loader;
  defaultNS?: string;
}): I18n {
  const store: Resources = {};
  for (const [lng, namespaces] of Object.entries(resources)) store[lng] = { ...namespaces };
  /** namespaces whose load failed: their keys show as keys, and nothing suspends on them again */
  const failed = new Set<string>();
  const loads = new Map<string, Promise<void>>();
  const readies = new Map<string, ReadyThenable>();
  const used = new Set<string>();
  const fixed = new Map<string, TFunction>();

  const has = (lng: string, ns: string) => store[lng]?.[ns] !== undefined || failed.has(`${lng}|${ns}`);

  function lookup(lng: string, keys: readonly string[], options: TOptions, namespaces: readonly string[]): unknown {
    const count = typeof options.count === 'number' ? options.count : undefined;
    for (const k of keys) {
      let key = k;
      let nsList = namespaces;
      if (key.includes(':') && looksLikePath(key)) {
        const parts = key.split(':');
        nsList = [parts.shift()!];
        key = parts.join('.');
      }
      for (const ns of nsList) {
        const messages = store[lng]?.[ns];
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
  }

  function translate(lng: string, namespaces: readonly string[], key: string | readonly string[], options: TOptions = {}): unknown {
    const keys = typeof key === 'string' ? [key] : key;
    const ns = options.ns === undefined ? namespaces : typeof options.ns === 'string' ? [options.ns] : (options.ns as readonly string[]);
    const language = typeof options.lng === 'string' ? options.lng : lng;
    let value = lookup(language, keys, options, ns);
    if (value === undefined && 'defaultValue' in options) value = options.defaultValue;
    if (value !== null && typeof value === 'object') {
      if (options.returnObjects === true) return interpolateDeep(value, options);
      value = undefined;
    }
    if (value === undefined) {
      // the key as asked for, without a namespace it named
      const last = keys[keys.length - 1] ?? '';
      value = last.includes(':') && looksLikePath(last) ? last.split(':').slice(1).join('.') : last;
    }
    return interpolate(String(value as string), options);
  }

  function getFixedT(lng: string | null, namespace?: string | readonly string[]): TFunction {
    const l = lng ?? language;
    const namespaces = namespace === undefined ? [defaultNS] : typeof namespace === 'string' ? [namespace] : namespace;
    const id = `${l}|${namespaces.join(',')}`;
    let t = fixed.get(id);
    if (!t) {
      t = ((key: string | readonly string[], options?: TOptions) => translate(l, namespaces, key, options)) as TFunction;
      fixed.set(id, t);
    }
    return t;
  }

  function loadOne(lng: string, ns: string): Promise<void> {
    const id = `${lng}|${ns}`;
    let pending = loads.get(id);
    if (!pending) {
      const request = load(lng, ns);
      pending = (request ?? Promise.reject(new Error(`no translations for ${id}`))).then(
        (messages) => {
          (store[lng] ??= {})[ns] = messages;
        },
        () => {
          failed.add(id);
        },
      );
      loads.set(id, pending);
    }
    return pending;
  }

  const i18n: I18n = {
    language,
    resolvedLanguage: language,
    defaultNS,
    t: getFixedT(language, defaultNS),
    getFixedT,
    ready(lng, namespaces) {
      const id = `ready|${lng}|${namespaces.join(',')}`;
      let thenable = readies.get(id);
      if (thenable && (thenable.status === 'pending' || namespaces.every((ns) => has(lng, ns)))) return thenable;
      const missing = namespaces.filter((ns) => !has(lng, ns));
      if (missing.length === 0) {
        thenable = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
      } else {
        const loading = Object.assign(
          Promise.all(missing.map((ns) => loadOne(lng, ns))).then(() => {}),
          { status: 'pending' as 'pending' | 'fulfilled' },
        );
        void loading.then(() => {
          loading.status = 'fulfilled';
        });
        thenable = loading;
      }
      readies.set(id, thenable);
      return thenable;
    },
    loadNamespaces(lng, namespaces) {
      return i18n.ready(lng, namespaces);
    },
    markUsed(namespaces) {
      for (const ns of namespaces) used.add(ns);
    },
    usedNamespaces: () => [...used],
  };
  return i18n;
}

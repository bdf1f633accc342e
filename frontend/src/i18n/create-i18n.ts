import { createInstance, type BackendModule, type i18n as I18n, type InitOptions, type Resource, type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages';

/** Namespaces every page uses (header, footer, shared texts). */
export const BASE_NAMESPACES = ['common', 'nav', 'footer'] as const;

/** Fetches one namespace of one language; undefined when it cannot be had (then its keys show as keys). */
export type Loader = (language: string, namespace: string) => Promise<Record<string, unknown>> | undefined;

/**
 * The site's i18next options, the same on the server and in the browser (i18n-parity.test.ts holds every key
 * of every locale to the texts the site showed before):
 * - every namespace exists in every language (locales.test.ts checks it), so nothing falls back at run time;
 * - messages are nested JSON (`a.b`), `ns:key` names a namespace, plurals are `key_one`/`key_other` (and
 *   `key_zero` for 0) chosen by Intl.PluralRules, the only JSON format i18next still reads;
 * - React escapes what it renders, so interpolation does not;
 * - an empty message is shown empty, an object read without `returnObjects` answers its key, as a missing one.
 */
const options = (lng: LanguageCode, resources: Resource) =>
  ({
    lng,
    resources,
    fallbackLng: false,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'languageOnly',
    // a fresh list for each instance: i18next adds to it every namespace it is asked to load
    ns: [...BASE_NAMESPACES],
    defaultNS: 'common',
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: true,
    returnedObjectHandler: (key: string) => key,
    // A component whose namespace is not loaded yet suspends until it is (its Suspense boundary shows the
    // fallback), so no render ever shows keys.
    react: { useSuspense: true },
    // ready when init returns, when every namespace asked for is at hand (always so on the server)
    initAsync: false,
  }) satisfies InitOptions & { react: { useSuspense: boolean } };

/** An i18next backend that asks `load` for one namespace of one language. */
const loaderBackend = (load: Loader): BackendModule => ({
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const pending = load(language, namespace);
    if (!pending) {
      callback(new Error(`missing translations ${language}/${namespace}`), false);
      return;
    }
    // `false` as the second argument: a failed load is not retried (its keys show, and nothing waits on it)
    pending.then(
      (data) => callback(null, data),
      (err: Error) => callback(err, false),
    );
  },
});

/** Namespaces the components asked for, in the order they first did (react-i18next's `reportNamespaces`). */
class UsedNamespaces {
  private readonly used = new Set<string>();
  addUsedNamespaces(namespaces: readonly string[]): void {
    for (const ns of namespaces) this.used.add(ns);
  }
  getUsedNamespaces(): string[] {
    return [...this.used];
  }
}

/**
 * One i18next instance for one language, a fresh one per server render: every namespace of the language at
 * hand (`resources`), ready when this returns, with no loading at all. Also what unit tests render with.
 */
export function createI18nNow(lang: LanguageCode, resources: Resource): I18n {
  const instance = createInstance();
  void instance.init(options(lang, resources));
  return viewOf(instance);
}

/**
 * The browser's i18next instance, for the life of the page: `resources` are the namespaces the server
 * embedded (the ones its render used); any other is fetched through `load` when a component first asks for
 * it, the base namespaces before this resolves, as every page shows them.
 */
export async function createI18n(lang: LanguageCode, resources: Resource, load: Loader): Promise<I18n> {
  const instance = createInstance().use(loaderBackend(load));
  await instance.init({ ...options(lang, resources), partialBundledLanguages: true });
  return viewOf(instance);
}

/**
 * What both hand out is a view of the instance, for react-i18next: an object with no property of its own,
 * whose prototype chain leads to the instance, so every read (language, options, the methods, which i18next
 * binds to the instance) is the instance's, live. react-i18next copies the own properties of the object it
 * is given for every component that calls `useTranslation` (to hand out a fresh object when the language
 * changes): an i18next instance carries some forty, and copying them was the largest single cost of a
 * directory page's server render and of its hydration; two cost 8 µs a component, none 1 µs. Between the
 * view and the instance, one object holds what the site adds:
 * - `reportNamespaces`, the namespaces the components used (`usedNamespaces`);
 * - `getFixedT`, which react-i18next's `t` comes from: the instance's `t` with the language and namespace
 *   filled in, as i18next's own does (key selector functions and key prefixes, which the site does not use,
 *   go to i18next's), and each text kept once looked up, for the same key and the same plain options. A
 *   directory page asks for the same texts for every card, and i18next's lookup is some ten times the work
 *   of reading a map (its own `getFixedT` also merged the instance's forty options into a new object on
 *   every call). The texts are dropped whenever translations are added (a namespace loaded in the browser).
 *   i18n-parity.test.ts reads every text through it.
 */
function viewOf(instance: I18n): I18n {
  const layer = Object.create(instance) as I18n;
  layer.reportNamespaces = new UsedNamespaces();
  const texts = new Map<string, string>();
  instance.store.on('added', () => texts.clear());
  const translate = instance.t as (key: unknown, options: Record<string, unknown>) => unknown;
  // (i18next's types describe keys and options typed from the resources; these functions take any)
  type Untyped = (...args: unknown[]) => unknown;
  const fixed = new Map<string, TFunction>();
  layer.getFixedT = ((lng: string | readonly string[] | null, ns?: string | readonly string[], keyPrefix?: unknown, ...rest: unknown[]) => {
    if (typeof lng !== 'string' || keyPrefix !== undefined)
      return instance.getFixedT(lng as never, ns as never, keyPrefix as never, ...(rest as []));
    const fixedId = `${lng}|${typeof ns === 'string' ? ns : (ns ?? []).join(',')}`;
    let t = fixed.get(fixedId);
    if (!t) {
      t = ((key: unknown, options?: unknown, ...more: unknown[]) => {
        if (typeof key === 'function')
          return (instance.getFixedT(lng, ns as never, undefined, ...(rest as [])) as unknown as Untyped)(key, options, ...more);
        const id = more.length === 0 ? callId(fixedId, key, options) : undefined;
        const known = id === undefined ? undefined : texts.get(id);
        if (known !== undefined) return known;
        const o: Record<string, unknown> =
          typeof options === 'object' && options !== null
            ? { ...options }
            : instance.options.overloadTranslationOptionHandler!([key, options, ...more] as never);
        o.lng ||= lng;
        o.ns ||= ns;
        const text = translate(key, o);
        if (id !== undefined && typeof text === 'string') texts.set(id, text);
        return text;
      }) as unknown as TFunction;
      fixed.set(fixedId, t);
    }
    return t;
  }) as I18n['getFixedT'];
  return Object.create(layer) as I18n;
}

/**
 * What names one call of a `t` for its cached text: the key (or keys) and the options, when every option is
 * a plain value (a string, number, boolean, null or undefined, each told apart by its type); undefined for a
 * call whose text is not kept (an object among the options).
 */
function callId(fixedId: string, key: unknown, options: unknown): string | undefined {
  let id: string;
  if (typeof key === 'string') id = `${fixedId}\u0000${key}`;
  else if (Array.isArray(key) && key.every((k) => typeof k === 'string')) id = `${fixedId}\u0000${key.join('\u0001')}\u0001`;
  else return undefined;
  if (options === undefined) return id;
  if (typeof options === 'string') return `${id}\u0000=${options}`; // the default value
  if (typeof options !== 'object' || options === null) return undefined;
  for (const name in options) {
    if (!Object.hasOwn(options, name)) continue;
    const value = (options as Record<string, unknown>)[name];
    const type = value === null ? 'null' : typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && type !== 'undefined' && type !== 'null') return undefined;
    id += `\u0000${name}\u0002${type}\u0002${String(value)}`;
  }
  return id;
}

/** The namespaces the components rendered with this instance asked for (the server embeds exactly those). */
export function usedNamespaces(i18n: I18n): string[] {
  return i18n.reportNamespaces?.getUsedNamespaces() ?? [];
}

export { FALLBACK_LANGUAGE };

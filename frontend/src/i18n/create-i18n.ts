import { createInstance, type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages';

/** Namespaces every page uses (header, footer, shared texts). */
export const BASE_NAMESPACES = ['common', 'nav', 'footer'] as const;

type Loader = (language: string, namespace: string) => Promise<Record<string, unknown>> | undefined;

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
    pending.then(
      (data) => callback(null, data),
      (err: Error) => callback(err, false),
    );
  },
});

/**
 * One i18next instance for one language: a fresh one per server render, one for the life of a browser
 * page. `resources` are the namespaces already at hand (the server embeds the ones a page used); any other
 * namespace is fetched through `load` when a component first asks for it.
 *
 * What it returns is a view of the instance: an object with no properties of its own whose prototype is
 * the instance, so every read (language, options, the methods, which i18next binds to the instance) is the
 * instance's, live. react-i18next copies the own properties of the object it is given for every component
 * that calls `useTranslation` (to hand out a fresh object when the language changes), and an i18next
 * instance carries some forty of them: on a directory page that copying was the largest single cost of a
 * server render and of hydration. The copy of the view costs next to nothing. (react-i18next 18 replaces the
 * copy with a proxy, but needs Node 22.) The namespaces the components used are recorded on the view.
 */
export async function createI18n(lang: LanguageCode, resources: Resource, load: Loader): Promise<I18n> {
  const instance = createInstance();
  await instance
    .use(loaderBackend(load))
    .use(initReactI18next)
    .init({
      lng: lang,
      // Every namespace exists in every language (a unit test checks it), so nothing falls back at run time.
      fallbackLng: false,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'languageOnly',
      ns: [...BASE_NAMESPACES],
      defaultNS: 'common',
      resources,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      returnNull: false,
      initAsync: false,
    });
  return Object.create(instance) as I18n;
}

export { FALLBACK_LANGUAGE };

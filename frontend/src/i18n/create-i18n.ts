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
  return instance;
}

export { FALLBACK_LANGUAGE };

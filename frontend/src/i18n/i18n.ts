import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, pickLanguage } from './languages';

// Each namespace of each language is its own small chunk, loaded when a page first needs it.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyJson: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`missing translations ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (err: Error) => callback(err, false),
    );
  },
};

export const initialLanguage = pickLanguage(
  readStorage(STORAGE_KEYS.language),
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
);

i18next.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export const i18nReady = i18next
  .use(lazyJson)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'languageOnly',
    ns: ['common', 'nav', 'footer'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
    returnNull: false,
  });

/** Changing the language saves it; `<html lang>` follows through the listener above. */
export async function changeLanguage(code: string): Promise<void> {
  await i18next.changeLanguage(code);
  writeStorage(STORAGE_KEYS.language, code);
}

export { i18next };

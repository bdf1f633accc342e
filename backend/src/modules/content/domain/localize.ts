import { CONTENT_LANGUAGES, type ContentLanguage } from './schema.js';

const isLocalized = (v: object): v is Record<ContentLanguage, unknown> => {
  const keys = Object.keys(v);
  return keys.length === CONTENT_LANGUAGES.length && CONTENT_LANGUAGES.every((l) => keys.includes(l));
};

/**
 * A copy of a content record with every per-language text `{ en, es, de, pt }` replaced by the text in
 * `lang`, so an answer carries one language only.
 */
export function localize<T>(value: T, lang: ContentLanguage): unknown {
  if (Array.isArray(value)) return value.map((v) => localize(v, lang));
  if (value && typeof value === 'object') {
    if (isLocalized(value)) return localize(value[lang], lang);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, lang)]));
  }
  return value;
}

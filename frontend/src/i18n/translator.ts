import type { i18n as I18n } from 'i18next';
import { createI18nNow } from './create-i18n';
import type { LanguageCode } from './languages';

/**
 * The translation types under the path some modules import them from, and `createTranslator`, the
 * synchronous instance unit tests render with: both over i18next now (see create-i18n.ts). The hand-written
 * translator that was here until issue 36 is gone; i18n-parity.test.ts keeps its lookup as the reference.
 */
export type { i18n as I18n, TFunction } from 'i18next';
export type Messages = { readonly [key: string]: unknown };
/** language -> namespace -> messages */
export type Resources = Record<string, Record<string, Messages>>;

/** An i18next instance with every namespace given at hand (nothing is loaded: `load` is not called). */
export function createTranslator({ language, resources }: { language: string; resources: Resources; load?: unknown }): I18n {
  return createI18nNow(language as LanguageCode, resources);
}

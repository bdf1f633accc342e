import { FALLBACK_LANGUAGE, type LanguageCode } from './languages';
import { createTranslator, type I18n, type Loader, type Resources } from './translator';

/** Namespaces every page uses (header, footer, shared texts). */
export const BASE_NAMESPACES = ['common', 'nav', 'footer'] as const;

/**
 * One translation instance for one language: a fresh one per server render, one for the life of a browser
 * page. `resources` are the namespaces already at hand (the server embeds the ones a page used); any other
 * namespace is fetched through `load` when a component first asks for it. The base namespaces are loaded
 * before it is handed out, as every page shows them.
 */
export async function createI18n(lang: LanguageCode, resources: Resources, load: Loader): Promise<I18n> {
  const i18n = createTranslator({ language: lang, resources, load, defaultNS: 'common' });
  await i18n.loadNamespaces(lang, BASE_NAMESPACES);
  return i18n;
}

export { FALLBACK_LANGUAGE };

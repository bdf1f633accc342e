/**
 * The React side of the translations is react-i18next, under the path the components import it from:
 * `useTranslation(namespaces?, { lng }?)` answers `{ t, i18n }`, with `t` bound to the first namespace
 * (others through `ns:key` or `{ ns }`); a namespace not loaded yet suspends the component until it is
 * (`react.useSuspense`, see create-i18n.ts), so a first render never shows keys. `I18nextProvider` takes the
 * instance of create-i18n.ts (`I18nProvider` is the name the code knew it by).
 */
export { I18nextProvider, I18nextProvider as I18nProvider, useTranslation } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';

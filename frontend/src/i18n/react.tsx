import { createContext, use, useContext, type ReactNode } from 'react';
import type { I18n, TFunction } from './translator';

/**
 * The React side of the translation runtime (translator.ts), with react-i18next's interface as the site used
 * it: `useTranslation(namespaces?, { lng }?)` answers `{ t, i18n }`, with `t` bound to the first namespace
 * (others through `ns:key` or `{ ns }`). A namespace not loaded yet suspends the component until it is
 * (the nearest Suspense boundary shows its fallback), so a first render never shows keys.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation(namespaces?: string | readonly string[], options?: { lng?: string }): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const list = namespaces === undefined ? [i18n.defaultNS] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const lng = options?.lng ?? i18n.language;
  i18n.markUsed(list);
  // Called on every render, loaded or not: React replays a component that suspended in `use` and expects
  // the same calls in the same order (a thenable already marked fulfilled does not suspend).
  use(i18n.ready(lng, list) as Promise<void>);
  return { t: i18n.getFixedT(lng, list[0]), i18n };
}

export type { I18n, TFunction } from './translator';

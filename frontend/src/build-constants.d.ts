/** Set by the client build (vite.config.ts, localeFiles): the version in the translation files' paths. */
declare const __LOCALES_VERSION__: string;

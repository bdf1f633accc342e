import { X } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGES, type LanguageCode } from '@/i18n/languages';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { rememberLanguage, useLanguageHref } from './language-switcher';

/** The suggestion's texts, in the language it suggests (the page's own translations are in another one). */
const TEXTS: Record<LanguageCode, { text: string; action: string; dismiss: string }> = {
  en: { text: 'This page is also available in English.', action: 'Switch to English', dismiss: 'Dismiss' },
  es: { text: 'Esta página también está disponible en español.', action: 'Cambiar a español', dismiss: 'Cerrar' },
  de: { text: 'Diese Seite gibt es auch auf Deutsch.', action: 'Auf Deutsch wechseln', dismiss: 'Schließen' },
  pt: { text: 'Esta página também está disponível em português.', action: 'Mudar para português', dismiss: 'Fechar' },
};

/**
 * A slim bar above the header that offers the page in the visitor's language when it differs from the
 * page's. Whether it shows is decided before the first paint by the document's inline script (which sets
 * `data-suggest-lang` on <html> from the saved choice or the browser's languages); the markup for every
 * language is rendered and CSS shows the matching one. So it never appears late, never shifts the page and
 * never covers anything; the server's HTML is the same for every visitor.
 */
export function LanguageSuggestion({ pageLanguage }: { pageLanguage: LanguageCode }) {
  const hrefOf = useLanguageHref();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const dismiss = (lang: LanguageCode) => {
    writeStorage(STORAGE_KEYS.languageSuggestionDismissed, lang);
    document.documentElement.removeAttribute('data-suggest-lang');
    setDismissed(true);
  };
  return (
    <>
      {LANGUAGES.filter((l) => l.code !== pageLanguage).map(({ code }) => (
        <aside
          key={code}
          lang={code}
          aria-label={TEXTS[code].action}
          data-language-suggestion={code}
          className="language-suggestion items-center justify-center gap-x-3 gap-y-1 border-b border-blue-200 bg-blue-50 px-4 py-2 text-sm text-slate-800 dark:border-blue-900 dark:bg-blue-950 dark:text-slate-100"
        >
          <p className="text-center">{TEXTS[code].text}</p>
          <a
            href={hrefOf(code)}
            hrefLang={code}
            onClick={() => rememberLanguage(code)}
            className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800 dark:text-blue-300 dark:hover:text-blue-200"
          >
            {TEXTS[code].action}
          </a>
          <button
            type="button"
            onClick={() => dismiss(code)}
            className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-blue-900"
          >
            <X className="h-4 w-4" aria-hidden />
            <span className="sr-only">{TEXTS[code].dismiss}</span>
          </button>
        </aside>
      ))}
    </>
  );
}

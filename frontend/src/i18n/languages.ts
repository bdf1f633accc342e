export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇧🇷' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** The language chosen at start: the saved preference, else the browser language when supported, else en. */
export function pickLanguage(saved: string | null, browser: readonly string[]): LanguageCode {
  const supported = (c: string | null | undefined): LanguageCode | undefined => {
    const base = c?.toLowerCase().split('-')[0];
    return LANGUAGE_CODES.find((l) => l === base);
  };
  const fromSaved = saved && LANGUAGE_CODES.includes(saved as LanguageCode) ? (saved as LanguageCode) : undefined;
  if (fromSaved) return fromSaved;
  for (const b of browser) {
    const s = supported(b);
    if (s) return s;
  }
  return FALLBACK_LANGUAGE;
}

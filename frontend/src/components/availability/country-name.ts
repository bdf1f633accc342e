import { intlLocale } from '@/lib/format/numbers';
import { perLanguage } from '@/lib/format/per-language';

// Building Intl objects is costly (a directory asks for a few hundred names): one per language, kept.
const displayNames = perLanguage((language) => {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' });
  } catch {
    return null;
  }
});

/**
 * A country's name in a language (the code itself where the browser has no name for it). A module of its
 * own: pages that only name countries need none of the country filter's code.
 */
export function countryName(code: string, language: string): string {
  try {
    return displayNames(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

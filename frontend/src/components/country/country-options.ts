import { COUNTRY_CODES, type CountryCode } from '@coinatlas/domain/region/region';
import { countryName } from '@/components/availability/country-name';
import { intlLocale } from '@/lib/format/numbers';
import { perLanguage } from '@/lib/format/per-language';

export type CountryOption = Readonly<{ code: CountryCode; name: string }>;

/**
 * Every country a visitor can pick, named and sorted in a language: made once per language. Names come
 * from the runtime's Intl data, which differs between the server and browsers, so only what renders after
 * hydration lists them.
 */
export const countryOptions = perLanguage((language): readonly CountryOption[] => {
  const collator = new Intl.Collator(intlLocale(language));
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => collator.compare(a.name, b.name));
});

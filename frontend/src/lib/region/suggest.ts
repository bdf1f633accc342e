import { parseCountryCode, type CountryCode, type Region } from '@coinatlas/domain/region/region';
import { countryFromLanguages, countryFromTimeZone } from '@coinatlas/domain/region/signals';

/**
 * The country a page's language points to when the browser names none: German → Germany, Spanish → Spain,
 * Portuguese → Brazil (the site's Portuguese is Brazil's). English is spoken in too many countries to
 * point to one.
 */
export const PAGE_LANGUAGE_COUNTRY: Readonly<Record<string, CountryCode>> = { de: 'DE', es: 'ES', pt: 'BR' };

export type SuggestionInputs = Readonly<{
  /** What GET /api/region answered from the trusted proxy's header. */
  proxy?: string | null;
  timeZone?: string | undefined;
  /** navigator.languages, best first (the browser's side of Accept-Language). */
  languages?: readonly string[];
  /** The language of the page's URL (en, es, de, pt). */
  pageLanguage?: string;
}>;

const baseOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/**
 * A guess at the visitor's country, offered for one tap and never used before it is confirmed. Best source
 * first: the trusted proxy's header, the browser's time zone, a browser language in the page's language
 * that names a country (de-AT on a German page), the country of the page's language, then any browser
 * language that names one (en-US on a German page). Null when nothing points anywhere.
 */
export function suggestRegion(inputs: SuggestionInputs): Region | null {
  const proxy = parseCountryCode(inputs.proxy);
  if (proxy) return { code: proxy, source: 'proxy' };
  const tz = countryFromTimeZone(inputs.timeZone);
  if (tz) return { code: tz, source: 'timezone' };
  const languages = inputs.languages ?? [];
  const page = inputs.pageLanguage ? baseOf(inputs.pageLanguage) : undefined;
  const samePage = page ? countryFromLanguages(languages.filter((l) => baseOf(l) === page)) : null;
  if (samePage) return { code: samePage, source: 'language' };
  const ofPage = page ? PAGE_LANGUAGE_COUNTRY[page] : undefined;
  if (ofPage) return { code: ofPage, source: 'language' };
  const any = countryFromLanguages(languages);
  return any ? { code: any, source: 'language' } : null;
}

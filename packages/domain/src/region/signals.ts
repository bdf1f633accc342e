import { parseCountryCode, type CountryCode, type Region } from './region.js';

/*
 * What the browser tells about where a visitor may be: the country of its time zone and of its languages.
 * A module of its own so that the table of time zones loads with the suggestion that reads it (the
 * browser's lazy suggest chunk), not with every page that only needs the country codes.
 */

/** IANA time zones to the country they belong to (the main zones of each country; others give null). */
export const TIME_ZONE_COUNTRY: Readonly<Record<string, CountryCode>> = {
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Lisbon': 'PT',
  'Atlantic/Madeira': 'PT',
  'Atlantic/Azores': 'PT',
  'Europe/Madrid': 'ES',
  'Atlantic/Canary': 'ES',
  'Africa/Ceuta': 'ES',
  'Europe/Paris': 'FR',
  'Europe/Brussels': 'BE',
  'Europe/Amsterdam': 'NL',
  'Europe/Luxembourg': 'LU',
  'Europe/Berlin': 'DE',
  'Europe/Busingen': 'DE',
  'Europe/Zurich': 'CH',
  'Europe/Vienna': 'AT',
  'Europe/Rome': 'IT',
  'Europe/Malta': 'MT',
  'Europe/Monaco': 'MC',
  'Europe/Andorra': 'AD',
  'Europe/Copenhagen': 'DK',
  'Europe/Oslo': 'NO',
  'Europe/Stockholm': 'SE',
  'Europe/Helsinki': 'FI',
  'Atlantic/Reykjavik': 'IS',
  'Europe/Warsaw': 'PL',
  'Europe/Prague': 'CZ',
  'Europe/Bratislava': 'SK',
  'Europe/Budapest': 'HU',
  'Europe/Ljubljana': 'SI',
  'Europe/Zagreb': 'HR',
  'Europe/Belgrade': 'RS',
  'Europe/Sarajevo': 'BA',
  'Europe/Skopje': 'MK',
  'Europe/Podgorica': 'ME',
  'Europe/Tirane': 'AL',
  'Europe/Athens': 'GR',
  'Europe/Sofia': 'BG',
  'Europe/Bucharest': 'RO',
  'Europe/Chisinau': 'MD',
  'Europe/Kyiv': 'UA',
  'Europe/Kiev': 'UA',
  'Europe/Minsk': 'BY',
  'Europe/Vilnius': 'LT',
  'Europe/Riga': 'LV',
  'Europe/Tallinn': 'EE',
  'Europe/Istanbul': 'TR',
  'Asia/Nicosia': 'CY',
  'Europe/Moscow': 'RU',
  'Asia/Tbilisi': 'GE',
  'Asia/Yerevan': 'AM',
  'Asia/Baku': 'AZ',
  'Asia/Almaty': 'KZ',
  'Asia/Tashkent': 'UZ',
  'Asia/Dubai': 'AE',
  'Asia/Qatar': 'QA',
  'Asia/Riyadh': 'SA',
  'Asia/Kuwait': 'KW',
  'Asia/Bahrain': 'BH',
  'Asia/Muscat': 'OM',
  'Asia/Jerusalem': 'IL',
  'Asia/Tel_Aviv': 'IL',
  'Asia/Amman': 'JO',
  'Asia/Beirut': 'LB',
  'Asia/Baghdad': 'IQ',
  'Asia/Tehran': 'IR',
  'Asia/Karachi': 'PK',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Asia/Colombo': 'LK',
  'Asia/Kathmandu': 'NP',
  'Asia/Dhaka': 'BD',
  'Asia/Bangkok': 'TH',
  'Asia/Ho_Chi_Minh': 'VN',
  'Asia/Saigon': 'VN',
  'Asia/Jakarta': 'ID',
  'Asia/Makassar': 'ID',
  'Asia/Jayapura': 'ID',
  'Asia/Kuala_Lumpur': 'MY',
  'Asia/Singapore': 'SG',
  'Asia/Manila': 'PH',
  'Asia/Hong_Kong': 'HK',
  'Asia/Macau': 'MO',
  'Asia/Taipei': 'TW',
  'Asia/Shanghai': 'CN',
  'Asia/Seoul': 'KR',
  'Asia/Tokyo': 'JP',
  'Asia/Ulaanbaatar': 'MN',
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Adelaide': 'AU',
  'Australia/Perth': 'AU',
  'Australia/Hobart': 'AU',
  'Australia/Darwin': 'AU',
  'Pacific/Auckland': 'NZ',
  'Pacific/Fiji': 'FJ',
  'Africa/Cairo': 'EG',
  'Africa/Casablanca': 'MA',
  'Africa/Algiers': 'DZ',
  'Africa/Tunis': 'TN',
  'Africa/Lagos': 'NG',
  'Africa/Accra': 'GH',
  'Africa/Abidjan': 'CI',
  'Africa/Dakar': 'SN',
  'Africa/Nairobi': 'KE',
  'Africa/Addis_Ababa': 'ET',
  'Africa/Kampala': 'UG',
  'Africa/Dar_es_Salaam': 'TZ',
  'Africa/Kigali': 'RW',
  'Africa/Johannesburg': 'ZA',
  'Africa/Lusaka': 'ZM',
  'Africa/Harare': 'ZW',
  'Africa/Maputo': 'MZ',
  'Africa/Luanda': 'AO',
  'Africa/Windhoek': 'NA',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'America/Detroit': 'US',
  'America/Indiana/Indianapolis': 'US',
  'America/Boise': 'US',
  'Pacific/Honolulu': 'US',
  'America/Puerto_Rico': 'PR',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Halifax': 'CA',
  'America/St_Johns': 'CA',
  'America/Regina': 'CA',
  'America/Mexico_City': 'MX',
  'America/Monterrey': 'MX',
  'America/Tijuana': 'MX',
  'America/Cancun': 'MX',
  'America/Guatemala': 'GT',
  'America/El_Salvador': 'SV',
  'America/Tegucigalpa': 'HN',
  'America/Managua': 'NI',
  'America/Costa_Rica': 'CR',
  'America/Panama': 'PA',
  'America/Havana': 'CU',
  'America/Santo_Domingo': 'DO',
  'America/Jamaica': 'JM',
  'America/Bogota': 'CO',
  'America/Caracas': 'VE',
  'America/Guayaquil': 'EC',
  'America/Lima': 'PE',
  'America/La_Paz': 'BO',
  'America/Santiago': 'CL',
  'America/Argentina/Buenos_Aires': 'AR',
  'America/Buenos_Aires': 'AR',
  'America/Montevideo': 'UY',
  'America/Asuncion': 'PY',
  'America/Sao_Paulo': 'BR',
  'America/Fortaleza': 'BR',
  'America/Recife': 'BR',
  'America/Bahia': 'BR',
  'America/Belem': 'BR',
  'America/Manaus': 'BR',
  'America/Cuiaba': 'BR',
  'America/Porto_Velho': 'BR',
  'America/Rio_Branco': 'BR',
  'America/Noronha': 'BR',
};

/** The country of a browser time zone, when we know it. */
export function countryFromTimeZone(timeZone: string | undefined): CountryCode | null {
  return (timeZone && TIME_ZONE_COUNTRY[timeZone]) || null;
}

/** The country of the first browser language that names one (for example 'pt-BR' gives BR). */
export function countryFromLanguages(languages: readonly string[]): CountryCode | null {
  for (const tag of languages) {
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part));
    const code = parseCountryCode(region);
    if (code) return code;
  }
  return null;
}

export type RegionInputs = Readonly<{
  /** The visitor's own earlier choice (stored on the device). */
  saved?: string | null;
  /** What GET /api/region answered from the trusted proxy's header. */
  proxy?: string | null;
  timeZone?: string;
  languages?: readonly string[];
}>;

/**
 * The visitor's region, best source first: their own choice, the trusted proxy's header, the browser's
 * time zone, then its language. Null when nothing tells (the journey then asks).
 */
export function resolveRegion(inputs: RegionInputs): Region | null {
  const saved = parseCountryCode(inputs.saved);
  if (saved) return { code: saved, source: 'visitor' };
  const proxy = parseCountryCode(inputs.proxy);
  if (proxy) return { code: proxy, source: 'proxy' };
  const tz = countryFromTimeZone(inputs.timeZone);
  if (tz) return { code: tz, source: 'timezone' };
  const lang = countryFromLanguages(inputs.languages ?? []);
  if (lang) return { code: lang, source: 'language' };
  return null;
}

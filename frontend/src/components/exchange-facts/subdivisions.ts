import type { SiteLanguage } from '@coinatlas/domain/routes/localized';

/**
 * Names of the subdivisions a record's `except` lists (ISO 3166-2), in the site's languages. Intl names
 * countries but not their states, so the ones availability records use are written here: the US states,
 * districts and outlying areas, and the Canadian provinces and territories. Any other code is shown as it is.
 * [en, es, de, pt]; where a language uses the English name, the entry repeats it.
 */
type Names = readonly [string, string, string, string];
const same = (name: string): Names => [name, name, name, name];

const NAMES: Readonly<Record<string, Names>> = {
  'US-AL': same('Alabama'),
  'US-AK': ['Alaska', 'Alaska', 'Alaska', 'Alasca'],
  'US-AZ': same('Arizona'),
  'US-AR': same('Arkansas'),
  'US-CA': ['California', 'California', 'Kalifornien', 'Califórnia'],
  'US-CO': same('Colorado'),
  'US-CT': same('Connecticut'),
  'US-DE': same('Delaware'),
  'US-FL': ['Florida', 'Florida', 'Florida', 'Flórida'],
  'US-GA': ['Georgia', 'Georgia', 'Georgia', 'Geórgia'],
  'US-HI': ['Hawaii', 'Hawái', 'Hawaii', 'Havaí'],
  'US-ID': same('Idaho'),
  'US-IL': same('Illinois'),
  'US-IN': same('Indiana'),
  'US-IA': same('Iowa'),
  'US-KS': same('Kansas'),
  'US-KY': same('Kentucky'),
  'US-LA': ['Louisiana', 'Luisiana', 'Louisiana', 'Luisiana'],
  'US-ME': same('Maine'),
  'US-MD': same('Maryland'),
  'US-MA': same('Massachusetts'),
  'US-MI': ['Michigan', 'Míchigan', 'Michigan', 'Michigan'],
  'US-MN': same('Minnesota'),
  'US-MS': ['Mississippi', 'Misisipi', 'Mississippi', 'Mississippi'],
  'US-MO': ['Missouri', 'Misuri', 'Missouri', 'Missouri'],
  'US-MT': same('Montana'),
  'US-NE': same('Nebraska'),
  'US-NV': same('Nevada'),
  'US-NH': ['New Hampshire', 'Nuevo Hampshire', 'New Hampshire', 'Nova Hampshire'],
  'US-NJ': ['New Jersey', 'Nueva Jersey', 'New Jersey', 'Nova Jersey'],
  'US-NM': ['New Mexico', 'Nuevo México', 'New Mexico', 'Novo México'],
  'US-NY': ['New York', 'Nueva York', 'New York', 'Nova York'],
  'US-NC': ['North Carolina', 'Carolina del Norte', 'North Carolina', 'Carolina do Norte'],
  'US-ND': ['North Dakota', 'Dakota del Norte', 'North Dakota', 'Dakota do Norte'],
  'US-OH': same('Ohio'),
  'US-OK': same('Oklahoma'),
  'US-OR': ['Oregon', 'Oregón', 'Oregon', 'Oregon'],
  'US-PA': ['Pennsylvania', 'Pensilvania', 'Pennsylvania', 'Pensilvânia'],
  'US-RI': same('Rhode Island'),
  'US-SC': ['South Carolina', 'Carolina del Sur', 'South Carolina', 'Carolina do Sul'],
  'US-SD': ['South Dakota', 'Dakota del Sur', 'South Dakota', 'Dakota do Sul'],
  'US-TN': same('Tennessee'),
  'US-TX': same('Texas'),
  'US-UT': same('Utah'),
  'US-VT': same('Vermont'),
  'US-VA': ['Virginia', 'Virginia', 'Virginia', 'Virgínia'],
  'US-WA': same('Washington'),
  'US-WV': ['West Virginia', 'Virginia Occidental', 'West Virginia', 'Virgínia Ocidental'],
  'US-WI': same('Wisconsin'),
  'US-WY': same('Wyoming'),
  'US-DC': ['District of Columbia', 'Distrito de Columbia', 'District of Columbia', 'Distrito de Colúmbia'],
  'US-PR': ['Puerto Rico', 'Puerto Rico', 'Puerto Rico', 'Porto Rico'],
  'US-GU': same('Guam'),
  'US-VI': ['U.S. Virgin Islands', 'Islas Vírgenes de los Estados Unidos', 'Amerikanische Jungferninseln', 'Ilhas Virgens Americanas'],
  'US-AS': ['American Samoa', 'Samoa Americana', 'Amerikanisch-Samoa', 'Samoa Americana'],
  'US-MP': ['Northern Mariana Islands', 'Islas Marianas del Norte', 'Nördliche Marianen', 'Ilhas Marianas do Norte'],
  'US-UM': [
    'U.S. Minor Outlying Islands',
    'Islas Ultramarinas Menores de los Estados Unidos',
    'United States Minor Outlying Islands',
    'Ilhas Menores Distantes dos Estados Unidos',
  ],
  'CA-AB': same('Alberta'),
  'CA-BC': ['British Columbia', 'Columbia Británica', 'British Columbia', 'Colúmbia Britânica'],
  'CA-MB': same('Manitoba'),
  'CA-NB': ['New Brunswick', 'Nuevo Brunswick', 'New Brunswick', 'Nova Brunswick'],
  'CA-NL': ['Newfoundland and Labrador', 'Terranova y Labrador', 'Neufundland und Labrador', 'Terra Nova e Labrador'],
  'CA-NS': ['Nova Scotia', 'Nueva Escocia', 'Nova Scotia', 'Nova Escócia'],
  'CA-ON': same('Ontario'),
  'CA-PE': ['Prince Edward Island', 'Isla del Príncipe Eduardo', 'Prince Edward Island', 'Ilha do Príncipe Eduardo'],
  'CA-QC': ['Quebec', 'Quebec', 'Québec', 'Quebec'],
  'CA-SK': same('Saskatchewan'),
  'CA-NT': ['Northwest Territories', 'Territorios del Noroeste', 'Nordwest-Territorien', 'Territórios do Noroeste'],
  'CA-NU': same('Nunavut'),
  'CA-YT': same('Yukon'),
};

const INDEX: Readonly<Record<SiteLanguage, number>> = { en: 0, es: 1, de: 2, pt: 3 };

/** A subdivision's name in a site language ('US-NY' → 'Nueva York' in Spanish); a code we have no name for as it is. */
export function subdivisionName(code: string, language: string): string {
  const names = NAMES[code.toUpperCase()];
  const index = INDEX[(language.split('-')[0] ?? 'en') as SiteLanguage] ?? 0;
  return names?.[index] ?? code;
}

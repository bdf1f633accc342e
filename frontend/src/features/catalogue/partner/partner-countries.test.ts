import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from '@/i18n/translator';
import { availabilityText, countriesInOrder } from './partner-countries';

const LOCALES = import.meta.glob<Messages>('../../../i18n/locales/*/*.json', { eager: true, import: 'default' });

function translatorFor(lang: string) {
  const resources: Record<string, Record<string, Messages>> = { [lang]: {} };
  for (const [path, messages] of Object.entries(LOCALES)) {
    const [, language, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (language === lang) resources[lang]![ns!] = messages;
  }
  return createTranslator({ language: lang, resources, load: () => undefined }).getFixedT(lang, 'partner');
}

const provenance = { kind: 'catalogue' } as const;

describe('a partner page’s countries', () => {
  it('puts the visitor’s confirmed country first, then the rest by name in the reader’s language', () => {
    const entries = [{ country: 'US' }, { country: 'DE' }, { country: 'BR' }, { country: 'ES' }];
    expect(countriesInOrder(entries, 'en', null).map((e) => e.country)).toEqual(['BR', 'DE', 'ES', 'US']);
    expect(countriesInOrder(entries, 'en', 'US').map((e) => e.country)).toEqual(['US', 'BR', 'DE', 'ES']);
    // German names: Brasilien, Deutschland, Spanien, Vereinigte Staaten
    expect(countriesInOrder(entries, 'de', 'ES').map((e) => e.country)).toEqual(['ES', 'BR', 'DE', 'US']);
  });

  it('says a recorded exception (US states) in words, and each reason of not being available', () => {
    const en = translatorFor('en');
    expect(availabilityText(en, 'en', { country: 'US', status: 'available', provenance })).toBe('Available');
    expect(availabilityText(en, 'en', { country: 'US', status: 'available', except: ['US-NY', 'US-HI'], provenance })).toBe(
      'Available, except in New York and Hawaii',
    );
    expect(availabilityText(translatorFor('es'), 'es', { country: 'US', status: 'available', except: ['US-NY'], provenance })).toBe(
      'Disponible, excepto en Nueva York',
    );
    expect(
      availabilityText(translatorFor('pt'), 'pt', { country: 'US', status: 'available', except: ['US-NY', 'US-HI'], provenance }),
    ).toBe('Disponível, exceto em Nova York e Havaí');
    expect(
      availabilityText(translatorFor('de'), 'de', { country: 'US', status: 'available', except: ['US-NY', 'US-HI'], provenance }),
    ).toBe('Verfügbar, außer in New York und Hawaii');
    for (const reason of ['banned', 'licence-missing', 'service-withdrawn', 'excluded-by-terms'] as const)
      expect(availabilityText(en, 'en', { country: 'CN', status: 'not-available', reason, provenance })).toMatch(
        /^not available in this country \(China\): .+/,
      );
  });
});

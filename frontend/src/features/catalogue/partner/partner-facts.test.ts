import { describe, expect, it } from 'vitest';
import {
  APP_CAPABILITIES,
  BOT_CAPABILITIES,
  BOT_TYPES,
  CARD_CAPABILITIES,
  TOOL_CAPABILITIES,
  WALLET_BACKUPS,
} from '@coinatlas/domain/recommendations/facts';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { createTranslator, type Messages, type TFunction } from '@/i18n/translator';
import { factRows, licenceRows } from './partner-facts';

const LOCALES = import.meta.glob<Messages>('../../../i18n/locales/*/*.json', { eager: true, import: 'default' });
const LANGUAGES = ['en', 'es', 'de', 'pt'] as const;

function translatorFor(lang: string) {
  const resources: Record<string, Record<string, Messages>> = { [lang]: {} };
  for (const [path, messages] of Object.entries(LOCALES)) {
    const [, language, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (language === lang) resources[lang]![ns!] = messages;
  }
  return createTranslator({ language: lang, resources, load: () => undefined }).getFixedT(lang, 'partner');
}

/** The translator, noting every text it was asked for and does not have (the caller's fallback was used). */
function watchingMissing(t: TFunction) {
  const missing: string[] = [];
  const MISSING = '\u0000missing';
  const watched = ((key: string, options?: Record<string, unknown>) => {
    if (t(key, { ...options, defaultValue: MISSING }) === MISSING) missing.push(key);
    return t(key, options);
  }) as TFunction;
  return { t: watched, missing };
}

const provenance = { kind: 'catalogue' } as const;

/** Every value an editor may give these facts (the content schema's vocabularies), by the kind that has it. */
const VOCABULARIES: ReadonlyArray<[PartnerType, string, readonly string[]]> = [
  ['trading_bot', 'capabilities', BOT_CAPABILITIES],
  ['trading_bot', 'botTypes', BOT_TYPES],
  ['tool', 'capabilities', TOOL_CAPABILITIES],
  ['app', 'capabilities', APP_CAPABILITIES],
  ['payment_card', 'capabilities', CARD_CAPABILITIES],
  ['wallet', 'backup', WALLET_BACKUPS],
  ['app', 'pricing', ['free', 'freemium', 'fees']],
];

describe('factRows', () => {
  it.each(LANGUAGES)('puts every value of the fact vocabularies in words of its own in %s, never the raw value', (lang) => {
    const { t, missing } = watchingMissing(translatorFor(lang));
    for (const [type, fact, values] of VOCABULARIES) {
      for (const value of values) {
        const [row] = factRows(t, lang, type, { [fact]: { value: fact === 'pricing' ? value : [value], provenance } });
        expect(row?.value, `${type} ${fact} ${value}`).toBeTruthy();
      }
    }
    // a text missing here would show the raw value made readable ('Infinity grid'), in English whatever the language
    expect(missing).toEqual([]);
  });

  it('writes a list of labels as one cell that starts with a capital, in the reader’s language', () => {
    const t = translatorFor('de');
    const [row] = factRows(t, 'de', 'tool', { capabilities: { value: ['on-chain-data', 'free-plan'], provenance } });
    expect(row!.value).toBe(`${t('values.capabilities.on-chain-data')}, ${t('values.capabilities.free-plan')}`);
    const [bots] = factRows(translatorFor('en'), 'en', 'trading_bot', { botTypes: { value: ['dca', 'grid'], provenance } });
    expect(bots!.value).toBe('DCA, grid');
  });

  it('writes each licence of the record as its own row, with its own provenance', () => {
    const source = { kind: 'catalogue', source: 'https://example.com/register' } as const;
    const rows = licenceRows(translatorFor('en'), 'en', 'exchange', [
      { regulator: 'BaFin', regulatorCountry: 'DE', type: 'crypto-custody', status: 'authorised', covers: ['DE'], provenance: source },
      { regulator: 'ESMA', regulatorCountry: 'EU', type: 'mica-casp', status: 'authorised', covers: ['EEA'], provenance },
    ]);
    expect(rows).toEqual([
      { key: 'licences/0', label: 'Licences and registrations', value: 'BaFin (Germany)', provenance: source },
      { key: 'licences/1', label: 'Licences and registrations', value: 'ESMA (EU)', provenance },
    ]);
    expect(licenceRows(translatorFor('en'), 'en', 'exchange', undefined)).toEqual([]);
  });
});

describe('factRows: a wallet’s prices and a card’s issuing countries', () => {
  it('writes each model’s list price in its currency, and the countries a card is issued in by name', () => {
    const [prices] = factRows(translatorFor('en'), 'en', 'wallet', {
      prices: {
        value: [
          { model: 'Nano X', currency: 'EUR', amount: 149 },
          { model: 'Nano S Plus', currency: 'USD', amount: 79.5 },
        ],
        provenance,
      },
    });
    expect(prices).toMatchObject({ key: 'prices', label: 'Prices', value: 'Nano X: €149, Nano S Plus: $79.50', provenance });
    const [issued] = factRows(translatorFor('es'), 'es', 'payment_card', { issuedIn: { value: ['EEA', 'GB'], provenance } });
    expect(issued).toMatchObject({ key: 'issuedIn', label: 'Se emite en', value: 'todos los países del EEE y Reino Unido' });
  });
});

import { describe, expect, it } from 'vitest';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { createTranslator, type Messages } from '@/i18n/translator';
import { documentTitle, TITLE_MAX } from '@/lib/seo/head';
import { partnerTitle, repeatsKindWord } from './partner-title';

const LOCALES = import.meta.glob<Messages>('../../../i18n/locales/*/*.json', { eager: true, import: 'default' });
// every partner record the site ships, with whether it has a written review
const PARTNERS = Object.values(
  import.meta.glob<{ type: PartnerType; id: string; name: string }>('../../../../../backend/content/partners/*/*.json', {
    eager: true,
    import: 'default',
  }),
);
const REVIEWED = new Set(
  Object.values(
    import.meta.glob<{ partner: { type: string; id: string } }>('../../../../../backend/content/reviews/*/*.json', {
      eager: true,
      import: 'default',
    }),
  ).map((r) => `${r.partner.type}/${r.partner.id}`),
);

/** The words that name a kind of partner in each language's titles. */
const KIND_WORDS: Record<string, readonly string[]> = {
  en: ['exchange', 'wallet', 'card', 'bot', 'tool', 'app'],
  es: ['exchange', 'billetera', 'tarjeta', 'bot', 'herramienta', 'app'],
  de: ['börse', 'wallet', 'karte', 'kryptokarte', 'bot', 'tool', 'app'],
  pt: ['corretora', 'carteira', 'cartão', 'bot', 'ferramenta', 'app'],
};

function translatorFor(lang: string) {
  const resources: Record<string, Record<string, Messages>> = { [lang]: {} };
  for (const [path, messages] of Object.entries(LOCALES)) {
    const [, language, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (language === lang) resources[lang]![ns!] = messages;
  }
  return createTranslator({ language: lang, resources, load: () => undefined }).getFixedT(lang);
}

describe('a partner page’s title', () => {
  it('names its kind once: never a word of the name again ("Trust Wallet wallet")', () => {
    const en = translatorFor('en');
    expect(partnerTitle(en, { type: 'wallet', name: 'Ledger Nano X' }, false)).toBe('Ledger Nano X wallet: facts and security model');
    expect(partnerTitle(en, { type: 'wallet', name: 'Trust Wallet' }, false)).toBe('Trust Wallet: facts and security model');
    expect(partnerTitle(en, { type: 'payment_card', name: 'Coinbase Card' }, false)).toBe('Coinbase Card: facts, rewards and countries');
    expect(partnerTitle(translatorFor('de'), { type: 'wallet', name: 'Trust Wallet' }, false)).toBe(
      'Trust Wallet: Fakten und Sicherheitsmodell',
    );
    expect(partnerTitle(en, { type: 'trading_bot', name: 'Cryptohopper' }, true)).toBe('Cryptohopper review: rating, facts and offers');
    // a word of the name the kind's title does not add stays ("Trezor Model One wallet: facts and security model")
    expect(partnerTitle(en, { type: 'wallet', name: 'Trezor Model One' }, false)).toBe('Trezor Model One wallet: facts and security model');
    expect(repeatsKindWord('Trust Wallet wallet: facts', 'Trust Wallet', ['wallet'])).toBe(true);
    expect(repeatsKindWord('Trezor Model One wallet: security model', 'Trezor Model One', ['wallet'])).toBe(false);
  });

  it(`fits ${TITLE_MAX} characters for every partner the site has, in every language, reviewed or not`, () => {
    expect(PARTNERS.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const lang of ['en', 'es', 'de', 'pt']) {
      const t = translatorFor(lang);
      for (const p of PARTNERS) {
        const reviewed = REVIEWED.has(`${p.type}/${p.id}`);
        for (const title of [partnerTitle(t, p, reviewed), partnerTitle(t, p, false)]) {
          const shown = documentTitle(title);
          if (shown.length > TITLE_MAX || title.includes('{{') || repeatsKindWord(title, p.name, KIND_WORDS[lang]!))
            problems.push(`${lang} ${shown.length} ${shown}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_CARD_PARTNERS } from '@coinatlas/domain/partners/payment-cards';
import { formatFactValues } from '@/features/catalogue/listing-format';
import { PAYMENT_CARDS } from './payment-cards';

const LANGUAGES = ['en', 'es', 'de', 'pt'];
type CardsLocale = {
  facts: Record<string, string>;
  items: Record<string, { tag: string; description: string; features: string[]; status?: string; offer?: string }>;
};
const cards = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../i18n/locales/${lang}/cards.json`), 'utf8')) as CardsLocale;
const fill = (s: string, v: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => v[k] ?? `{{${k}}}`);

describe('payment cards content', () => {
  it('lists the nine cards of the spec; bybit-card and nexo-card are Mastercard, the rest Visa, none Amex', () => {
    const ids = PAYMENT_CARDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(9);
    expect(ids).toEqual([
      'crypto-com',
      'binance-card',
      'bybit-card',
      'coinbase-card',
      'revolut-card',
      'nexo-card',
      'plutus-card',
      'swipe-card',
      'gnosis-pay',
    ]);
    const mastercard = PAYMENT_CARDS.filter((c) => c.network === 'mastercard').map((c) => c.id);
    expect(mastercard).toEqual(['bybit-card', 'nexo-card']);
    expect(PAYMENT_CARDS.filter((c) => c.network === 'visa')).toHaveLength(7);
    expect(PAYMENT_CARDS.filter((c) => c.network === 'amex')).toHaveLength(0);
  });

  it('links to the official https site of each card (partner registry)', () => {
    for (const c of PAYMENT_CARDS) {
      expect(c.url).toMatch(/^https:\/\//);
      expect(c.url).toBe(PAYMENT_CARD_PARTNERS.find((p) => p.id === c.id)?.officialUrl);
    }
  });

  it('shows exactly the spec offers in English', () => {
    const en = cards('en');
    const offers = Object.fromEntries(
      PAYMENT_CARDS.filter((c) => c.offer).map((c) => [c.id, fill(en.items[c.id]!.offer!, formatFactValues(c.offer, 'en'))]),
    );
    expect(offers).toEqual({
      'crypto-com': '$25 reward with staking',
      'binance-card': '10% trading fee discount',
      'bybit-card': 'Up to $30,050 in welcome rewards',
      'coinbase-card': '$10 in Bitcoin after sign-up',
      'revolut-card': 'Free Premium for 3 months',
      'nexo-card': '$25 in Bitcoin when depositing $100+',
      'plutus-card': '€10 bonus after activation',
      'swipe-card': '10% discount on card tier upgrades',
    });
  });

  it('dates every editorial fact, keeps the spec figures, and marks the ones that changed', () => {
    const en = cards('en');
    const facts = Object.fromEntries(
      PAYMENT_CARDS.flatMap((c) => c.facts).map((f) => [f.key, { text: fill(en.facts[f.key]!, formatFactValues(f.values, 'en')), f }]),
    );
    for (const { f } of Object.values(facts)) expect(f.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(facts.cryptoComTiers!.text).toContain('180-day CRO stake and paid 1% to 8% cashback');
    expect(facts.binanceCashback!.text).toContain('0.1% to 8% cashback in BNB');
    expect(facts.coinbaseRewards!.text).toContain('Up to 4% back');
    expect(facts.coinbaseRewards!.text).toContain('2.49% fee');
    expect(facts.nexoCashback!.text).toContain('Up to 2% cashback');
    expect(facts.plutusTiers!.text).toMatch(/3% back .* £250 .* £4\.99 or £14\.99 a month and a top rate of 8%/);
    expect(facts.revolutPlans!.text).toContain('£6.99 a month for Premium and £12.99 a month for Metal');
    // Figures we know have changed say so rather than being repeated as current.
    for (const key of ['cryptoComTiers', 'binanceCashback', 'plutusTiers', 'revolutPlans']) expect(facts[key]!.f.state).toBe('changed');
  });

  it('explains limited or unverified availability in every language', () => {
    for (const lang of LANGUAGES)
      for (const c of PAYMENT_CARDS) {
        const item = cards(lang).items[c.id]!;
        expect(item.description && item.tag, `${lang} ${c.id}`).toBeTruthy();
        expect(item.features.length).toBeGreaterThanOrEqual(3);
        if (c.status !== 'active') expect(item.status, `${lang} ${c.id}`).toBeTruthy();
        for (const f of c.facts) expect(cards(lang).facts[f.key], `${lang} ${f.key}`).toBeTruthy();
      }
    expect(PAYMENT_CARDS.find((c) => c.id === 'binance-card')?.status).toBe('limited');
  });
});

import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import type { OgSection } from '@coinatlas/domain/routes/og';

/*
 * The few translated texts of this module. The client's locale files are not part of the server image
 * (ops/Dockerfile copies only the built client), so they live here; the section titles are the client's
 * navigation labels (nav.json), the home title its hero heading, blog and company its footer's words, and
 * a unit test keeps them equal to those files.
 */

export type Translated = Readonly<Record<SiteLanguage, string>>;

/** The title on a section's share image. */
export const SECTION_TITLES: Readonly<Record<OgSection, Translated>> = {
  home: {
    en: 'Your Simple Guide to Crypto Trading and Tools',
    es: 'Tu guía sencilla de trading y herramientas cripto',
    de: 'Dein einfacher Leitfaden für Krypto-Trading und Tools',
    pt: 'Seu guia simples de trading e ferramentas cripto',
  },
  exchanges: { en: 'Exchanges', es: 'Exchanges', de: 'Börsen', pt: 'Corretoras' },
  'trading-bots': { en: 'Trading Bots', es: 'Bots de trading', de: 'Trading-Bots', pt: 'Bots de trading' },
  'payment-cards': { en: 'Payment Cards', es: 'Tarjetas de pago', de: 'Zahlungskarten', pt: 'Cartões de pagamento' },
  wallets: { en: 'Wallets', es: 'Billeteras', de: 'Wallets', pt: 'Carteiras' },
  tools: { en: 'Tools', es: 'Herramientas', de: 'Tools', pt: 'Ferramentas' },
  apps: { en: 'Apps', es: 'Apps', de: 'Apps', pt: 'Apps' },
  'coupon-codes': { en: 'Offers & Codes', es: 'Ofertas y códigos', de: 'Angebote & Codes', pt: 'Ofertas e códigos' },
  concepts: { en: 'Concepts', es: 'Conceptos', de: 'Grundlagen', pt: 'Conceitos' },
  blog: { en: 'Education Hub & Blog', es: 'Centro de aprendizaje y blog', de: 'Lernbereich & Blog', pt: 'Centro educativo e blog' },
  company: { en: 'Company', es: 'Empresa', de: 'Unternehmen', pt: 'Empresa' },
};

/** The one line under the title on every share image. */
export const TAGLINES: Translated = {
  en: 'Free, independent crypto guides and comparisons',
  es: 'Guías y comparativas cripto, gratuitas e independientes',
  de: 'Kostenlose, unabhängige Krypto-Ratgeber und Vergleiche',
  pt: 'Guias e comparações de cripto, gratuitos e independentes',
};

/** The blog feed's own title and subtitle (the blog list's title and description in the client). */
export const FEED_TITLES: Translated = {
  en: 'CoinAtlas: Education Hub & Blog',
  es: 'CoinAtlas: Centro de aprendizaje y blog',
  de: 'CoinAtlas: Lernbereich & Blog',
  pt: 'CoinAtlas: Centro educativo e blog',
};

export const FEED_SUBTITLES: Translated = {
  en: 'Beginner-friendly crypto guides: buying your first bitcoin, wallets, scams, exchange fees, trading bots and taxes.',
  es: 'Guías de cripto para principiantes: cómo comprar tu primer bitcoin, billeteras, estafas, comisiones de los exchanges, bots de trading e impuestos.',
  de: 'Krypto-Ratgeber für Einsteiger: der erste Bitcoin-Kauf, Wallets, Betrugsmaschen, Börsengebühren, Trading-Bots und Steuern.',
  pt: 'Guias de cripto para iniciantes: comprar o primeiro bitcoin, carteiras, fraudes, taxas das corretoras, bots de trading e impostos.',
};

export const BRAND = 'CoinAtlas';

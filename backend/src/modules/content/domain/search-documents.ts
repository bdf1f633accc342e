import { partnerPageHref, partnerPath } from '@coinatlas/domain/partners/pages';
import { isActiveLicence, type LicenceType, type PaymentMethod } from '@coinatlas/domain/payments/methods';
import type { SearchCategory } from '@coinatlas/domain/routes/manifest';
import { localize } from './localize.js';
import { CONTENT_LANGUAGES, type Content, type ContentLanguage, type PartnerType } from './schema.js';

/**
 * The content records as site-search documents, one per record and visitor language. The shape matches
 * the platform's `SearchDocument` (this folder stays free of platform imports, so it is restated here).
 */
export type ContentSearchDocument = {
  kind: 'partner' | 'review' | 'concept' | 'faq' | 'guide';
  id: string;
  lang: ContentLanguage;
  textLanguage: ContentLanguage;
  category: SearchCategory;
  title: string;
  description: string;
  keywords: string;
  body: string;
  /** fact names and values: they find the record, but a snippet never quotes them */
  data?: string;
  url: string;
};

type Loose = Record<string, unknown>;

/** Where a record is shown (its provider's page when it is one of its sections), as the content service says it. */
export type PageOfRecord = (
  type: PartnerType,
  id: string,
) => Readonly<{ page: { type: PartnerType; id: string }; section?: string }> | undefined;

/** A written review is the review section of its partner's page. */
const REVIEW_URL = (type: PartnerType, id: string): string => `${partnerPath(type, id)}#review`;

/** A partner's search category: exchanges and wallets follow their section, other kinds their type. */
export function partnerCategory(type: PartnerType, category: unknown): SearchCategory {
  switch (type) {
    case 'exchange':
      return category === 'decentralized' ? 'dexs' : 'exchanges';
    case 'wallet':
      return category === 'hardware' ? 'hardwareWallets' : 'softwareWallets';
    case 'trading_bot':
      return 'tradingBots';
    case 'payment_card':
      return 'paymentCards';
    case 'tool':
      return 'tools';
    case 'app':
      return 'apps';
  }
}

/**
 * Words a visitor may search a category by, in each language. Only indexed (ranked after the title), never
 * shown: the visible category labels are the client's translations.
 */
const CATEGORY_WORDS: Record<SearchCategory, Record<ContentLanguage, string>> = {
  exchanges: { en: 'centralized exchange', es: 'exchange centralizado', de: 'zentralisierte Börse', pt: 'corretora centralizada exchange' },
  dexs: {
    en: 'decentralized exchange DEX',
    es: 'exchange descentralizado DEX',
    de: 'dezentrale Börse DEX',
    pt: 'corretora descentralizada exchange DEX',
  },
  hardwareWallets: {
    en: 'hardware wallet cold wallet',
    es: 'wallet de hardware billetera fría',
    de: 'Hardware-Wallet Cold Wallet',
    pt: 'carteira de hardware carteira fria',
  },
  softwareWallets: {
    en: 'software wallet hot wallet',
    es: 'wallet de software billetera caliente',
    de: 'Software-Wallet Hot Wallet',
    pt: 'carteira de software carteira quente',
  },
  tradingBots: { en: 'trading bot', es: 'bot de trading', de: 'Trading-Bot', pt: 'bot de trading' },
  paymentCards: {
    en: 'crypto card payment card',
    es: 'tarjeta cripto tarjeta de pago',
    de: 'Krypto-Karte Zahlungskarte',
    pt: 'cartão cripto cartão de pagamento',
  },
  tools: { en: 'crypto tool', es: 'herramienta cripto', de: 'Krypto-Tool', pt: 'ferramenta cripto' },
  apps: { en: 'crypto app', es: 'app cripto', de: 'Krypto-App', pt: 'app cripto' },
  reviews: { en: 'review', es: 'reseña análisis', de: 'Testbericht Bewertung', pt: 'avaliação análise' },
  education: { en: 'learn explained', es: 'aprender explicado', de: 'lernen erklärt', pt: 'aprender explicado' },
  blog: { en: 'blog article', es: 'blog artículo', de: 'Blog Artikel', pt: 'blog artigo' },
  referralCodes: { en: 'referral code', es: 'código de referido', de: 'Empfehlungscode', pt: 'código de indicação' },
  comparisons: { en: 'comparison', es: 'comparación', de: 'Vergleich', pt: 'comparação' },
  noKyc: { en: 'no KYC', es: 'sin KYC', de: 'ohne KYC', pt: 'sem KYC' },
  pages: { en: '', es: '', de: '', pt: '' },
};

/**
 * How visitors name each payment method, per language: an exchange whose record lists the method is found by
 * these words. A rail's own name (SEPA, Pix, TED, ACH, Faster Payments) is the same in every language; a wire
 * or a card has each language's words.
 */
const PAYMENT_METHOD_WORDS: Record<PaymentMethod, Record<ContentLanguage, string>> = {
  sepa: { en: 'SEPA SEPA transfer', es: 'SEPA transferencia SEPA', de: 'SEPA SEPA-Überweisung', pt: 'SEPA transferência SEPA' },
  'sepa-instant': {
    en: 'SEPA Instant instant transfer',
    es: 'SEPA Instant transferencia inmediata',
    de: 'SEPA Instant Echtzeitüberweisung',
    pt: 'SEPA Instant transferência instantânea',
  },
  pix: { en: 'Pix', es: 'Pix', de: 'Pix', pt: 'Pix' },
  ted: { en: 'TED', es: 'TED', de: 'TED', pt: 'TED' },
  ach: { en: 'ACH ACH transfer', es: 'ACH transferencia ACH', de: 'ACH ACH-Überweisung', pt: 'ACH transferência ACH' },
  wire: {
    en: 'wire transfer bank transfer',
    es: 'wire transferencia bancaria',
    de: 'wire Banküberweisung Überweisung',
    pt: 'wire transferência bancária',
  },
  'faster-payments': { en: 'Faster Payments', es: 'Faster Payments', de: 'Faster Payments', pt: 'Faster Payments' },
  card: {
    en: 'card debit card credit card',
    es: 'tarjeta de débito tarjeta de crédito',
    de: 'Karte Debitkarte Kreditkarte',
    pt: 'cartão de débito cartão de crédito',
  },
  'apple-pay': { en: 'Apple Pay', es: 'Apple Pay', de: 'Apple Pay', pt: 'Apple Pay' },
  'google-pay': { en: 'Google Pay', es: 'Google Pay', de: 'Google Pay', pt: 'Google Pay' },
};

/**
 * The bank rails go to the keywords (a visitor who searches "SEPA" or "PIX" looks for the exchanges that offer
 * it); a card or a phone wallet only to the data words, so "card" keeps finding the payment cards first.
 */
const KEYWORD_METHODS = new Set<PaymentMethod>(['sepa', 'sepa-instant', 'pix', 'ted', 'ach', 'wire', 'faster-payments']);

/** How visitors name each kind of licence, per language (the regulator's own name is indexed as written). */
const LICENCE_TYPE_WORDS: Record<LicenceType, Record<ContentLanguage, string>> = {
  'mica-casp': { en: 'MiCA CASP licence', es: 'MiCA CASP licencia', de: 'MiCA CASP Lizenz', pt: 'MiCA CASP licença' },
  'crypto-custody': {
    en: 'crypto custody licence',
    es: 'licencia de custodia de criptoactivos',
    de: 'Kryptoverwahrung Lizenz',
    pt: 'licença de custódia de criptoativos',
  },
  'vasp-registration': { en: 'VASP registration', es: 'registro VASP', de: 'VASP Registrierung', pt: 'registro VASP' },
  'msb-registration': { en: 'MSB registration', es: 'registro MSB', de: 'MSB Registrierung', pt: 'registro MSB' },
  'money-transmitter': {
    en: 'money transmitter licence',
    es: 'licencia de transmisor de dinero',
    de: 'Money-Transmitter-Lizenz',
    pt: 'licença de transmissor de dinheiro',
  },
  bitlicense: { en: 'BitLicense', es: 'BitLicense', de: 'BitLicense', pt: 'BitLicense' },
  emi: {
    en: 'EMI e-money institution',
    es: 'EMI entidad de dinero electrónico',
    de: 'EMI E-Geld-Institut',
    pt: 'EMI instituição de moeda eletrônica',
  },
  'payment-institution': { en: 'payment institution', es: 'entidad de pago', de: 'Zahlungsinstitut', pt: 'instituição de pagamento' },
  'investment-firm': {
    en: 'investment firm',
    es: 'empresa de servicios de inversión',
    de: 'Wertpapierinstitut',
    pt: 'empresa de investimento',
  },
  bank: { en: 'bank', es: 'banco', de: 'Bank', pt: 'banco' },
  other: { en: '', es: '', de: '', pt: '' },
};

/**
 * A partner's payment methods and licences as search words: `keywords` (ranked after the title) for the
 * rails it offers and the regulators that authorise or register it now, with their licence's kind; `data`
 * (found, never quoted) for cards, currencies, the holders, and licences applied for or withdrawn.
 */
export function paymentAndLicenceWords(p: Loose, lang: ContentLanguage): { keywords: string; data: string } {
  const keywords: string[] = [];
  const data: string[] = [];
  for (const m of (p.paymentMethods as Loose[] | undefined) ?? []) {
    const words = PAYMENT_METHOD_WORDS[m.method as PaymentMethod]?.[lang];
    if (!words) continue;
    (KEYWORD_METHODS.has(m.method as PaymentMethod) ? keywords : data).push(words);
    if (typeof m.fiat === 'string') data.push(m.fiat);
  }
  for (const l of (p.licences as Loose[] | undefined) ?? []) {
    const words = [String(l.regulator ?? ''), LICENCE_TYPE_WORDS[l.type as LicenceType]?.[lang] ?? ''].join(' ').trim();
    (isActiveLicence({ status: String(l.status) }) ? keywords : data).push(words);
    if (typeof l.holder === 'string') data.push(l.holder);
  }
  const unique = (list: string[]) => [...new Set(list.filter(Boolean))].join(' ');
  return { keywords: unique(keywords), data: unique(data) };
}

/** The sentence an exchange without a written description gets, from its own facts. */
const EXCHANGE_SENTENCE: Record<ContentLanguage, { kind: Record<'centralized' | 'decentralized', string>; founded: string; hq: string }> = {
  en: {
    kind: { centralized: 'Centralized exchange', decentralized: 'Decentralized exchange' },
    founded: 'founded in {{year}}',
    hq: 'based in {{country}}',
  },
  es: {
    kind: { centralized: 'Exchange centralizado', decentralized: 'Exchange descentralizado' },
    founded: 'fundado en {{year}}',
    hq: 'con sede en {{country}}',
  },
  de: {
    kind: { centralized: 'Zentralisierte Börse', decentralized: 'Dezentrale Börse' },
    founded: 'gegründet {{year}}',
    hq: 'Sitz: {{country}}',
  },
  pt: {
    kind: { centralized: 'Exchange centralizada', decentralized: 'Exchange descentralizada' },
    founded: 'fundada em {{year}}',
    hq: 'sede: {{country}}',
  },
};

const countryName = (code: string, lang: ContentLanguage): string => {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

const factValue = (facts: unknown, name: string): unknown =>
  facts && typeof facts === 'object' ? ((facts as Loose)[name] as Loose | undefined)?.value : undefined;

function exchangeSentence(p: Loose, lang: ContentLanguage): string {
  const t = EXCHANGE_SENTENCE[lang];
  const parts = [t.kind[p.category === 'decentralized' ? 'decentralized' : 'centralized']];
  const year = factValue(p.facts, 'founded');
  if (typeof year === 'number') parts.push(t.founded.replace('{{year}}', String(year)));
  const hq = factValue(p.facts, 'headquarters');
  if (typeof hq === 'string' && /^[A-Z]{2}$/.test(hq)) parts.push(t.hq.replace('{{country}}', countryName(hq, lang)));
  return `${parts.join(', ')}.`;
}

/** Splits `camelCase` and `kebab-case` words, so a fact named `spotFee` is found by "spot fee". */
const words = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');

/** Every text of a localized value, in order; addresses and dates are left out (they are not words to find). */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return /^(https?:\/\/|\d{4}-\d{2}-\d{2})/.test(value) ? [] : [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** A fact list as searchable words: its names and its values ("spot fee 0.3", "kyc none"). */
function factWords(facts: unknown): string {
  if (!facts || typeof facts !== 'object') return '';
  return Object.entries(facts as Loose)
    .map(([name, f]) => [words(name), ...textsOf((f as Loose | undefined)?.value).map(words)].join(' '))
    .join('. ');
}

/** The first sentence or two of a longer text, at most about 220 characters, cut at a word. */
export function firstSentences(text: string, max = 220): string {
  const plain = text
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const sentences = plain.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let out = '';
  for (const s of sentences) {
    if ((out + s).length > max) break;
    out += s;
  }
  if (out.trim()) return out.trim();
  return `${plain.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

/** The searchable documents of the whole content, in every language. */
export function contentSearchDocuments(content: Content, pageOfRecord: PageOfRecord = () => undefined): ContentSearchDocument[] {
  const docs: ContentSearchDocument[] = [];
  const partnerKey = (type: string, id: string) => `${type}/${id}`;
  const names = new Map(content.partners.map((p) => [partnerKey(p.type, p.id), p.name]));
  // a result leads to the record's page: its own, or its provider's page at its section (its own address redirects)
  const pageOf = (type: PartnerType, id: string): string => {
    const of = pageOfRecord(type, id);
    return partnerPageHref({ type, id, page: of?.section ? { ...of.page, section: of.section } : null });
  };
  for (const lang of CONTENT_LANGUAGES) {
    const base = { lang, textLanguage: lang };
    for (const partner of content.partners) {
      const p = localize(partner, lang) as Loose;
      const text = (p.text ?? {}) as Loose;
      const recText = ((p.recommendations as Loose[] | undefined)?.[0]?.text ?? {}) as Loose;
      const category = partnerCategory(partner.type, p.category);
      const sentence = [text.description, text.summary, recText.description].find(
        (s): s is string => typeof s === 'string' && s.trim() !== '',
      );
      const offers = ((p.offers as Loose[] | undefined) ?? []).map((o) => o.summary);
      const money = paymentAndLicenceWords(p, lang);
      docs.push({
        ...base,
        kind: 'partner',
        id: partnerKey(partner.type, partner.id),
        category,
        title: partner.name,
        description: sentence ? firstSentences(sentence) : partner.type === 'exchange' ? exchangeSentence(p, lang) : partner.name,
        keywords: [
          CATEGORY_WORDS[category][lang],
          typeof text.tag === 'string' ? text.tag : '',
          typeof p.category === 'string' ? words(p.category) : '',
          money.keywords,
        ].join(' '),
        body: [...textsOf(text), ...textsOf(recText), ...textsOf(offers), ...textsOf(p.factNotes)].join('\n'),
        data: [factWords(p.facts), money.data].filter(Boolean).join('. '),
        url: pageOf(partner.type, partner.id),
      });
    }
    for (const review of content.reviews) {
      const name = names.get(partnerKey(review.partner.type, review.partner.id));
      if (!name) continue;
      const text = (localize(review, lang) as Loose).text as Loose;
      docs.push({
        ...base,
        kind: 'review',
        id: partnerKey(review.partner.type, review.partner.id),
        category: 'reviews',
        title: name,
        description: firstSentences(String(text.summary ?? name)),
        keywords: CATEGORY_WORDS.reviews[lang],
        body: textsOf(text).join('\n'),
        url: REVIEW_URL(review.partner.type, review.partner.id),
      });
    }
    for (const concept of content.concepts) {
      const text = (localize(concept, lang) as Loose).text as Loose;
      docs.push({
        ...base,
        kind: 'concept',
        id: concept.id,
        category: 'education',
        title: String(text.title),
        description: firstSentences(String(text.shortDescription)),
        keywords: [CATEGORY_WORDS.education[lang], ...textsOf(text.tags)].join(' '),
        body: textsOf(text.sections).join('\n'),
        url: `/concepts#${concept.id}`,
      });
    }
    for (const faq of content.faq) {
      const text = (localize(faq, lang) as Loose).text as Loose;
      docs.push({
        ...base,
        kind: 'faq',
        id: faq.id,
        category: 'education',
        title: String(text.q),
        description: firstSentences(String(text.a)),
        keywords: CATEGORY_WORDS.education[lang],
        body: String(text.a),
        url: '/concepts#concepts-faq',
      });
    }
    for (const entry of content.guide) {
      const g = localize(entry, lang) as Loose;
      const text = g.text as Loose;
      const name = names.get(partnerKey(entry.partner.type, entry.partner.id)) ?? entry.id;
      docs.push({
        ...base,
        kind: 'guide',
        id: entry.id,
        category: 'education',
        title: name,
        description: firstSentences(String(text.description)),
        keywords: [CATEGORY_WORDS.tools[lang], words(String(g.category ?? ''))].join(' '),
        body: textsOf(text).join('\n'),
        data: factWords(g.facts),
        url: `/guide#${entry.id}`,
      });
    }
  }
  return docs;
}

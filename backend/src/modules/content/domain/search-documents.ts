import { partnerPath } from '@coinatlas/domain/partners/pages';
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

/** Where each kind of partner is shown (the listing's card carries the partner id as its anchor). */
/** Every partner's own page (a search result leads there, not to its card in the directory). */
const PARTNER_URL = (type: PartnerType, id: string): string => partnerPath(type, id);

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
export function contentSearchDocuments(content: Content): ContentSearchDocument[] {
  const docs: ContentSearchDocument[] = [];
  const partnerKey = (type: string, id: string) => `${type}/${id}`;
  const names = new Map(content.partners.map((p) => [partnerKey(p.type, p.id), p.name]));
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
        ].join(' '),
        body: [...textsOf(text), ...textsOf(recText), ...textsOf(offers), ...textsOf(p.factNotes)].join('\n'),
        data: factWords(p.facts),
        url: PARTNER_URL(partner.type, partner.id),
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

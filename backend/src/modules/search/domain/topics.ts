import { fold, type SearchLanguage } from './query.js';

/**
 * Topics a visitor searches by words the records do not use: a Spanish visitor asks for "Hacienda", a German
 * one for "Finanzamt", while the tax tools and the tax article speak of "impuestos" and "Steuerberichte".
 * A document about a topic gets that topic's words of its own language as keywords (indexed, never shown),
 * so each language reaches it by its own words. Nothing is added to a document that is not about the topic.
 */
type Topic = Readonly<{
  /**
   * Folded words (see fold) that say a document is about the topic when its title, keywords or description
   * has one; a trailing `*` also takes the words that begin so (German compounds: "Steuerberichte"),
   * except the words of `unlike`.
   */
  triggers: readonly string[];
  unlike?: readonly string[];
  /** the words each language searches the topic by */
  words: Readonly<Record<SearchLanguage, string>>;
}>;

export const TOPICS: Readonly<Record<string, Topic>> = {
  taxes: {
    triggers: [
      'tax',
      'taxes',
      'taxation',
      'impuesto',
      'impuestos',
      'fiscal',
      'fiscales',
      'fiscalidad',
      'tributacion',
      'steuer*',
      'imposto',
      'impostos',
      'fiscais',
      'tributario',
      'tributaria',
    ],
    // "Steuerung" (control) begins like "Steuer" (tax)
    unlike: ['steuerung'],
    words: {
      en: 'tax taxes taxation tax return tax report IRS HMRC',
      es: 'impuestos impuesto fiscalidad tributación declaración de la renta Hacienda',
      de: 'Steuern Steuer Steuererklärung Steuerbericht Finanzamt',
      pt: 'impostos imposto tributação declaração de imposto de renda Receita Federal',
    },
  },
};

/** A document as topics read it: one record (kind and id) in one language. */
type TopicDocument = Readonly<{ kind: string; id: string; lang: SearchLanguage; title: string; keywords: string; description: string }>;

const tokens = (s: string) => fold(s).match(/[\p{L}\p{N}]+/gu) ?? [];

/** The topics one text is about (by their triggers). */
export function topicsOf(text: string): string[] {
  const words = tokens(text);
  return Object.entries(TOPICS)
    .filter(([, topic]) =>
      words.some(
        (w) =>
          !topic.unlike?.some((u) => w.startsWith(u)) &&
          topic.triggers.some((t) => (t.endsWith('*') ? w.startsWith(t.slice(0, -1)) : w === t)),
      ),
    )
    .map(([name]) => name);
}

/**
 * The documents with their topics' words added to their keywords. A record is about a topic when any of its
 * language versions says so (a German description's "Krypto-Steuerrechner" and an English "tax calculator"
 * are the same record), so every version of it gets the words of its own language.
 */
export function withTopicWords<D extends TopicDocument>(docs: readonly D[]): D[] {
  const recordTopics = new Map<string, Set<string>>();
  for (const d of docs) {
    const key = `${d.kind}\u0000${d.id}`;
    const found = topicsOf(`${d.title} ${d.keywords} ${d.description}`);
    if (found.length) recordTopics.set(key, new Set([...(recordTopics.get(key) ?? []), ...found]));
  }
  return docs.map((d) => {
    const topics = recordTopics.get(`${d.kind}\u0000${d.id}`);
    if (!topics) return d;
    return { ...d, keywords: [d.keywords, ...[...topics].map((t) => TOPICS[t]!.words[d.lang])].join(' ') };
  });
}

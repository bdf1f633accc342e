import type { TFunction } from '@/i18n/translator';
import type { PartnerType } from '@coinatlas/domain/partners/partner';

/** The words of a text, lower-cased (letters and digits; "Crypto.com" is "crypto" and "com"). */
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether a title says one of `kindWords` that is in the name more often than the name does ("Trust Wallet wallet"). */
export function repeatsKindWord(title: string, name: string, kindWords: readonly string[]): boolean {
  const inName = words(name);
  const inTitle = words(title);
  const count = (list: string[], w: string) => list.filter((x) => x === w).length;
  return kindWords.some((w) => count(inName, w) > 0 && count(inTitle, w) > count(inName, w));
}

/**
 * A partner page's title: its review's title where it has a written review, else its kind's ("Ledger Nano X
 * wallet: facts and security model"). Where the kind's words would repeat a word of the name ("Trust Wallet
 * wallet", "Coinbase Card: crypto card facts"), the kind's `_named` title, which leaves them out (the kind's
 * words are those its title has and the `_named` one has not). Every title fits a search result's 60
 * characters with the names the site has (tests hold every page to it).
 */
export function partnerTitle(t: TFunction, p: { type: PartnerType; name: string }, reviewed: boolean): string {
  if (reviewed) return t('partner:meta.reviewTitle', { name: p.name });
  const key = `partner:meta.title.${p.type}`;
  const title = t(key, { name: p.name });
  const named = (name: string) => t(key, { name, context: 'named' });
  const kindWords = words(t(key, { name: '' })).filter((w) => !words(named('')).includes(w));
  return repeatsKindWord(title, p.name, kindWords) ? named(p.name) : title;
}

import type { TFunction } from '@/i18n/translator';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { isActiveLicence } from '@coinatlas/domain/payments/methods';
import { countryName } from '@/components/availability/country-name';
import { intlLocale, numberFormat } from '@/lib/format/numbers';
import { shownRating, type RecordRating } from '@/lib/content/rating';

/**
 * A partner page's description, written from its record's own facts (issue 37: forty exchange pages shared one
 * sentence with the name swapped). It names the partner and its kind, then the facts its kind's visitors ask
 * about first (fees, how to pay in, licences, countries for an exchange; networks and openness for a wallet…),
 * named rather than counted and as many as fit, and the record's own first sentence where it has one. A fact the
 * record does not hold is left out, never guessed, so two records read alike only where their facts are the
 * same, and then their own words still differ.
 */

/** Search results cut a description after about 160 characters: the whole description stays under it. */
export const DESCRIPTION_MAX = 160;

type Fact = { value?: unknown } | undefined;
/** The parts of a record the description reads (any partner type's answer). */
export type DescribedRecord = Readonly<{
  type: PartnerType;
  name: string;
  category?: unknown;
  facts?: unknown;
  fees?: unknown;
  availability?: readonly unknown[] | null;
  licences?: readonly unknown[] | null;
  paymentMethods?: readonly unknown[] | null;
  rating?: RecordRating | null;
  text?: unknown;
}>;

const valueOf = (r: Pick<DescribedRecord, 'facts'>, key: string): unknown =>
  ((r.facts as Record<string, Fact> | undefined)?.[key] as Fact)?.value;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
/** At most `n` items of a list, the rest dropped: a description names a few, the page names all. */
const few = (items: readonly string[], n = 3) => items.slice(0, n);
/** Values inside one clause, as a sentence lists them ("Ethereum, Arbitrum and Base"); `or` for alternatives. */
const list = (lang: string, items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
  new Intl.ListFormat(intlLocale(lang), { style: 'long', type }).format(items);
/**
 * A label written to stand alone ("Margin trading", "News") inside a sentence: its first letter in lower case
 * when its first word is a plain capitalised word; never in German (nouns keep theirs), nor for DeFi or P2P.
 */
const inSentence = (label: string, lang: string) =>
  lang !== 'de' && /^\p{Lu}\p{Ll}+(\s|$)/u.test(label) ? label[0]!.toLocaleLowerCase(lang) + label.slice(1) : label;
/** Exchange features that say what a company is rather than what it offers (said elsewhere on the page). */
const NOT_OFFERS = new Set(['publicCompany', 'nyTrustCompany', 'usOnly']);

/** The kind in words: "centralized exchange", "hardware wallet", "crypto app for DeFi" (a card without its facts: "crypto card"). */
export function kindPhrase(t: TFunction, lang: string, r: Pick<DescribedRecord, 'type' | 'category' | 'facts'>): string {
  const category = typeof r.category === 'string' ? r.category : '';
  const label = (key: string) => inSentence(t(key, { defaultValue: category }), lang);
  switch (r.type) {
    case 'exchange':
      return t(`partner:describe.kind.exchange_${category === 'decentralized' ? 'decentralized' : 'centralized'}`);
    case 'wallet':
      return t(`partner:describe.kind.wallet_${category === 'hardware' ? 'hardware' : 'software'}`);
    case 'app':
      return t('partner:describe.kind.app', { category: label(`apps:categories.${category}`) });
    case 'tool':
      return t('partner:describe.kind.tool', { category: label(`tools:tabs.${category}`) });
    case 'trading_bot':
      return t('partner:describe.kind.trading_bot', { category: t(`bots:tabs.${category}`, { defaultValue: category }) });
    case 'payment_card': {
      const network = valueOf(r, 'network');
      return typeof network === 'string'
        ? t('partner:describe.kind.payment_card', { network: t(`cards:network.${network}`, { defaultValue: network }) })
        : t('partner:describe.kind.payment_card_plain');
    }
  }
}

/** The facts of one record as short clauses, most telling first for its kind. */
function factClauses(t: TFunction, lang: string, r: DescribedRecord): string[] {
  const pct = (v: number) => numberFormat(lang, { style: 'percent', maximumFractionDigits: 3 }).format(v / 100);
  const int = (v: number) => numberFormat(lang, { maximumFractionDigits: 0 }).format(v);
  const out: string[] = [];
  const add = (cond: unknown, key: string, values?: Record<string, unknown>) => {
    if (cond) out.push(t(`partner:describe.facts.${key}`, values));
  };
  const capabilities = few(strings(valueOf(r, 'capabilities')).map((c) => t(`partner:values.capabilities.${c}`, { defaultValue: c })));
  // where it is available, named (a few countries); only where the record names none, how many it covers
  const available = (r.availability ?? []).flatMap((a) => {
    const entry = a as { country?: unknown; status?: unknown };
    return entry.status === 'available' && typeof entry.country === 'string' ? [countryName(entry.country, lang)] : [];
  });
  const availability = () => {
    if (available.length) add(true, 'availableIn', { list: list(lang, few(available, 2)) });
    else add(r.availability?.length, 'availability', { count: r.availability?.length ?? 0 });
  };
  switch (r.type) {
    case 'exchange': {
      const fees = r.fees as { trading?: { value?: { tiers?: { taker: number }[] } } } | undefined;
      const taker = fees?.trading?.value?.tiers?.[0]?.taker;
      const pool = valueOf(r, 'poolFee') as { min?: number; max?: number } | undefined;
      if (typeof taker === 'number') add(true, 'tradingFee', { fee: pct(taker) });
      else if (typeof pool?.min === 'number' && typeof pool.max === 'number')
        add(true, 'poolFee', { min: pct(pool.min), max: pct(pool.max) });
      // named, not counted: what a visitor looks for, and what tells one exchange from another
      const methods = [...new Set((r.paymentMethods ?? []).map((m) => String((m as { method?: unknown }).method)))];
      add(methods.length, 'paymentMethods', {
        list: list(
          lang,
          few(methods, 2).map((m) => t(`exchanges:payments.methods.${m}`, { defaultValue: m })),
          'disjunction',
        ),
      });
      const regulators = [
        ...new Set(
          (r.licences ?? []).flatMap((l) => {
            const entry = l as { regulator?: unknown; status?: unknown };
            return typeof entry.regulator === 'string' && isActiveLicence({ status: String(entry.status) }) ? [entry.regulator] : [];
          }),
        ),
      ];
      add(regulators.length, 'licences', { list: list(lang, few(regulators, 2)) });
      availability();
      const decentralized = r.category === 'decentralized';
      const chains = strings(valueOf(r, 'chains'));
      // a decentralized exchange is told apart by its networks and what it does; a centralized one by its company
      if (decentralized) add(chains.length, 'chains', { list: list(lang, few(chains)) });
      const features = strings(valueOf(r, 'features'))
        .filter((f) => !NOT_OFFERS.has(f))
        .map((f) => inSentence(t(`exchanges:features.${f}`, { defaultValue: f }), lang));
      add(features.length, 'features', { list: list(lang, few(features, 2)) });
      const founded = valueOf(r, 'founded');
      add(typeof founded === 'number', 'founded', { year: founded });
      const headquarters = valueOf(r, 'headquarters');
      add(typeof headquarters === 'string', 'headquarters', { country: countryName(String(headquarters), lang) });
      const coins = valueOf(r, 'coinsAtLeast');
      add(typeof coins === 'number', 'coins', { n: int(Number(coins)) });
      add(strings(valueOf(r, 'fiat')).length, 'fiat', { list: list(lang, few(strings(valueOf(r, 'fiat')))) });
      if (!decentralized) add(chains.length, 'chains', { list: list(lang, few(chains)) });
      add(valueOf(r, 'kyc') === 'none', 'noKyc');
      break;
    }
    case 'wallet': {
      const chains = strings(valueOf(r, 'chains')).map((c) => t(`wallets:chain.${c}`, { defaultValue: c }));
      // commas only: a network's own label may hold an "and" (Ethereum & EVM)
      const networks = new Intl.ListFormat(intlLocale(lang), { style: 'short', type: 'unit' }).format(chains);
      add(chains.length, valueOf(r, 'moreChains') === true ? 'walletChainsMore' : 'walletChains', { list: networks });
      const open = valueOf(r, 'openSource');
      add(typeof open === 'string', `openSource.${String(open)}`);
      const prices = valueOf(r, 'prices') as { currency?: string; amount?: number }[] | undefined;
      const cheapest = Array.isArray(prices) ? [...prices].sort((a, b) => (a.amount ?? 0) - (b.amount ?? 0))[0] : undefined;
      if (cheapest?.currency && typeof cheapest.amount === 'number')
        add(true, 'price', {
          price: numberFormat(lang, { style: 'currency', currency: cheapest.currency, maximumFractionDigits: 0 }).format(cheapest.amount),
        });
      else add(typeof valueOf(r, 'priceBand') === 'string', `priceBand.${String(valueOf(r, 'priceBand'))}`);
      const links = strings(valueOf(r, 'connectivity')).map((c) => t(`wallets:link.${c}`, { defaultValue: c }));
      add(links.length, 'connectivity', { list: list(lang, few(links), 'disjunction') });
      const platforms = strings(valueOf(r, 'platforms')).map((p) => t(`wallets:platform.${p}`, { defaultValue: p }));
      add(platforms.length, 'platforms', { list: list(lang, few(platforms)) });
      break;
    }
    case 'app': {
      const platforms = strings(valueOf(r, 'platforms')).map((p) => t(`apps:platform.${p}`, { defaultValue: p }));
      add(platforms.length, 'platforms', { list: list(lang, few(platforms)) });
      const pricing = valueOf(r, 'pricing');
      add(typeof pricing === 'string', `pricing.${String(pricing)}`);
      add(capabilities.length, 'capabilities', { list: list(lang, capabilities) });
      availability();
      break;
    }
    case 'payment_card': {
      const cashback = valueOf(r, 'cashbackUpToPercent');
      add(typeof cashback === 'number', 'cashback', { pct: pct(Number(cashback)) });
      const issued = strings(valueOf(r, 'issuedIn')).map((c) => (c === 'EEA' ? t('partner:values.eea') : countryName(c, lang)));
      add(issued.length, 'issuedIn', { list: list(lang, few(issued)) });
      availability();
      add(capabilities.length, 'capabilities', { list: list(lang, capabilities) });
      break;
    }
    case 'trading_bot': {
      const kinds = few(strings(valueOf(r, 'botTypes')).map((b) => t(`partner:values.botTypes.${b}`, { defaultValue: b })));
      add(kinds.length, 'botTypes', { list: list(lang, kinds) });
      const exchanges = valueOf(r, 'exchangeCount');
      add(typeof exchanges === 'number', 'exchangeCount', { count: exchanges });
      add(capabilities.length, 'capabilities', { list: list(lang, capabilities) });
      break;
    }
    case 'tool':
      add(capabilities.length, 'capabilities', { list: list(lang, capabilities) });
      break;
  }
  const rating = shownRating(r.rating);
  if (rating) add(true, 'rated', { rating: numberFormat(lang, { maximumFractionDigits: 1 }).format(rating.overall) });
  return out;
}

/** The record's own first sentence (its description, or a wallet's summary), if it has one. */
export function ownSentence(r: DescribedRecord): string | undefined {
  const text = (r.text ?? {}) as { description?: unknown; summary?: unknown };
  const own = typeof text.description === 'string' ? text.description : typeof text.summary === 'string' ? text.summary : undefined;
  if (!own?.trim()) return undefined;
  // up to the first full stop that ends a sentence (not one inside a number or a name like Crypto.com)
  const m = /^.+?[.!?](?=\s|$)/su.exec(own.trim());
  return (m ? m[0] : own).trim();
}

/**
 * The sentence of facts: "Kraken: centralized exchange, also an app; spot fees from 0.4%; deposits by SEPA
 * transfer or SEPA Instant." With `max` clauses at most (all by default), never longer than DESCRIPTION_MAX.
 */
export function factSentence(
  t: TFunction,
  lang: string,
  r: DescribedRecord,
  roles: readonly DescribedRecord[] = [],
  max = Infinity,
): string {
  const clauses = factClauses(t, lang, r);
  const own = kindPhrase(t, lang, r);
  // the roles its page shows beside its own
  const kind = roles.length
    ? t('partner:describe.kindAlso', {
        kind: own,
        roles: list(
          lang,
          roles.map((x) => t(`partner:describe.role.${x.type}`)),
        ),
      })
    : own;
  let best = t('partner:describe.sentenceBare', { name: r.name, kind });
  // clauses hold lists of their own: semicolons set them apart
  for (let n = 1; n <= Math.min(max, clauses.length); n++) {
    const s = t('partner:describe.sentence', { name: r.name, kind, facts: clauses.slice(0, n).join('; ') });
    if (s.length > DESCRIPTION_MAX) break;
    best = s;
  }
  return best;
}

/**
 * The page's meta description: the sentence of facts and the record's own first sentence where it has one (as
 * many facts as leave room for it; cut at a word when even the bare sentence leaves too little). Never over
 * DESCRIPTION_MAX characters.
 */
export function partnerDescription(t: TFunction, lang: string, r: DescribedRecord, roles: readonly DescribedRecord[] = []): string {
  const own = ownSentence(r);
  if (!own) return factSentence(t, lang, r, roles);
  for (let n = 3; n >= 0; n--) {
    const s = `${factSentence(t, lang, r, roles, n)} ${own}`;
    if (s.length <= DESCRIPTION_MAX) return s;
  }
  // its own words are what tell it from its neighbours: cut at a word rather than left out
  const head = `${factSentence(t, lang, r, roles, 1)} `;
  const cut = own.slice(0, DESCRIPTION_MAX - head.length);
  return `${head}${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)).replace(/[\s,;:.]+$/u, '')}…`;
}

// The rows of a comparison's tables: each kind's facts (useRows), our ratings (ratingRows), and a partner's status.
import type { TFunction } from '@/i18n/translator';
import { useTranslation } from '@/i18n/react';
import type { CompareKind } from '@coinatlas/domain/compare/compare';
import { shownRating } from '@/components/star-rating';
import { useExchangeFormat } from '@/components/referral/exchange-facts';
import type { ContentPartner, ContentPartnerOf } from '@/lib/api/content-queries';
import { spotFeeOf, toExchange } from '@/lib/content/exchanges';
import { formatLongDate } from '@/lib/format/dates';
import { formatRating } from '@/lib/format/numbers';
import { factCell, type Cell, type Row } from './compare-rows';

type Translate = TFunction;

/** A partner's status; the kinds of record without one (exchanges, wallets) count as active. */
export const statusOf = (p: ContentPartner) => ('status' in p ? p.status : 'active');

function statusRow(t: Translate, partners: readonly ContentPartner[]): Row {
  return {
    key: 'status',
    label: t('compare:rows.status'),
    cells: partners.map((p) => ({ text: t(`common:partnerStatus.${statusOf(p)}`) })),
  };
}

export function useRows(kind: CompareKind, partners: readonly ContentPartner[]): Row[] {
  const { t, i18n } = useTranslation(['compare', 'exchanges', 'wallets', 'cards', 'bots', 'common', 'reviews']);
  const fx = useExchangeFormat();
  const lang = i18n.language;
  const list = (items: readonly string[]) => (items.length ? fx.list(items) : null);
  const row = (key: string, label: string, cells: Cell[]): Row => ({ key, label, cells });

  const facts: Row[] = [];
  if (kind === 'exchanges') {
    const ex = partners as ContentPartnerOf<'exchange'>[];
    facts.push(
      row(
        'type',
        t('exchanges:facts.type'),
        ex.map((p) => ({ text: t(`exchanges:kind.${p.category}`) })),
      ),
      row(
        'kyc',
        t('exchanges:facts.kyc'),
        ex.map((p) => factCell(p.facts.kyc, (v) => t(`exchanges:kyc.${v}`))),
      ),
      row(
        'founded',
        t('exchanges:facts.founded'),
        ex.map((p) => factCell(p.facts.founded, (v) => String(v))),
      ),
      row(
        'headquarters',
        t('exchanges:facts.headquarters'),
        ex.map((p) => factCell(p.facts.headquarters, (v) => fx.country(v))),
      ),
      row(
        'spotFee',
        t('exchanges:facts.spotFees'),
        ex.map((p) => {
          const fee = spotFeeOf(p);
          return fee ? { text: fx.fee(toExchange(p)) ?? null, provenance: fee.provenance } : { text: null };
        }),
      ),
      row(
        'coins',
        t('exchanges:facts.coins'),
        // only what the record holds: a coin count where one is recorded
        ex.map((p) => factCell(p.facts.coinsAtLeast, () => fx.coins(toExchange(p)) ?? null)),
      ),
      row(
        'fiat',
        t('exchanges:facts.fiat'),
        ex.map((p) => factCell(p.facts.fiat, (v) => list(v))),
      ),
      row(
        'chains',
        t('exchanges:facts.chains'),
        ex.map((p) => factCell(p.facts.chains, (v) => list(v))),
      ),
      row(
        'features',
        t('exchanges:facts.features'),
        ex.map((p) => factCell(p.facts.features, (v) => list(v.map((f) => t(`exchanges:features.${f}`))))),
      ),
    );
  } else if (kind === 'wallets') {
    const ws = partners as ContentPartnerOf<'wallet'>[];
    facts.push(
      row(
        'type',
        t('wallets:type'),
        ws.map((p) => ({ text: t(`wallets:typeLabel.${p.category}`) })),
      ),
      row(
        'chains',
        t('wallets:chains'),
        ws.map((p) => factCell(p.facts.chains, (v) => list(v.map((c) => t(`wallets:chain.${c}`))))),
      ),
      row(
        'moreChains',
        t('compare:rows.moreChains'),
        ws.map((p) => factCell(p.facts.moreChains, (v) => t(v ? 'compare:values.yes' : 'compare:values.no'))),
      ),
      row(
        'openSource',
        t('wallets:openSource'),
        ws.map((p) => factCell(p.facts.openSource, (v) => t(`wallets:openSourceLabel.${v}`))),
      ),
      row(
        'price',
        t('wallets:price'),
        ws.map((p) => factCell(p.facts.priceBand, (v) => t(`wallets:priceBand.${v}`))),
      ),
      row(
        'connectivity',
        t('wallets:connectivity'),
        ws.map((p) => factCell(p.facts.connectivity, (v) => list(v.map((c) => t(`wallets:link.${c}`))))),
      ),
      row(
        'platforms',
        t('wallets:platforms'),
        ws.map((p) => factCell(p.facts.platforms, (v) => list(v.map((c) => t(`wallets:platform.${c}`))))),
      ),
    );
  } else if (kind === 'payment-cards') {
    const cs = partners as ContentPartnerOf<'payment_card'>[];
    facts.push(
      statusRow(t, cs),
      row(
        'network',
        t('compare:rows.network'),
        cs.map((p) => factCell(p.facts.network, (v) => t(`cards:network.${v}`))),
      ),
    );
  } else {
    const bs = partners as ContentPartnerOf<'trading_bot'>[];
    facts.push(
      statusRow(t, bs),
      row(
        'category',
        t('compare:rows.category'),
        bs.map((p) => ({ text: t(`bots:tabs.${p.category}`) })),
      ),
      row(
        'features',
        t('compare:rows.keyFeatures'),
        bs.map((p) => ({ text: list(p.text.features) })),
      ),
    );
  }

  if (kind === 'payment-cards' || kind === 'trading-bots') {
    const withOffers = partners as ReadonlyArray<ContentPartnerOf<'payment_card'> | ContentPartnerOf<'trading_bot'>>;
    facts.push(
      row(
        'offer',
        t('compare:rows.offer'),
        withOffers.map((p) => {
          const o = p.offers?.[0];
          return o ? { text: fill(o.summary ?? o.text, o.values, lang), provenance: o.provenance } : { text: null };
        }),
      ),
    );
  }

  facts.push(
    row(
      'checked',
      t('compare:rows.checked'),
      partners.map((p) => ({ text: p.lastChecked ? formatLongDate(p.lastChecked, lang) : t('compare:values.notChecked') })),
    ),
  );
  // An attribute none of them states is no help in choosing: left out rather than shown empty.
  return facts.filter((r) => r.cells.some((c) => c.text !== null));
}

/** An offer sentence with its values in the reader's number format. */
function fill(text: string, values: Record<string, { kind: string; value: number; currency?: string }>, lang: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const v = values[name];
    if (!v) return '';
    if (v.kind === 'percent') return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(v.value / 100);
    if (v.kind === 'money')
      return new Intl.NumberFormat(lang, { style: 'currency', currency: v.currency ?? 'USD', maximumFractionDigits: 0 }).format(v.value);
    return new Intl.NumberFormat(lang).format(v.value);
  });
}

/** Our ratings side by side: each partner's only where its breakdown is published (see shownRating). */
export function ratingRows(t: Translate, lang: string, partners: readonly ContentPartner[]): Row[] {
  const ratings = partners.map((p) => shownRating(p.rating));
  const overall: Row = {
    key: 'rating',
    label: t('compare:rows.rating'),
    cells: ratings.map((r) => ({ text: r ? t('compare:values.outOf5', { rating: formatRating(r.overall, lang) }) : null })),
  };
  const criteria = [...new Set(ratings.flatMap((r) => Object.keys(r?.breakdown ?? {})))];
  return [
    overall,
    ...criteria.map((c) => ({
      key: `criterion-${c}`,
      label: t(`reviews:criteria.${c}`),
      cells: ratings.map((r) => {
        const score = r?.breakdown[c];
        return { text: score === undefined ? null : t('compare:values.outOf5', { rating: formatRating(score, lang) }) };
      }),
    })),
  ];
}

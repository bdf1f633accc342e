import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { TFunction } from '@/i18n/translator';
import { useTranslation } from '@/i18n/react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { AVAILABILITY_TYPES, availabilityIn, partnerKey, type AvailabilityIn } from '@coinatlas/domain/availability/availability';
import { COMPARE_TYPES, comparePath, isCompareKind, resolveCompareSlug, type CompareKind } from '@coinatlas/domain/compare/compare';
import { partnerPageHref } from '@coinatlas/domain/partners/pages';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { splitLanguage } from '@coinatlas/domain/routes/localized';
import { countryName } from '@/components/availability/country-name';
import { CountryAsk } from '@/components/country/country-ask';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PartnerCta } from '@/components/partner-cta';
import { ProvenanceNote } from '@/components/provenance';
import { shownRating } from '@/components/star-rating';
import { useExchangeFormat } from '@/components/referral/exchange-facts';
import { Spinner } from '@/components/ui/spinner';
import { contentQueries, useContentLanguage, type ContentPartner, type ContentPartnerOf } from '@/lib/api/content-queries';
import { availabilityQueries } from '@/lib/availability/availability-queries';
import { cn } from '@/lib/cn';
import { spotFeeOf, toExchange } from '@/lib/content/exchanges';
import { formatLongDate } from '@/lib/format/dates';
import { formatRating } from '@/lib/format/numbers';
import type { PageLoaderContext } from '@/lib/page-module';
import { useVisitorCountry, type VisitorCountry } from '@/lib/region/use-region';
import { TITLE_MAX } from '@/lib/seo/head';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHydrated } from '@/lib/use-hydrated';
import { factCell, footnotes, rowDiffers, type Cell, type Row } from './compare-rows';

/** The kind of comparison a language-free path names: '/compare/wallets/…' → 'wallets'. */
const kindOf = (path: string): CompareKind | undefined => {
  const kind = /^\/compare\/([a-z-]+)\//.exec(path)?.[1];
  return kind && isCompareKind(kind) ? kind : undefined;
};

/** The partners of the kind, in the reader's language, loaded before the page renders. */
export async function loader({ queryClient, lang, url }: PageLoaderContext): Promise<void> {
  const kind = kindOf(splitLanguage(url.pathname).path);
  if (kind) await queryClient.prefetchQuery(contentQueries.partners(COMPARE_TYPES[kind], lang));
}

const LISTING: Record<CompareKind, { path: string; nav: string }> = {
  exchanges: { path: '/exchanges', nav: 'exchanges' },
  'payment-cards': { path: '/payment-cards', nav: 'paymentCards' },
  wallets: { path: '/wallets', nav: 'wallets' },
  'trading-bots': { path: '/trading-bots', nav: 'tradingBots' },
};

type Translate = TFunction;

/** A partner's status; the kinds of record without one (exchanges, wallets) count as active. */
const statusOf = (p: ContentPartner) => ('status' in p ? p.status : 'active');

function statusRow(t: Translate, partners: readonly ContentPartner[]): Row {
  return {
    key: 'status',
    label: t('compare:rows.status'),
    cells: partners.map((p) => ({ text: t(`common:partnerStatus.${statusOf(p)}`) })),
  };
}

function useRows(kind: CompareKind, partners: readonly ContentPartner[]): Row[] {
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
function ratingRows(t: Translate, lang: string, partners: readonly ContentPartner[]): Row[] {
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

/** One attribute on one row: its label (a row header), then each partner's value with its provenance note's number. */
function CompareRow({ row, numberOf }: { row: Row; numberOf: (col: number, p: Provenance) => number }) {
  const { t } = useTranslation('compare');
  const differs = rowDiffers(row.cells);
  return (
    <tr
      data-row={row.key}
      data-differs={differs || undefined}
      className={cn(
        'border-b border-slate-200 last:border-b-0 dark:border-slate-800',
        differs && 'bg-amber-50/70 shadow-[inset_4px_0_0_var(--color-amber-500)] dark:bg-amber-950/30',
      )}
    >
      <th scope="row" className="w-32 px-3 py-3 text-left align-top text-sm font-semibold text-slate-900 sm:w-48 dark:text-slate-100">
        {row.label}
        {differs && (
          <span className="mt-1 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {t('differs')}
          </span>
        )}
      </th>
      {row.cells.map((cell, col) => (
        <td key={col} className="px-3 py-3 align-top text-sm text-slate-900 [overflow-wrap:anywhere] dark:text-slate-100">
          {cell.text ?? <span className="text-slate-600 dark:text-slate-300">{t('values.notStated')}</span>}
          {cell.provenance && cell.text !== null && (
            <sup className="ml-0.5">
              <a
                href={`#source-${numberOf(col, cell.provenance)}`}
                aria-label={t('footnotes.ref', { n: numberOf(col, cell.provenance) })}
                className="text-blue-800 underline dark:text-blue-300"
              >
                {numberOf(col, cell.provenance)}
              </a>
            </sup>
          )}
        </td>
      ))}
    </tr>
  );
}

/** A real table: a caption, one column header per partner (linking to its page), one row header per attribute. */
function CompareTable({
  caption,
  partners,
  rows,
  numberOf,
  testId,
}: {
  caption: string;
  partners: readonly ContentPartner[];
  rows: readonly Row[];
  numberOf: (col: number, p: Provenance) => number;
  testId: string;
}) {
  const { t } = useTranslation('compare');
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full table-fixed border-collapse" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            <th scope="col" className="w-32 px-3 py-2 text-left text-sm font-semibold text-slate-600 sm:w-48 dark:text-slate-300">
              {t('attribute')}
            </th>
            {partners.map((p) => (
              <th key={p.id} scope="col" className="px-3 py-2 text-left font-semibold [overflow-wrap:anywhere]">
                <Link
                  to={partnerPageHref(p)}
                  className="text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
                  data-partner-page={p.id}
                >
                  {p.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CompareRow key={row.key} row={row} numberOf={numberOf} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Where the compared partners stand in the visitor's confirmed country, for the kinds whose availability is
 * recorded (exchanges, cards): null per partner until the country is confirmed and the facts are here. The
 * server and hydration know no country: nothing is said before it is known.
 */
function useAvailabilityHere(kind: CompareKind) {
  const hydrated = useHydrated();
  const visitor = useVisitorCountry({ suggest: 'after-load' });
  const recorded = (AVAILABILITY_TYPES as readonly string[]).includes(COMPARE_TYPES[kind]);
  const facts = useQuery({ ...availabilityQueries.list(), enabled: recorded && visitor.country !== null });
  const byKey = new Map((facts.data ?? []).map((p) => [partnerKey(p.type, p.id), p.availability]));
  const stateOf = (p: ContentPartner): AvailabilityIn | null =>
    recorded && visitor.country && facts.data ? availabilityIn(byKey.get(partnerKey(p.type, p.id)), visitor.country) : null;
  // asked once the suggestion is settled (a moment after the load): no placeholder moves the page before
  return { visitor, ask: recorded && hydrated && visitor.ready && visitor.country === null, stateOf };
}

/** "Germany: available" (with where that comes from), "availability unknown" or "not available" under a partner's link. */
function HereNote({ state, visitor }: { state: AvailabilityIn | null; visitor: VisitorCountry }) {
  const { t, i18n } = useTranslation('availability');
  if (!state || !visitor.country) return null;
  const country = countryName(visitor.country, i18n.language);
  return (
    <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="compare-availability" data-availability={state.state}>
      {state.state === 'available'
        ? t('note.available', { country })
        : state.state === 'not-available'
          ? t('note.notAvailable', { country })
          : t('note.unknown', { country })}
      {state.state !== 'unknown' && (
        <>
          {' '}
          (<ProvenanceNote provenance={state.fact.provenance} />)
        </>
      )}
    </p>
  );
}

function Comparison({ kind, partners }: { kind: CompareKind; partners: readonly ContentPartner[] }) {
  const { t, i18n } = useTranslation(['compare', 'nav', 'common', 'reviews']);
  const lang = i18n.language;
  const here = useAvailabilityHere(kind);
  const names = partners.map((p) => p.name);
  const factRows = useRows(kind, partners);
  const ratings = ratingRows(t, lang, partners);
  const rated = partners.some((p) => shownRating(p.rating));
  const { notes, numberOf } = footnotes(factRows, names);
  const title = t('compare:title', { names: names.join(t('compare:vs')) });
  const listing = LISTING[kind];
  // "A vs B: side-by-side comparison" where it fits a search result's title, else "A vs B compared"
  const metaTitle = t('compare:metaTitle', { title });
  usePageMeta({
    title: metaTitle.length <= TITLE_MAX ? metaTitle : t('compare:metaTitleShort', { title }),
    description: t(`compare:metaDescription.${kind}`, { names: new Intl.ListFormat(lang, { type: 'conjunction' }).format(names) }),
  });

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('nav:home'), href: '/' },
          { label: t(`nav:${listing.nav}`), href: listing.path },
          {
            label: title,
            href: comparePath(
              kind,
              partners.map((p) => p.id),
            ),
            isCurrentPage: true,
          },
        ]}
      />
      <article className="mx-auto max-w-7xl px-4 pb-16 pt-6" data-testid="comparison">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t('compare:intro')}</p>

        <section aria-labelledby="facts-heading" className="mt-8">
          <h2 id="facts-heading" className="text-xl font-semibold">
            {t('compare:factsHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('compare:differsHint')}</p>
          <CompareTable caption={t('compare:factsHeading')} partners={partners} rows={factRows} numberOf={numberOf} testId="facts-table" />
        </section>

        <section aria-labelledby="ratings-heading" className="mt-10">
          <h2 id="ratings-heading" className="text-xl font-semibold">
            {t('compare:ratingsHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t(rated ? 'compare:ratingsHint' : 'compare:notRated')}{' '}
            <Link to="/methodology#ratings" className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300">
              {t('common:partnerLink.howWeRate')}
            </Link>
          </p>
          {rated && (
            <CompareTable
              caption={t('compare:ratingsHeading')}
              partners={partners}
              rows={ratings}
              numberOf={numberOf}
              testId="ratings-table"
            />
          )}
        </section>

        <section aria-labelledby="links-heading" className="mt-10">
          <h2 id="links-heading" className="text-xl font-semibold">
            {t('compare:linksHeading')}
          </h2>
          {/* the visitor's country decides which of these may be offered to them: asked for, never guessed */}
          {here.ask && <CountryAsk visitor={here.visitor} className="mt-3" />}
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {partners.map((p) => (
              <li key={p.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <p className="font-semibold">{p.name}</p>
                <Link
                  to={partnerPageHref(p)}
                  className="mt-1 inline-block text-sm font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
                >
                  {t('compare:details', { name: p.name })}
                </Link>
                <HereNote state={here.stateOf(p)} visitor={here.visitor} />
                {/* a partner recorded as not available in the visitor's country is never offered to them */}
                {here.stateOf(p)?.state === 'not-available' ? null : p.promotable ? (
                  <PartnerCta type={p.type} id={p.id} className="mt-2" button={{ size: 'sm' }}>
                    {t('compare:visit', { name: p.name })}
                    <ExternalLink className="h-4 w-4" aria-hidden />
                    <span className="sr-only">{t('compare:newTab')}</span>
                  </PartnerCta>
                ) : (
                  <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                    {t('compare:factsOnly', { status: t(`common:partnerStatus.${statusOf(p)}`) })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>

        {notes.length > 0 && (
          <section aria-labelledby="sources-heading" className="mt-10">
            <h2 id="sources-heading" className="text-lg font-semibold">
              {t('compare:footnotes.heading')}
            </h2>
            <ol className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
              {notes.map((n) => (
                <li key={n.n} id={`source-${n.n}`} className="scroll-mt-24">
                  <span className="font-semibold">{n.n}.</span> {n.partner}: <ProvenanceNote provenance={n.provenance} />
                </li>
              ))}
            </ol>
          </section>
        )}

        <p className="mt-10">
          <Link
            to={listing.path}
            className="inline-flex items-center gap-1.5 font-medium text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('compare:back', { section: t(`nav:${listing.nav}`) })}
          </Link>
        </p>
      </article>
    </>
  );
}

function NotFound({ kind }: { kind: CompareKind | undefined }) {
  const { t } = useTranslation(['compare', 'nav']);
  usePageMeta({ title: t('compare:notFound.title'), description: t('compare:notFound.text') });
  const listing = kind ? LISTING[kind] : LISTING.exchanges;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('compare:notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('compare:notFound.text')}</p>
      <Link to={listing.path} className="mt-6 inline-block font-medium text-blue-800 underline dark:text-blue-300">
        {t('compare:back', { section: t(`nav:${listing.nav}`) })}
      </Link>
    </section>
  );
}

/** /compare/<kind>/<a>-vs-<b>[-vs-<c>[-vs-<d>]]: 2 to 4 partners of one kind side by side. */
export default function ComparePage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const kind = kindOf(pathname);
  const lang = useContentLanguage();
  const { t } = useTranslation('common');
  const { data, isError } = useQuery({ ...contentQueries.partners(COMPARE_TYPES[kind ?? 'exchanges'], lang), enabled: kind !== undefined });
  if (!kind || isError) return <NotFound kind={kind} />;
  if (!data) return <Spinner label={t('loading')} />;
  const r = resolveCompareSlug(
    id,
    data.map((p) => p.id),
  );
  if (r.status === 'not-found') return <NotFound kind={kind} />;
  if (r.status === 'redirect') return <Navigate to={comparePath(kind, r.ids)} replace />;
  const byId = new Map<string, ContentPartner>(data.map((p) => [p.id, p]));
  return <Comparison kind={kind} partners={r.ids.map((i) => byId.get(i)!)} />;
}

import { ExternalLink, Gift } from 'lucide-react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { partnerPageHref } from '@coinatlas/domain/partners/pages';
import { PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import { PartnerCta } from '@/components/partner-cta';
import { ProvenanceNote } from '@/components/provenance';
import { contentQueries, useContentLanguage, type ContentOffer, type PartnerOffers } from '@/lib/api/content-queries';
import type { PageLoaderContext } from '@/lib/page-module';

/** Loads every section's partners as the offers need them (their names and offers, not their whole records). */
export const loadAllPartners = (ctx: PageLoaderContext) =>
  Promise.all(PARTNER_TYPES.map((type) => ctx.queryClient.prefetchQuery(contentQueries.partnerOffers(type, ctx.lang))));

const intlLocale = (language: string) => (language.startsWith('en') ? 'en-US' : language);

/** The offer sentence with its values written for the reader (as the catalogue cards write them). */
function offerText(o: ContentOffer, language: string): string {
  const locale = intlLocale(language);
  const format = (v: ContentOffer['values'][string]) =>
    v.kind === 'percent'
      ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(v.value / 100)
      : v.kind === 'money'
        ? new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: v.currency,
            minimumFractionDigits: Number.isInteger(v.value) ? 0 : 2,
            maximumFractionDigits: 2,
          }).format(v.value)
        : new Intl.NumberFormat(locale).format(v.value);
  return o.text.replace(/\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g, (whole, name: string) => {
    const v = o.values[name];
    return v ? format(v) : whole;
  });
}

type Entry = { partner: PartnerOffers; offer: ContentOffer };

/**
 * Every public sign-up offer of the partners the site may promote, from their records (the content API
 * leaves out the offers of the others): what it is, where it comes from (our catalogue, an editor's check or a
 * feed), with the partner link marked as sponsored.
 */
export function useOffers(): { entries: Entry[] | undefined; isError: boolean } {
  const lang = useContentLanguage();
  const results = useQueries({ queries: PARTNER_TYPES.map((type) => contentQueries.partnerOffers(type, lang)) });
  if (results.some((r) => r.isError)) return { entries: undefined, isError: true };
  if (results.some((r) => !r.data)) return { entries: undefined, isError: false };
  const entries = results
    .flatMap((r) => r.data ?? [])
    .filter((p) => p.promotable)
    .flatMap((partner) => (partner.offers ?? []).map((offer) => ({ partner, offer })));
  return { entries, isError: false };
}

function OfferCard({ partner, offer }: Entry) {
  const { t, i18n } = useTranslation('referrals');
  const headingId = `offer-${partner.type}-${partner.id}-${offer.id}`;
  return (
    <article
      id={`offer-${partner.type}-${partner.id}`}
      aria-labelledby={headingId}
      data-testid="offer-card"
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {partner.name}
        </h3>
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          {t('offers.badge')}
        </span>
      </div>
      <p className="flex items-start gap-2 font-medium text-slate-900 dark:text-slate-100">
        <Gift className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
        <span data-testid="offer-text">{offerText(offer, i18n.language)}</span>
      </p>
      <p className="text-sm" data-testid="offer-source">
        <ProvenanceNote provenance={offer.provenance} />
      </p>
      <div className="mt-auto flex flex-col gap-1.5 pt-1">
        <Link
          to={partnerPageHref(partner)}
          className="self-start text-sm font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
        >
          {t('offers.details', { name: partner.name })}
        </Link>
        <PartnerCta
          type={partner.type as PartnerType}
          id={partner.id}
          disclosure={t('offers.disclosure')}
          disclosureTestId="offer-disclosure"
          linkClassName="inline-flex h-9 items-center justify-center gap-2 self-start rounded-md bg-blue-700 px-3 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
        >
          {t('list.visit', { name: partner.name })}
          <ExternalLink className="h-4 w-4" aria-hidden />
          <span className="sr-only">{t('list.newTab')}</span>
        </PartnerCta>
      </div>
    </article>
  );
}

/** The offers grouped by section, in the order of the partner types. */
export function OfferList({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('referrals');
  const groups = PARTNER_TYPES.map((type) => ({ type, items: entries.filter((e) => e.partner.type === type) })).filter(
    (g) => g.items.length,
  );
  return (
    <>
      {groups.map((g) => (
        <section key={g.type} aria-labelledby={`offers-${g.type}`} className="mt-6">
          <h3 id={`offers-${g.type}`} className="text-xl font-bold">
            {t(`types.${g.type}`)}
          </h3>
          <ul className="mt-3 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {g.items.map((e) => (
              <li key={`${e.partner.type}/${e.partner.id}/${e.offer.id}`}>
                <OfferCard {...e} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

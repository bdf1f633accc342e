import { ArrowRight, ExternalLink, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { Link, useLocation } from 'react-router-dom';
import { PARTNER_TYPES } from '@coinatlas/domain/partners/partner';
import { PartnerCta } from '@/components/partner-cta';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { ListingSkeleton } from '@/components/page/listing-skeleton';
import { PageHeader } from '@/components/page/page-header';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { useActiveReferralCodes, type ReferralCode } from '@/lib/api/referral-code-queries';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { contentQueries, useContentLanguage } from '@/lib/api/content-queries';
import type { PageLoaderContext } from '@/lib/page-module';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';
import { loadAllPartners, OfferList, useOffers } from './offer-list';

const matches = (c: ReferralCode, q: string) =>
  [c.name, c.description, c.discount, c.code, c.entityId].some((v) => v.toLowerCase().includes(q));

/** `hasPage`: the code is a listed exchange's, which has its own /referral-codes/{id} page. */
function CodeCard({ code, hasPage }: { code: ReferralCode; hasPage: boolean }) {
  const { t } = useTranslation('referrals');
  return (
    <article
      id={`${code.entityType}-${code.entityId}`}
      aria-labelledby={`code-${code.id}`}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 id={`code-${code.id}`} className="text-lg font-semibold">
        {code.name}
      </h3>
      {code.description && <p className="text-sm text-slate-700 dark:text-slate-300">{code.description}</p>}
      <ReferralWidget type={code.entityType} entityId={code.entityId} />
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <PartnerCta type={code.entityType} id={code.entityId} button={{ size: 'sm' }}>
          {t('list.visit', { name: code.name })}
          <ExternalLink className="h-4 w-4" aria-hidden />
          <span className="sr-only">{t('list.newTab')}</span>
        </PartnerCta>
        {hasPage && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/referral-codes/${code.entityId}`}>
              {t('list.howToUse')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
}

/** Every section's partners (their offers) and the active codes, loaded before the page renders. */
export const loader = (ctx: PageLoaderContext) =>
  Promise.all([loadAllPartners(ctx), ctx.queryClient.prefetchQuery(referralCodeQueries.active())]);

/** The public sign-up offers of the partner records: always there, whether or not any code is active. */
function OffersSection() {
  const { t } = useTranslation('referrals');
  const { entries, isError } = useOffers();
  return (
    <section aria-labelledby="offers-heading" className="mb-12">
      <h2 id="offers-heading" className="text-2xl font-bold">
        {t('offers.heading')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t('offers.intro')}</p>
      {isError ? (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
          {t('offers.error')}
        </p>
      ) : !entries ? (
        <ListingSkeleton label={t('offers.loading')} />
      ) : (
        <OfferList entries={entries} />
      )}
    </section>
  );
}

export default function ReferralCodesPage() {
  const { t } = useTranslation('referrals');
  const { pathname } = useLocation();
  const coupon = pathname.startsWith('/coupon-codes');
  const [query, setQuery] = useState('');
  const { data, isPending, isError, refetch, isFetching } = useActiveReferralCodes();
  // which exchanges are listed (a code links to the exchange's own page only then): the offer list's records
  const { data: exchanges } = useQuery(contentQueries.partnerOffers('exchange', useContentLanguage()));
  const listedExchange = (id: string) => exchanges?.some((e) => e.id === id) === true;
  usePageMeta({ title: t('list.metaTitle'), description: t('list.metaDescription') });

  const q = query.trim().toLowerCase();
  const codes = (data ?? []).filter((c) => !q || matches(c, q)).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const groups = PARTNER_TYPES.map((type) => ({ type, codes: codes.filter((c) => c.entityType === type) })).filter(
    (g) => g.codes.length > 0,
  );

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumbHome'), href: '/' },
          { label: t(coupon ? 'list.crumbCoupons' : 'list.crumbReferrals'), href: pathname, isCurrentPage: true },
        ]}
      />
      <PageHeader title={t('list.title')} intro={t('list.intro')}>
        <p className="mt-3 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t('list.disclosure')}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <OffersSection />
        <h2 id="codes-heading" className="mb-4 text-2xl font-bold">
          {t('codes.heading')}
        </h2>
        {isPending ? (
          <ListingSkeleton label={t('list.loading')} />
        ) : isError ? (
          <div
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
          >
            <p className="font-medium">{t('list.error')}</p>
            <Button className="mt-3" variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {t('list.retry')}
            </Button>
          </div>
        ) : data.length === 0 ? (
          <section
            aria-labelledby="no-codes-heading"
            className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600"
          >
            <TicketPercent className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
            <h3 id="no-codes-heading" className="mt-3 text-xl font-semibold">
              {t('list.noneHeading')}
            </h3>
            <p className="mx-auto mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{t('list.noneText')}</p>
            <div className="mt-5 flex flex-wrap justify-center gap-2">
              <Button asChild variant="outline">
                <Link to="/exchanges">{t('list.browseExchanges')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/trading-bots">{t('list.browseBots')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/payment-cards">{t('list.browseCards')}</Link>
              </Button>
            </div>
          </section>
        ) : (
          <>
            <div className="max-w-xl">
              <SearchField
                showLabel
                label={t('list.search')}
                value={query}
                onValueChange={setQuery}
                placeholder={t('list.searchPlaceholder')}
                clearLabel={t('list.clearSearch')}
                maxLength={100}
              />
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
                {t('list.count', { shown: codes.length, count: data.length })}
              </p>
            </div>
            {groups.length === 0 ? (
              <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
                <p className="font-medium">{t('list.noMatch', { query: query.trim() })}</p>
                <Button className="mt-4" variant="outline" onClick={() => setQuery('')}>
                  {t('list.clearSearch')}
                </Button>
              </div>
            ) : (
              groups.map((g) => (
                <section key={g.type} aria-labelledby={`group-${g.type}`} className="mt-8">
                  <h3 id={`group-${g.type}`} className="text-xl font-bold">
                    {t(`types.${g.type}`)}{' '}
                    <span className="text-base font-medium text-slate-600 dark:text-slate-300">({g.codes.length})</span>
                  </h3>
                  <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
                    {g.codes.map((c) => (
                      <li key={c.id}>
                        <CodeCard code={c} hasPage={c.entityType === 'exchange' && listedExchange(c.entityId)} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
          </>
        )}
      </div>
    </>
  );
}

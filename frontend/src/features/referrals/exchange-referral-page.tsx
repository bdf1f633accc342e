import { ArrowRight, ExternalLink, Info } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link, useParams } from 'react-router-dom';
import { PartnerCta } from '@/components/partner-cta';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PageHeader } from '@/components/page/page-header';
import { ExchangeFacts, ExchangeFeatures } from '@/components/referral/exchange-facts';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { useActiveReferralCodes, useReferralCode } from '@/lib/api/referral-code-queries';
import { isUsable } from '@coinatlas/domain/referrals/referral-code';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useExchanges, type Exchange } from '@/lib/content/exchanges';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { relatedExchanges } from './related';
import { partnersLoader } from '@/lib/api/content-queries';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';

/** The same not-found screen the router shows (texts from `common`), for an id we do not list. */
function UnknownExchange() {
  const { t } = useTranslation('common');
  usePageMeta({ title: t('notFound.metaTitle'), description: t('notFound.metaDescription') });
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('notFound.text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{t('notFound.cta')}</Link>
      </Button>
    </section>
  );
}

function Offer({ exchange: e }: { exchange: Exchange }) {
  const { t } = useTranslation('referrals');
  const { data: code, isPending } = useReferralCode('exchange', e.id);
  if (isPending) return <div className="h-16 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />;
  if (!code) {
    return (
      <div className="rounded-lg border border-slate-300 bg-slate-50 p-4 dark:border-slate-600 dark:bg-slate-900">
        <p className="flex items-center gap-2 font-semibold">
          <Info className="h-5 w-5 text-slate-600 dark:text-slate-300" aria-hidden />
          {t('exchange.noCodeHeading')}
        </p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('exchange.noCodeText', { name: e.name })}</p>
      </div>
    );
  }
  return (
    <p className="text-slate-800 dark:text-slate-200">
      {code.discount
        ? t('exchange.offerWithDiscount', { name: e.name, discount: code.discount })
        : t('exchange.offerPlain', { name: e.name })}
    </p>
  );
}

/** The exchanges and the active codes, loaded before the page renders. */
export const loader = partnersLoader('exchange', (ctx) => ctx.queryClient.prefetchQuery(referralCodeQueries.active()));

export default function ExchangeReferralPage() {
  const { id = '' } = useParams();
  const { data: exchanges, isError } = useExchanges();
  if (!exchanges && !isError) return <Spinner />;
  const exchange = exchanges?.find((x) => x.id === id);
  return exchange && exchanges ? <ExchangeReferral exchange={exchange} all={exchanges} /> : <UnknownExchange />;
}

function ExchangeReferral({ exchange: e, all }: { exchange: Exchange; all: readonly Exchange[] }) {
  const { t } = useTranslation(['referrals', 'exchanges']);
  usePageMeta({ title: t('exchange.metaTitle', { name: e.name }), description: t('exchange.metaDescription', { name: e.name }) });
  const steps = t(e.kind === 'centralized' ? 'exchange.stepsCentralized' : 'exchange.stepsDecentralized', {
    returnObjects: true,
    name: e.name,
  }) as string[];
  // Steps that say "copy the code" appear only with a code to copy; related links only lead to pages that
  // have one (the server answers 404 for the others).
  const { data: codes } = useActiveReferralCodes();
  const withCode = new Set((codes ?? []).filter((c) => c.entityType === 'exchange' && isUsable(c)).map((c) => c.entityId));
  const hasCode = withCode.has(e.id);
  const related = relatedExchanges(
    e,
    all.filter((x) => x.id === e.id || withCode.has(x.id)),
  );

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumbHome'), href: '/' },
          { label: t('list.crumbReferrals'), href: '/referral-codes' },
          { label: e.name, href: `/referral-codes/${e.id}`, isCurrentPage: true },
        ]}
      />
      <PageHeader title={t('exchange.title', { name: e.name })} intro={t(`exchange.intro.${e.kind}`, { name: e.name })} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="offer-heading">
            <h2 id="offer-heading" className="text-2xl font-bold">
              {t('exchange.offerHeading')}
            </h2>
            <div className="mt-3 flex flex-col gap-4">
              <Offer exchange={e} />
              <ReferralWidget type="exchange" entityId={e.id} title={t('exchange.widgetTitle', { name: e.name })} />
            </div>
          </section>
          {hasCode && (
            <section aria-labelledby="steps-heading">
              <h2 id="steps-heading" className="text-2xl font-bold">
                {t('exchange.stepsHeading')}
              </h2>
              <ol className="mt-4 space-y-3">
                {steps.map((step, i) => (
                  <li key={step} className="flex gap-3">
                    <span
                      aria-hidden
                      className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white dark:bg-blue-500 dark:text-slate-950"
                    >
                      {i + 1}
                    </span>
                    <span className="pt-0.5 text-slate-800 dark:text-slate-200">{step}</span>
                  </li>
                ))}
              </ol>
              <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                {t('exchange.caution')}
              </p>
            </section>
          )}
          {related.length > 0 && (
            <section aria-labelledby="related-heading">
              <h2 id="related-heading" className="text-2xl font-bold">
                {t('exchange.relatedHeading')}
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {related.map((r) => (
                  <li key={r.id}>
                    <Link
                      to={`/referral-codes/${r.id}`}
                      className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 p-4 font-medium hover:border-blue-600 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:border-blue-400 dark:hover:bg-slate-900"
                    >
                      <span>
                        {r.name}
                        <span className="block text-sm font-normal text-slate-600 dark:text-slate-300">
                          {t(`exchanges:kind.${r.kind}`)}
                          {r.founded ? ` · ${t('exchanges:facts.foundedIn', { year: r.founded })}` : ''}
                        </span>
                      </span>
                      <ArrowRight className="h-4 w-4 shrink-0" aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside aria-labelledby="facts-heading" className="h-fit rounded-xl border border-slate-200 p-5 dark:border-slate-700">
          <h2 id="facts-heading" className="text-lg font-semibold">
            {t('exchange.factsHeading', { name: e.name })}
          </h2>
          <ExchangeFacts exchange={e} className="mt-3" />
          <ExchangeFeatures exchange={e} className="mt-4" />
          <div className="mt-5 flex flex-col gap-2">
            <PartnerCta type="exchange" id={e.id} button={{ className: 'w-full' }} className="items-stretch">
              {t('list.visit', { name: e.name })}
              <ExternalLink className="h-4 w-4" aria-hidden />
              <span className="sr-only">{t('list.newTab')}</span>
            </PartnerCta>
            <Button asChild variant="outline">
              <Link to={`/exchanges/${e.kind}#${e.id}`}>{t('exchange.inDirectory')}</Link>
            </Button>
          </div>
        </aside>
      </div>
    </>
  );
}

import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { PartnerCta } from '@/components/partner-cta';
import { PartnerDetailsLink, PartnerNameLink } from '@/components/partner-page-link';
import { FactsCheckedLine } from '@/components/provenance';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { track } from '@/lib/analytics';
import type { Wallet } from './wallet-types';
import { OpenSourceBadge, TypeBadge, useChainsText, usePriceText } from './wallet-badges';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { PartnerLogo } from '@/components/partner-logo';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}

export function WalletCard({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation('wallets');
  const chainsText = useChainsText();
  const priceText = usePriceText();
  const headingId = `${wallet.id}-name`;
  const where =
    wallet.type === 'hardware'
      ? { label: t('connectivity'), value: wallet.connectivity.map((c) => t(`link.${c}`)).join(' · ') }
      : { label: t('platforms'), value: wallet.platforms.map((p) => t(`platform.${p}`)).join(' · ') };

  return (
    <article
      id={wallet.id}
      aria-labelledby={headingId}
      data-wallet-id={wallet.id}
      className="flex min-w-0 scroll-mt-24 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <PartnerLogo logo={wallet.logo} size={44} />
        <h3 id={headingId} className="mr-auto min-w-0 self-center text-lg font-semibold">
          <PartnerNameLink type="wallet" id={wallet.id} name={wallet.name} page={wallet.page} />
        </h3>
        <CompareToggle kind="wallets" id={wallet.id} name={wallet.name} className="shrink-0" />
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <TypeBadge type={wallet.type} />
        <OpenSourceBadge level={wallet.openSource} />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{wallet.text.summary}</p>

      <dl className="mt-4 grid gap-3">
        <Field label={t('chains')}>{chainsText(wallet)}</Field>
        <Field label={where.label}>{where.value}</Field>
        <Field label={t('price')}>{priceText(wallet)}</Field>
        <Field label={t('securityModel')}>{wallet.text.securityModel}</Field>
        <Field label={t('bestFor')}>{wallet.text.bestFor}</Field>
      </dl>
      <FactsCheckedLine lastChecked={wallet.lastChecked} className="mt-3" />

      <ReferralWidget type="wallet" entityId={wallet.id} className="mt-4" />

      <div className="mt-auto flex flex-col gap-2 pt-5">
        <PartnerDetailsLink type="wallet" id={wallet.id} name={wallet.name} page={wallet.page} size="md" className="w-full" />
        <PartnerCta
          type="wallet"
          id={wallet.id}
          onClick={() => track({ name: 'visit_wallet', category: 'wallet', label: wallet.id })}
          className="w-full items-stretch"
          linkClassName="inline-flex h-10 w-full items-center justify-center gap-2 rounded-md bg-blue-700 px-4 text-sm font-medium text-white transition-colors hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
        >
          {t('visit', { name: wallet.name })}
          <ExternalLink className="h-4 w-4" aria-hidden />
          <span className="sr-only">{t('newTab')}</span>
        </PartnerCta>
      </div>
    </article>
  );
}

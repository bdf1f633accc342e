import { pageFactScore, type PageFact, type PageRecord } from '@coinatlas/domain/partners/thin-page';
import type { PartnerRecord } from './api/partners-admin';

/** What each fact of a partner page is, in the desk's words. */
const FACT_NAMES: Readonly<Record<PageFact, string>> = {
  tradingFee: 'trading fees (fees.trading, or a DEX’s facts.poolFee)',
  availability: 'availability by country',
  paymentMethods: 'payment methods',
  licences: 'licences',
  transferFees: 'deposit or withdrawal fees',
  kyc: 'identity check (facts.kyc)',
  founded: 'founding year',
  headquarters: 'headquarters',
  coins: 'number of coins',
  fiat: 'fiat currencies',
  networks: 'networks (facts.chains)',
  features: 'features (facts.features)',
  incidents: 'security incidents',
  openSource: 'open source',
  securityModel: 'security model',
  price: 'price',
  connectivity: 'connectivity',
  platforms: 'platforms',
  backup: 'backup',
  easeOfUse: 'ease of use',
  bestFor: 'who it suits',
  pricing: 'pricing',
  capabilities: 'capabilities',
  network: 'card network',
  cashback: 'cashback',
  issuedIn: 'where it is issued',
  stakingRequired: 'whether staking is required',
  botTypes: 'bot types',
  exchangeCount: 'number of exchanges supported',
  factNotes: 'fact notes',
  featureList: 'feature list (text)',
  pros: 'pros',
  cons: 'cons',
  ratingBreakdown: 'rating breakdown',
};

/**
 * A read-only line on the record editor: how many facts the partner's page shows from this record (the draft,
 * as edited) against the threshold under which the page is `noindex`, and what would lift it. Counted from
 * this record alone: a written review, or the provider's other records shown on the same page, count too.
 */
export function PageFactsHint({ record }: { record: PartnerRecord }) {
  const r = record as unknown as PageRecord & { text?: { en?: Record<string, unknown> } };
  const score = pageFactScore([{ ...r, text: r.text?.en ?? null }], false);
  return (
    <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="page-facts-hint">
      Page facts: {score.score} of the {score.threshold} a page needs to be indexed.{' '}
      {score.thin
        ? `What would lift this page: ${score.missing.map((f) => FACT_NAMES[f]).join(', ')} (or a written review).`
        : 'Enough for the page to be indexed.'}
    </p>
  );
}

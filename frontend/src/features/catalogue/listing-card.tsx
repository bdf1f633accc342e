import { Check, ExternalLink, Gift, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { PartnerCta } from '@/components/partner-cta';
import { PartnerLogo, type PartnerLogoImage } from '@/components/partner-logo';
import { PartnerDetailsLink, PartnerNameLink, type ShownOn } from '@/components/partner-page-link';
import { EditorsPickBadge, type EditorsPick } from '@/components/editors-pick';
import { FactsCheckedLine, ProvenanceNote } from '@/components/provenance';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import type { ListingIcon as IconName, ServiceStatus, TagColor } from './content-types';
import { cn } from '@/lib/cn';
import { ListingIcon, TAG_CLASSES } from './listing-icon';
import { useTranslation } from '@/i18n/react';
import { NamedList } from '@/components/ui/named-list';

export type ListingCardProps = {
  /** The entry id: also the element id, so /page#id scrolls to and highlights this card. */
  id: string;
  partnerType: PartnerType;
  /** For a record shown on its provider's page (one provider, one page): its links land on that section. */
  page?: ShownOn;
  name: string;
  icon: IconName;
  tagColor: TagColor;
  tag: string;
  /** Extra neutral chips beside the tag (a card's network). */
  badges?: readonly string[];
  description: string;
  features: readonly string[];
  status: ServiceStatus;
  statusNote?: string;
  /**
   * Whether the partner's status lets the site promote it. false (unverified, pivoted, discontinued, reference
   * only): the card shows facts only, with no offer, referral widget or outbound call to action.
   */
  promotable: boolean;
  /** Already translated labels. */
  labels: { features: string; offer: string; visitWebsite: string; opensInNewTab: string };
  offer?: string;
  /** Where the offer comes from (shown under it, as on the offers page). */
  offerProvenance?: Provenance;
  /** Extra content under the features (dated facts of a card). */
  extra?: ReactNode;
  widget?: ReactNode;
  /**
   * The newest day an editor checked any of this partner's facts (ISO), or null while all come from our
   * catalogue; shown under its facts ("Facts checked …" or "From our catalogue, not yet checked").
   */
  lastChecked?: string | null;
  /** The 'Read Review' control, when the entry has one. */
  review?: ReactNode;
  /** The card's "Compare" toggle, on the directories that offer side-by-side comparisons. */
  compare?: ReactNode;

  headingLevel?: 'h2' | 'h3';
  /** The logo an editor uploaded; the section's icon stands in without one. */
  logo?: PartnerLogoImage | null;
  /** An editor's pick (who, since when, why): the only thing a "Top pick" badge is shown for. */
  editorsPick?: EditorsPick | undefined;
};

/** One entry of a catalogue grid: icon, name, tag, status note, description, features, offer, actions. */
export function ListingCard(p: ListingCardProps) {
  const Heading = p.headingLevel ?? 'h3';
  const showVisit = p.promotable;
  const { t } = useTranslation('common');
  const headingId = `${p.id}-name`;
  return (
    <article
      id={p.id}
      aria-labelledby={headingId}
      data-testid="listing-card"
      className="flex scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      {/* The Compare toggle moves under the name where both would not fit side by side (a long name on a phone). */}
      <div className="flex flex-wrap items-start gap-3">
        {p.logo ? <PartnerLogo logo={p.logo} size={44} /> : <ListingIcon name={p.icon} color={p.tagColor} />}
        <div className="min-w-0 grow basis-40">
          <Heading id={headingId} className="text-lg font-semibold leading-tight text-slate-900 dark:text-slate-50">
            <PartnerNameLink type={p.partnerType} id={p.id} name={p.name} page={p.page} />
          </Heading>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', TAG_CLASSES[p.tagColor])}>{p.tag}</span>
            {p.badges?.map((b) => (
              <span
                key={b}
                className="inline-block rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:border-slate-600 dark:text-slate-300"
              >
                {b}
              </span>
            ))}
          </div>
        </div>
        {p.compare && <div className="ml-auto shrink-0">{p.compare}</div>}
      </div>

      <EditorsPickBadge pick={p.editorsPick} className="mt-3" />

      {p.status !== 'active' && p.statusNote && (
        <p
          role="note"
          className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            <strong data-testid="status-label">{t(`partnerStatus.${p.status}`)}:</strong> {p.statusNote}
          </span>
        </p>
      )}

      <p className="mt-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{p.description}</p>

      {p.features.length > 0 && (
        <NamedList name={p.labels.features} className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
          {p.features.map((f) => (
            <li key={f} className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
              <span>{f}</span>
            </li>
          ))}
        </NamedList>
      )}

      {p.extra}

      {p.lastChecked !== undefined && <FactsCheckedLine lastChecked={p.lastChecked} className="mt-3" />}

      {p.promotable && p.offer && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
          <Gift className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            <span className="sr-only">{p.labels.offer}: </span>
            <span data-testid="offer">{p.offer}</span>
            {p.offerProvenance && (
              <span className="mt-0.5 block text-xs font-normal" data-testid="offer-source">
                <ProvenanceNote provenance={p.offerProvenance} className="text-emerald-900 dark:text-emerald-100" />
              </span>
            )}
          </span>
        </p>
      )}

      {p.promotable && p.widget}

      <div className="mt-auto flex flex-wrap gap-2 pt-5 [&>*]:min-w-36 [&>*]:flex-1 [&>*]:whitespace-nowrap">
        <PartnerDetailsLink type={p.partnerType} id={p.id} name={p.name} page={p.page} size="md" />
        {p.review}
        {showVisit && (
          <PartnerCta
            type={p.partnerType}
            id={p.id}
            className="items-stretch"
            disclosureClassName="whitespace-normal"
            linkClassName="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
          >
            {p.labels.visitWebsite}
            <span className="sr-only">
              {' '}
              – {p.name} ({p.labels.opensInNewTab})
            </span>
            <ExternalLink className="h-4 w-4" aria-hidden />
          </PartnerCta>
        )}
      </div>
    </article>
  );
}

import { isRatedType } from '@coinatlas/domain/ratings/weights';
import { CATALOGUE } from '@coinatlas/domain/provenance/provenance';
import {
  CATEGORY_TYPE,
  REC_CATEGORIES,
  type CandidateFact,
  type CandidatePage,
  type CandidateOffer,
  type CandidateWithText,
  type RecCategory,
} from '@coinatlas/domain/recommendations/catalogue';
import { CRITERIA_FIELDS } from '@coinatlas/domain/recommendations/criteria';
import type { AvailabilityFact } from '@coinatlas/domain/availability/availability';
import type { LicenceFact } from '@coinatlas/domain/payments/methods';
import { promotable } from './eligibility.js';
import { localize } from './localize.js';
import type { ContentLanguage, PartnerFile } from './schema.js';

type Loose = Record<string, unknown>;
type SourcedLike = { value: unknown; provenance: CandidateFact['provenance'] };
const isSourced = (v: unknown): v is SourcedLike => typeof v === 'object' && v !== null && 'value' in v && 'provenance' in v;

/**
 * The fact at a criterion's field path, as the partner API serves it: `category` is the record's own
 * classification (from our catalogue, like every shipped fact); `offers.0` is its first offer (its
 * provenance beside it); any other path names a fact of the record (`fees.trading`, `facts.fiat`…).
 */
function factAt(p: Loose, field: string): CandidateFact | undefined {
  if (field === 'category') return typeof p.category === 'string' ? { value: p.category, provenance: CATALOGUE } : undefined;
  if (field === 'offers.0') {
    const first = (p.offers as Loose[] | undefined)?.[0];
    if (!first) return undefined;
    const { provenance, ...offer } = first as Loose & { provenance: CandidateFact['provenance'] };
    return { value: offer, provenance };
  }
  let at: unknown = p;
  for (const k of field.split('.')) at = at && typeof at === 'object' ? (at as Loose)[k] : undefined;
  return isSourced(at) ? { value: at.value, provenance: at.provenance } : undefined;
}

/**
 * The recommendation candidates: every partner of each category's type that the site may promote (see
 * eligibility.ts), with the facts its category's criteria read (CRITERIA_FIELDS), its availability by
 * country, an exchange's licences (each entry with its provenance), its rating only where the methodology rates its kind, and its own description and first offer
 * in `lang`. An exchange's app (an app record with the same id) lends it its platforms for "Mobile app",
 * marked as coming from that record. Order: category (the wizard's), then the record's own order.
 */
export function buildCandidates(
  partners: readonly PartnerFile[],
  lang: ContentLanguage,
  /** the page a record is a section of (one provider, one page), null for a page's own record */
  shownOn: (p: { type: PartnerFile['type']; id: string }) => CandidatePage | null = () => null,
): CandidateWithText[] {
  const apps = new Map(partners.filter((p) => p.type === 'app').map((p) => [p.id, p]));
  return REC_CATEGORIES.flatMap((category: RecCategory) =>
    partners
      .filter((p) => p.type === CATEGORY_TYPE[category] && promotable(p))
      .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
      .map((record): CandidateWithText => {
        const p = localize(record, lang) as Loose;
        const facts: Record<string, CandidateFact> = {};
        for (const field of CRITERIA_FIELDS[category]) {
          const own = factAt(p, field);
          if (own) facts[field] = own;
        }
        const app = apps.get(record.id);
        if (record.type === 'exchange' && !facts['facts.platforms'] && app)
          facts['facts.platforms'] = { ...app.facts.platforms, from: { type: 'app', id: app.id } };
        const text = (p.text ?? {}) as Loose;
        const description = [text.description, text.summary].find((s): s is string => typeof s === 'string' && s.trim() !== '');
        const offer = (p.offers as CandidateOffer[] | undefined)?.[0];
        const availability = (p.availability as AvailabilityFact[] | undefined) ?? [];
        const licences = (p.licences as LicenceFact[] | undefined) ?? [];
        const page = shownOn(record);
        return {
          category,
          type: record.type,
          id: record.id,
          name: record.name,
          ...(page ? { page } : {}),
          ...(isRatedType(record.type) && record.rating ? { rating: record.rating.overall } : {}),
          ...(availability.length ? { availability } : {}),
          ...(licences.length ? { licences } : {}),
          facts,
          ...(description ? { description } : {}),
          ...(offer ? { offer } : {}),
        };
      }),
  );
}

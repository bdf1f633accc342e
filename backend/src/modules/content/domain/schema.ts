import { Type, type Static, type TSchema } from 'typebox';
import { PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import { editorialSchemas } from './schema-editorial.js';
import { partnerSchemas } from './schema-partners.js';
import type { Text } from './schema-primitives.js';
import { sharedParts } from './schema-shared-parts.js';

/**
 * The shapes of the editorial content files (backend/content/**.json) and of the API answers built from
 * them. Every schema is written once as a function of how a per-language text is represented: in a file
 * each text is `{ en, es, de, pt }`, in an answer it is the one language asked for. `fileSchemas` and
 * `answerSchemas` below are the two instances. The parts live beside this file (schema-*.ts).
 */

export {
  ANALYSIS_CATEGORIES,
  APP_CATEGORIES,
  APP_PLATFORMS,
  APP_PRICING,
  BOT_CATEGORIES,
  CARD_NETWORKS,
  COMPLEXITIES,
  CONCEPT_CATEGORIES,
  CONNECTIVITY,
  CONTENT_LANGUAGES,
  DIFFICULTIES,
  EXCHANGE_FEATURES,
  EXCHANGE_KINDS,
  isContentLanguage,
  KYC_POLICIES,
  LISTING_ICONS,
  OPEN_SOURCE_LEVELS,
  PARTNER_FOLDERS,
  PRICE_BANDS,
  PRICING_MODELS,
  RATING_CRITERIA,
  SECTION_TYPES,
  SERVICE_STATUSES,
  TAG_COLORS,
  TOOL_CATEGORIES,
  TRENDING_CATEGORIES,
  TRENDING_ICONS,
  WALLET_CHAINS,
  WALLET_TYPES,
  type ContentLanguage,
} from './schema-enums.js';
export { ID_PATTERN } from './schema-primitives.js';
/** Where a record comes from: the one provenance schema of `@coinatlas/domain/provenance/provenance-schema`. */
export { ProvenanceSchema } from '@coinatlas/domain/provenance/provenance-schema';
export { Availability, Licence, Licences, PaymentMethodEntry, PaymentMethods } from './schema-availability.js';
export { Fees } from './schema-fees.js';

/**
 * Builds every schema with `text(x)` as the representation of a per-language text of shape x. `named`
 * gives the shared parts of the answers an id, so the OpenAPI document lists each once.
 */
function build(text: Text, named: boolean) {
  const partners = partnerSchemas(text, sharedParts(text, named));
  const { Review, Concept, Faq, GuideEntry } = editorialSchemas(text, named);
  return { partners, Review, Concept, Faq, GuideEntry };
}

/** A per-language text in a file: every language present. */
export const Localized = <T extends TSchema>(t: T) => Type.Object({ en: t, es: t, de: t, pt: t }, { additionalProperties: false });

export const fileSchemas = build(Localized, false);
export const answerSchemas = build((t) => t, true);

export type PartnerFile = Static<(typeof fileSchemas.partners)[PartnerType]>;
export type ReviewFile = Static<typeof fileSchemas.Review>;
export type ConceptFile = Static<typeof fileSchemas.Concept>;
export type FaqFile = Static<typeof fileSchemas.Faq>;
export type GuideFile = Static<typeof fileSchemas.GuideEntry>;

/** Everything under backend/content, validated. */
export type Content = Readonly<{
  partners: readonly PartnerFile[];
  reviews: readonly ReviewFile[];
  concepts: readonly ConceptFile[];
  faq: readonly FaqFile[];
  guide: readonly GuideFile[];
}>;

export { PARTNER_TYPES, type PartnerType };

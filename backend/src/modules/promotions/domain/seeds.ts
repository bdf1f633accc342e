import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { isAppError } from '@coinatlas/domain/errors';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { validatePromotion, type Promotion } from '@coinatlas/domain/promotions/promotion';
import { baseName, schemaProblems } from '@coinatlas/domain/validation/schema-problems';
import { Type } from 'typebox';

/**
 * The promotions the site starts with: backend/content/seed/promotions/<id>.json. Editors own them in the
 * database once seeded (each is inserted once; see the seed ledger).
 */
const Texts = Type.Object(Object.fromEntries(SITE_LANGUAGES.map((l) => [l, Type.String({ minLength: 1 })])), {
  additionalProperties: false,
});

/** A promotion seed file. Fields beyond the texts follow the promotion rules (`validatePromotion`). */
export const PromotionSeedSchema = Type.Object(
  {
    id: Type.String(),
    title: Texts,
    description: Texts,
    ctaText: Texts,
    discount: Texts,
    partnerType: Type.String(),
    partnerId: Type.String(),
    categories: Type.Array(Type.String()),
    targetPages: Type.Array(Type.String()),
    userTypes: Type.Array(Type.String()),
    marketConditions: Type.Array(Type.String()),
    priority: Type.Integer(),
    bgColor: Type.String(),
  },
  { additionalProperties: false },
);

export type PromotionSeedFile = Readonly<{ path: string; data: unknown }>;

/** The seed files as promotions (each must promote a partner `isListed` knows), and one line per problem. */
export function validatePromotionSeeds(
  files: readonly PromotionSeedFile[],
  isListed: (type: PartnerType, id: string) => boolean,
): { promotions: Promotion[]; problems: string[] } {
  const problems: string[] = [];
  const promotions: Promotion[] = [];
  for (const { path, data } of files) {
    const errors = schemaProblems(path, PromotionSeedSchema, data);
    if (errors.length) {
      problems.push(...errors);
      continue;
    }
    try {
      const p = validatePromotion(data as Record<string, unknown>, isListed);
      if (p.id !== baseName(path)) problems.push(`${path}: /id '${p.id}' must equal the file name`);
      else promotions.push(p);
    } catch (err) {
      if (!isAppError(err)) throw err;
      problems.push(`${path}: ${err.message}`);
    }
  }
  return { promotions, problems };
}

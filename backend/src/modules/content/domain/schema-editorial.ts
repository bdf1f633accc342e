// The schemas of the editorial records beside the partners: reviews, concepts, FAQ entries and guide entries.
import { Type } from 'typebox';
import { ANALYSIS_CATEGORIES, COMPLEXITIES, CONCEPT_CATEGORIES, DIFFICULTIES, PRICING_MODELS, SECTION_TYPES } from './schema-enums.js';
import { Fact, Id, IsoDate, Order, Ref, Str, Strs, type Text } from './schema-primitives.js';

/**
 * The review, concept, FAQ and guide schemas, with `text(x)` as the representation of a per-language text of
 * shape x; `named`: a concept section's text is the rendered HTML of the answers, not the file's Markdown.
 */
export function editorialSchemas(text: Text, named: boolean) {
  const Review = Type.Object(
    {
      partner: Ref,
      lastUpdated: IsoDate,
      itemType: Type.Optional(Type.Literal('Product', { description: 'schema.org type when not the kind’s default' })),
      text: text(
        Type.Object(
          {
            summary: Str,
            pros: Strs,
            cons: Strs,
            fullReview: Strs,
            expertOpinion: Str,
            bestFor: Strs,
            notRecommendedFor: Strs,
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  );

  const Concept = Type.Object(
    {
      id: Id,
      order: Order,
      category: Type.Enum([...CONCEPT_CATEGORIES]),
      complexity: Type.Enum([...COMPLEXITIES]),
      updated: { ...IsoDate, description: 'The day the text was last edited' },
      sections: Type.Array(Type.Object({ id: Id, type: Type.Enum([...SECTION_TYPES]) }, { additionalProperties: false }), {
        minItems: 1,
      }),
      text: text(
        Type.Object(
          {
            title: Str,
            shortDescription: Str,
            tags: Strs,
            sections: Type.Record(
              Type.String(),
              named
                ? Type.Object(
                    {
                      title: Str,
                      html: Type.String({
                        description: "The section's Markdown rendered by the site's one pipeline (no raw HTML; safe links)",
                      }),
                    },
                    { additionalProperties: false },
                  )
                : Type.Object(
                    { title: Str, content: Type.String({ description: "Markdown (the blog's dialect, GitHub-flavoured)" }) },
                    { additionalProperties: false },
                  ),
              { description: 'Section texts by section id' },
            ),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  );
  const Faq = Type.Object(
    { id: Id, order: Order, text: text(Type.Object({ q: Str, a: Str }, { additionalProperties: false })) },
    { additionalProperties: false },
  );
  const GuideEntry = Type.Object(
    {
      id: Id,
      partner: Ref,
      order: Order,
      category: Type.Enum([...ANALYSIS_CATEGORIES]),
      difficulty: Type.Enum([...DIFFICULTIES]),
      updated: { ...IsoDate, description: 'The day the entry was last edited' },
      facts: Type.Object({ pricing: Fact(Type.Enum([...PRICING_MODELS])) }, { additionalProperties: false }),
      text: text(Type.Object({ description: Str, features: Strs, bestFor: Strs }, { additionalProperties: false })),
    },
    { additionalProperties: false },
  );
  return { Review, Concept, Faq, GuideEntry };
}

// The parts the partner schemas share (offer, fact note, rating, trending card, editor's pick, card text, common and listing fields).
import { ProvenanceSchema } from '@coinatlas/domain/provenance/provenance-schema';
import { Type, type TProperties } from 'typebox';
import { AUTHOR_SLUG_PATTERN } from '@coinatlas/domain/authors/profile';
import { LISTING_ICONS, SERVICE_STATUSES, TAG_COLORS, TRENDING_CATEGORIES, TRENDING_ICONS } from './schema-enums.js';
import { FactValues, Https, Id, IsoDate, Order, Str, Strs, type Text } from './schema-primitives.js';

/**
 * The parts every partner schema is made of, with `text(x)` as the representation of a per-language text of
 * shape x. `named` gives them an id, so the OpenAPI document lists each once.
 */
export function sharedParts(text: Text, named: boolean) {
  const id = (name: string) => (named ? { $id: `Content${name}` } : {});
  const Offer = Type.Object(
    {
      id: Id,
      values: FactValues,
      text: text(Type.String({ description: 'The offer sentence; {{name}} placeholders take `values`' })),
      summary: Type.Optional(text(Type.String({ description: 'The offer in plain words, as the recommendations show it' }))),
      provenance: ProvenanceSchema,
    },
    { additionalProperties: false, ...id('Offer') },
  );
  const FactNote = Type.Object(
    {
      id: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }),
      values: FactValues,
      text: text(Type.String({ description: 'An editorial fact in one sentence; {{name}} placeholders take `values`' })),
      provenance: ProvenanceSchema,
    },
    { additionalProperties: false, ...id('FactNote') },
  );
  const Rating = Type.Object(
    {
      overall: Type.Number({ minimum: 0, maximum: 5, description: 'Our rating out of 5' }),
      breakdown: Type.Union([Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 5 })), Type.Null()], {
        description: 'Sub-scores in display order (criteria by partner type); null where none is published',
      }),
    },
    { additionalProperties: false, ...id('Rating') },
  );
  const Trending = Type.Object(
    {
      category: Type.Enum([...TRENDING_CATEGORIES]),
      featured: Type.Boolean(),
      icon: Type.Enum([...TRENDING_ICONS]),
      order: Order,
      text: text(Type.Object({ tag: Str, offer: Str, description: Str }, { additionalProperties: false })),
    },
    { additionalProperties: false, description: 'Its card among the home page’s trending tools', ...id('Trending') },
  );
  const EditorsPick = Type.Object(
    {
      by: Type.String({
        pattern: AUTHOR_SLUG_PATTERN,
        minLength: 2,
        maxLength: 60,
        description: "The slug of the editor's author profile (/authors/<slug>) who picked it",
      }),
      since: { ...IsoDate, description: 'The day it was picked' },
      reason: text(Type.String({ minLength: 1, maxLength: 400, description: 'Why it was picked, in one or two sentences' })),
    },
    {
      additionalProperties: false,
      description: 'An editor\'s pick, named and dated with its reason: the only thing that backs a "Top pick" badge',
      ...id('EditorsPick'),
    },
  );
  const CardText = Type.Object(
    { tag: Str, description: Str, features: Strs, status: Type.Optional(Str) },
    { additionalProperties: false, ...id('ListingText') },
  );

  const common = {
    id: Id,
    name: Str,
    officialUrl: Https,
    order: Order,
    updated: { ...IsoDate, description: 'The day the record was last edited (a change of its content, not a check)' },
    rating: Type.Optional(Rating),
    offers: Type.Optional(Type.Array(Offer)),
    editorsPick: Type.Optional(EditorsPick),
  };
  const listing = {
    status: Type.Enum([...SERVICE_STATUSES]),
    icon: Type.Enum([...LISTING_ICONS]),
    tagColor: Type.Enum([...TAG_COLORS]),
  };
  const obj = <P extends TProperties>(props: P, title: string) => Type.Object(props, { additionalProperties: false, title });
  return { FactNote, Trending, CardText, common, listing, obj };
}

export type SharedParts = ReturnType<typeof sharedParts>;

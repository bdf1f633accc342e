import { Value } from 'typebox/value';
import { isRatedType, weightedOverall } from '@coinatlas/domain/ratings/weights';
import { parseCountryCode } from '@coinatlas/domain/region/region';
import { provenanceOf } from './provenance.js';
import type { TSchema } from 'typebox';
import {
  CONTENT_LANGUAGES,
  PARTNER_FOLDERS,
  PARTNER_TYPES,
  RATING_CRITERIA,
  fileSchemas,
  ProvenanceSchema,
  type ConceptFile,
  type Content,
  type FaqFile,
  type GuideFile,
  type PartnerFile,
  type PartnerType,
  type ReviewFile,
} from './schema.js';

/** One content file as read from disk: its path under backend/content (with / separators) and its parsed JSON. */
export type ContentFile = Readonly<{ path: string; data: unknown }>;

export type ValidationResult = { content: Content; problems: string[] };

const folderType = new Map(Object.entries(PARTNER_FOLDERS).map(([type, folder]) => [folder, type as PartnerType]));

const messageOf = (path: string, e: { keyword: string; instancePath: string; message: string; params: unknown }): string => {
  const where = e.instancePath || '/';
  if (e.keyword === 'additionalProperties')
    return `${path}: ${where} has unknown field(s) ${(e.params as { additionalProperties: string[] }).additionalProperties.join(', ')}`;
  if (e.keyword === 'required')
    return `${path}: ${where} is missing ${(e.params as { requiredProperties: string[] }).requiredProperties.join(', ')}`;
  return `${path}: ${where} ${e.message}`;
};

const PROVENANCE_AT = /^(.*\/provenance)(\/.*)?$/;
const provenanceBranches = new Map(
  (ProvenanceSchema.anyOf as TSchema[]).map((branch) => [
    (branch as { properties: { kind: { const: string } } }).properties.kind.const,
    branch,
  ]),
);

/**
 * A provenance is one of three shapes; the schema library reports a mismatch against every one of them.
 * This names only what is wrong with the shape its `kind` asks for (or that the kind itself is unknown).
 */
function provenanceProblems(path: string, at: string, value: unknown): string[] {
  const kind = (value as { kind?: unknown } | null)?.kind;
  const branch = typeof kind === 'string' ? provenanceBranches.get(kind) : undefined;
  if (!branch) return [`${path}: ${at}/kind must be one of ${[...provenanceBranches.keys()].join(', ')}`];
  return [...Value.Errors(branch, value)]
    .filter((e) => e.keyword !== 'boolean')
    .map((e) => messageOf(path, { ...e, instancePath: `${at}${e.instancePath}` }));
}

const pointerGet = (data: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      data,
    );

export const schemaProblems = (path: string, schema: TSchema, data: unknown): string[] => {
  if (Value.Check(schema, data)) return [];
  const out: string[] = [];
  const provenanceSeen = new Set<string>();
  // "schema is false" repeats the additionalProperties error that names the field.
  for (const e of Value.Errors(schema, data)) {
    if (e.keyword === 'boolean') continue;
    const m = PROVENANCE_AT.exec(e.instancePath);
    if (m) {
      if (!provenanceSeen.has(m[1]!)) {
        provenanceSeen.add(m[1]!);
        out.push(...provenanceProblems(path, m[1]!, pointerGet(data, m[1]!)));
      }
      continue;
    }
    out.push(messageOf(path, e));
  }
  return [...new Set(out)];
};

/** An https address a browser can open: it parses, and its host has a dot and no stray characters. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');

/** The structure of a value (keys of objects, lengths of arrays), to compare the languages of a text. */
function shapeDiff(a: unknown, b: unknown, at: string): string | undefined {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return `${at} is a list in one language only`;
    if (a.length !== b.length) return `${at} has ${b.length} entries instead of ${a.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = shapeDiff(a[i], b[i], `${at}/${i}`);
      if (d) return d;
    }
    return undefined;
  }
  if (a && typeof a === 'object' && b && typeof b === 'object') {
    const ka = Object.keys(a).sort().join(',');
    const kb = Object.keys(b).sort().join(',');
    if (ka !== kb) return `${at} has keys [${kb}] instead of [${ka}]`;
    for (const k of Object.keys(a)) {
      const d = shapeDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}/${k}`);
      if (d) return d;
    }
    return undefined;
  }
  if (typeof a !== typeof b) return `${at} has a different kind of value`;
  return undefined;
}

/** Every per-language text in a record: objects whose keys are exactly the content languages. */
function* localizedTexts(value: unknown, at = ''): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* localizedTexts(value[i], `${at}/${i}`);
  } else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === CONTENT_LANGUAGES.length && CONTENT_LANGUAGES.every((l) => keys.includes(l))) {
      yield [at, value as Record<string, unknown>];
      return;
    }
    for (const [k, v] of Object.entries(value)) yield* localizedTexts(v, `${at}/${k}`);
  }
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

/** The languages of one text have the same structure as English. */
function languageProblems(path: string, record: unknown): string[] {
  const out: string[] = [];
  for (const [at, text] of localizedTexts(record)) {
    for (const lang of CONTENT_LANGUAGES.slice(1)) {
      const d = shapeDiff(text.en, text[lang], `${at}/${lang}`);
      if (d) out.push(`${path}: ${d} (as in ${at}/en)`);
    }
  }
  return out;
}

/** A sentence with {{name}} placeholders uses exactly the values it is given, in every language. */
function placeholderProblems(path: string, at: string, values: Record<string, unknown>, text: Record<string, unknown>): string[] {
  const out: string[] = [];
  const given = Object.keys(values).sort().join(',');
  for (const lang of CONTENT_LANGUAGES) {
    const s = text[lang];
    if (typeof s !== 'string') continue;
    const used = [...new Set([...s.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort().join(',');
    if (used !== given) out.push(`${path}: ${at}/text/${lang} uses placeholders [${used}] but values are [${given}]`);
  }
  return out;
}

type Typed<K extends string, T> = { kind: K; path: string; record: T };

/**
 * Validates every content file against its schema and the whole set against the cross-references:
 * ids unique and equal to the file name, every language present with the same structure, every rating
 * with a breakdown of its type's criteria (or an explicit null), every review and guide entry belonging
 * to a listed partner, offer sentences matching their values, statuses other than active explained,
 * countries (availability, licences, a card's issuing countries) that are ISO 3166-1 codes, no country or
 * payment method listed twice.
 * Returns what is valid and one line per problem.
 */
export function validateContent(files: readonly ContentFile[]): ValidationResult {
  const problems: string[] = [];
  const partners: Typed<'partner', PartnerFile>[] = [];
  const reviews: Typed<'review', ReviewFile>[] = [];
  const concepts: Typed<'concept', ConceptFile>[] = [];
  const faq: Typed<'faq', FaqFile>[] = [];
  const guide: Typed<'guide', GuideFile>[] = [];

  for (const { path, data } of files) {
    const parts = path.split('/');
    const add = <T>(schema: TSchema, push: (record: T) => void) => {
      const found = schemaProblems(path, schema, data);
      problems.push(...found);
      if (found.length) return;
      const lang = languageProblems(path, data);
      problems.push(...lang);
      if (!lang.length) push(data as T);
    };
    if (parts[0] === 'partners' && parts.length === 3) {
      const type = folderType.get(parts[1]!);
      if (!type) {
        problems.push(`${path}: unknown partner folder '${parts[1]}' (use ${Object.values(PARTNER_FOLDERS).join(', ')})`);
        continue;
      }
      const declared = (data as { type?: unknown } | null)?.type;
      if (declared !== type) {
        problems.push(`${path}: /type must be '${type}' (the folder's type), not ${JSON.stringify(declared)}`);
        continue;
      }
      add<PartnerFile>(fileSchemas.partners[type], (record) => partners.push({ kind: 'partner', path, record }));
    } else if (parts[0] === 'reviews' && parts.length === 3) {
      add<ReviewFile>(fileSchemas.Review, (record) => reviews.push({ kind: 'review', path, record }));
    } else if (parts[0] === 'concepts' && parts.length === 2) {
      add<ConceptFile>(fileSchemas.Concept, (record) => concepts.push({ kind: 'concept', path, record }));
    } else if (parts[0] === 'faq' && parts.length === 2) {
      add<FaqFile>(fileSchemas.Faq, (record) => faq.push({ kind: 'faq', path, record }));
    } else if (parts[0] === 'guide' && parts.length === 2) {
      add<GuideFile>(fileSchemas.GuideEntry, (record) => guide.push({ kind: 'guide', path, record }));
    } else if (parts[0] !== 'seed') {
      problems.push(`${path}: not a content file (expected partners/<type>/, reviews/<type>/, concepts/, faq/ or guide/)`);
    }
  }

  const idMatchesFile = (list: { path: string; record: { id: string } }[]) => {
    for (const { path, record } of list)
      if (record.id !== baseName(path)) problems.push(`${path}: /id '${record.id}' must equal the file name`);
  };
  idMatchesFile(partners);
  idMatchesFile(concepts);
  idMatchesFile(faq);
  idMatchesFile(guide);

  const uniqueOrder = (label: string, list: { path: string; group: string; order: number }[]) => {
    const seen = new Map<string, string>();
    for (const x of list) {
      const key = `${x.group}#${x.order}`;
      const other = seen.get(key);
      if (other) problems.push(`${x.path}: ${label} ${x.order} is also used by ${other}`);
      else seen.set(key, x.path);
    }
  };
  uniqueOrder(
    '/order',
    partners.map((p) => ({ path: p.path, group: p.record.type, order: p.record.order })),
  );
  uniqueOrder(
    '/order',
    concepts.map((p) => ({ path: p.path, group: '', order: p.record.order })),
  );
  uniqueOrder(
    '/order',
    faq.map((p) => ({ path: p.path, group: '', order: p.record.order })),
  );
  uniqueOrder(
    '/order',
    guide.map((p) => ({ path: p.path, group: '', order: p.record.order })),
  );
  uniqueOrder(
    '/trending/order',
    partners.flatMap((p) =>
      p.record.type === 'tool' && p.record.trending ? [{ path: p.path, group: '', order: p.record.trending.order }] : [],
    ),
  );

  const partnerByKey = new Map(partners.map((p) => [`${p.record.type}/${p.record.id}`, p.record]));
  for (const { path, record: p } of partners) {
    // The methodology rates every kind but wallets: a rating of another kind would be shown as ours.
    if (p.rating && !isRatedType(p.type))
      problems.push(`${path}: /rating must be absent: the methodology does not rate a ${p.type.replace('_', ' ')}`);
    if (p.rating?.breakdown) {
      const criteria = RATING_CRITERIA[p.type];
      const keys = Object.keys(p.rating.breakdown).join(',');
      if (!criteria) problems.push(`${path}: /rating/breakdown must be null: ${p.type} has no rating criteria`);
      else if (keys !== criteria.join(','))
        problems.push(`${path}: /rating/breakdown must have exactly ${criteria.join(', ')} in this order (has ${keys})`);
      else {
        // The overall rating is made from the breakdown with the published weights (see /methodology).
        const expected = weightedOverall(p.type, p.rating.breakdown);
        if (expected !== undefined && expected !== p.rating.overall)
          problems.push(
            `${path}: /rating/overall must be ${expected}, the weighted mean of its breakdown to one decimal (is ${p.rating.overall})`,
          );
      }
    }
    const availability = 'availability' in p ? (p.availability ?? []) : [];
    const fees = p.type === 'exchange' ? p.fees : undefined;
    // A feed names its version or when it was fetched, so a reader can tell how current the figure is.
    for (const { at, provenance } of provenanceOf(p)) {
      if (provenance.kind === 'feed' && !provenance.version && !provenance.fetchedAt)
        problems.push(`${path}: ${at}/provenance names a feed without its version or fetch time`);
      if (provenance.source !== undefined && !isWebAddress(provenance.source))
        problems.push(`${path}: ${at}/provenance/source '${provenance.source}' is not a web address (https://host.tld/...)`);
    }
    const countries = new Set<string>();
    availability.forEach((a, i) => {
      if (!parseCountryCode(a.country))
        problems.push(`${path}: /availability/${i}/country '${a.country}' is not an ISO 3166-1 country code`);
      if (countries.has(a.country)) problems.push(`${path}: /availability/${i}/country '${a.country}' is listed twice`);
      countries.add(a.country);
      // A subdivision left out is one of this country's (US-NY under US), never another's.
      (a.status === 'available' ? (a.except ?? []) : []).forEach((s, j) => {
        if (!s.startsWith(`${a.country}-`))
          problems.push(`${path}: /availability/${i}/except/${j} '${s}' is not a subdivision of ${a.country} (${a.country}-…)`);
      });
    });
    if (p.type === 'exchange') {
      const licences = new Set<string>();
      (p.licences ?? []).forEach((l, i) => {
        if (l.regulatorCountry !== 'EU' && !parseCountryCode(l.regulatorCountry))
          problems.push(`${path}: /licences/${i}/regulatorCountry '${l.regulatorCountry}' is not an ISO 3166-1 country code (or EU)`);
        l.covers.forEach((c, j) => {
          if (c !== 'EEA' && !parseCountryCode(c))
            problems.push(`${path}: /licences/${i}/covers/${j} '${c}' is not an ISO 3166-1 country code (or EEA)`);
        });
        if (l.registerUrl !== undefined && !isWebAddress(l.registerUrl))
          problems.push(`${path}: /licences/${i}/registerUrl '${l.registerUrl}' is not a web address (https://host.tld/...)`);
        const key = [l.regulator, l.type, l.holder ?? '', l.entryId ?? ''].join('|');
        if (licences.has(key)) problems.push(`${path}: /licences/${i} repeats an entry above (same regulator, type, holder and entry id)`);
        licences.add(key);
      });
      const methods = new Set<string>();
      (p.paymentMethods ?? []).forEach((m, i) => {
        const key = `${m.method}|${m.fiat}`;
        if (methods.has(key)) problems.push(`${path}: /paymentMethods/${i} lists ${m.method} for ${m.fiat} a second time`);
        methods.add(key);
      });
    }
    if (p.type === 'payment_card')
      (p.facts.issuedIn?.value ?? []).forEach((c, j) => {
        if (c !== 'EEA' && !parseCountryCode(c))
          problems.push(`${path}: /facts/issuedIn/value/${j} '${c}' is not an ISO 3166-1 country code (or EEA)`);
      });
    if (fees?.trading) {
      const { tiers, coversUpToUsd } = fees.trading.value;
      if (tiers[0]?.fromUsd !== 0)
        problems.push(`${path}: /fees/trading/value/tiers/0/fromUsd must be 0 (the first tier starts at no volume)`);
      tiers.forEach((t, i) => {
        if (i > 0 && t.fromUsd <= tiers[i - 1]!.fromUsd)
          problems.push(`${path}: /fees/trading/value/tiers/${i}/fromUsd must be above the tier before it`);
      });
      const last = tiers.at(-1)?.fromUsd ?? 0;
      if (coversUpToUsd !== null && coversUpToUsd <= last)
        problems.push(`${path}: /fees/trading/value/coversUpToUsd must be above the last tier's fromUsd (${last})`);
    }
    const offerIds = new Set<string>();
    (p.offers ?? []).forEach((o, i) => {
      if (offerIds.has(o.id)) problems.push(`${path}: /offers/${i}/id '${o.id}' is used twice`);
      offerIds.add(o.id);
      problems.push(...placeholderProblems(path, `/offers/${i}`, o.values, o.text as Record<string, unknown>));
    });
    if (p.type === 'payment_card')
      (p.factNotes ?? []).forEach((n, i) =>
        problems.push(...placeholderProblems(path, `/factNotes/${i}`, n.values, n.text as Record<string, unknown>)),
      );
    if (p.type === 'app' && p.facts.pricing.value === 'fees') {
      const text = p.text as Record<string, { price?: string }>;
      if (CONTENT_LANGUAGES.some((l) => !text[l]?.price))
        problems.push(`${path}: pricing 'fees' needs a fee note (/text/<lang>/price) in every language`);
    }
    if ('status' in p && p.status !== 'active') {
      const text = p.text as Record<string, { status?: string }>;
      if (CONTENT_LANGUAGES.some((l) => !text[l]?.status))
        problems.push(`${path}: status '${p.status}' needs a status note (/text/<lang>/status) in every language`);
    }
  }

  const reviewed = new Set<string>();
  for (const { path, record: r } of reviews) {
    const key = `${r.partner.type}/${r.partner.id}`;
    const folder = path.split('/')[1];
    if (folder !== PARTNER_FOLDERS[r.partner.type] || baseName(path) !== r.partner.id)
      problems.push(`${path}: a review of ${key} belongs in reviews/${PARTNER_FOLDERS[r.partner.type]}/${r.partner.id}.json`);
    const p = partnerByKey.get(key);
    if (!p) problems.push(`${path}: /partner ${key} is not a listed partner`);
    else if (!p.rating?.breakdown) problems.push(`${path}: the partner ${key} needs a /rating with a breakdown to be reviewed`);
    if (reviewed.has(key)) problems.push(`${path}: ${key} has more than one review`);
    reviewed.add(key);
  }
  for (const { path, record: g } of guide)
    if (!partnerByKey.has(`${g.partner.type}/${g.partner.id}`))
      problems.push(`${path}: /partner ${g.partner.type}/${g.partner.id} is not a listed partner`);
  for (const { path, record: c } of concepts) {
    const ids = c.sections.map((s) => s.id);
    if (new Set(ids).size !== ids.length) problems.push(`${path}: /sections has a repeated id`);
    const texts = Object.keys((c.text as Record<string, { sections: object }>).en?.sections ?? {});
    if (texts.sort().join(',') !== [...ids].sort().join(','))
      problems.push(`${path}: /text/<lang>/sections must have one text per section (${ids.join(', ')})`);
  }

  const byOrder = <T extends { order: number }>(list: { record: T }[]) => list.map((x) => x.record).sort((a, b) => a.order - b.order);
  const typeRank = (t: PartnerType) => PARTNER_TYPES.indexOf(t);
  return {
    content: {
      partners: partners.map((x) => x.record).sort((a, b) => typeRank(a.type) - typeRank(b.type) || a.order - b.order),
      reviews: reviews.map((x) => x.record),
      concepts: byOrder(concepts),
      faq: byOrder(faq),
      guide: byOrder(guide),
    },
    problems,
  };
}

/** The content (the files, or the set stored in the database) breaks a rule: every problem found, one per line. */
export class ContentInvalidError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid content in backend/content (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`,
    );
    this.name = 'ContentInvalidError';
  }
}

import type { TSchema } from 'typebox';
import {
  PARTNER_FOLDERS,
  PARTNER_TYPES,
  fileSchemas,
  type ConceptFile,
  type Content,
  type FaqFile,
  type GuideFile,
  type PartnerFile,
  type PartnerType,
  type ReviewFile,
} from './schema.js';
import { partnerProblems } from './validate-partners.js';
import { schemaProblems } from './validate-schema.js';
import { languageProblems } from './validate-text.js';

export { isWebAddress } from './validate-partners.js';
export { schemaProblems } from './validate-schema.js';

/** One content file as read from disk: its path under backend/content (with / separators) and its parsed JSON. */
export type ContentFile = Readonly<{ path: string; data: unknown }>;

export type ValidationResult = { content: Content; problems: string[] };

const folderType = new Map(Object.entries(PARTNER_FOLDERS).map(([type, folder]) => [folder, type as PartnerType]));

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');

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
  for (const { path, record: p } of partners) problems.push(...partnerProblems(path, p));

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

// The partner desk's facts, checks and "check next" queue: page paths, fact summaries, list rows, marking facts checked.
import { valueAt } from '@coinatlas/domain/json/pointer';
import { localizePath, SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { provenanceCounts, type Provenance } from '@coinatlas/domain/provenance/provenance';
import type { PartnerStatus } from '@coinatlas/domain/partners/partner';
import { statusOf } from './eligibility.js';
import { isDecisionFact, provenanceOf } from './provenance.js';
import { PARTNER_FOLDERS, type PartnerFile, type PartnerType } from './schema.js';

/** A partner page's path without a language prefix: /exchanges/kraken, /trading-bots/3commas, … */
export const partnerPagePath = (type: PartnerType, id: string) => `/${PARTNER_FOLDERS[type]}/${id}`;

/** The partner page's path in every site language, as analytics records them (/exchanges/kraken, /es/exchanges/kraken, …). */
export const partnerPagePaths = (type: PartnerType, id: string): string[] =>
  SITE_LANGUAGES.map((l) => localizePath(l, partnerPagePath(type, id)));

const DAY_MS = 86_400_000;
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) => Math.max(0, Math.round((dayMs(to) - dayMs(from)) / DAY_MS));

/** What the desk shows of a record's provenance. */
export type FactSummary = {
  /** facts, fees, offers, notes, availability, licence and payment-method entries, each with one provenance */
  total: number;
  catalogue: number;
  /** of `catalogue`: availability, licence and payment-method entries (what a reader decides on first) */
  decisionCatalogue: number;
  checked: number;
  feed: number;
  /** the oldest and newest day an editor checked one of them; null when none was checked */
  oldestCheck: string | null;
  newestCheck: string | null;
};

export function factSummary(p: PartnerFile): FactSummary {
  const all = provenanceOf(p);
  const list: Provenance[] = all.map((x) => x.provenance);
  const counts = provenanceCounts(list);
  const checks = list.flatMap((x) => (x.kind === 'checked' ? [x.checked] : [])).sort();
  const decisionCatalogue = all.filter((x) => x.provenance.kind === 'catalogue' && isDecisionFact(x.at)).length;
  return { total: list.length, ...counts, decisionCatalogue, oldestCheck: checks[0] ?? null, newestCheck: checks.at(-1) ?? null };
}

/** A row of the desk's list: the record's identity and state, its facts, visits and place in the queue. */
export type DeskRow = {
  type: PartnerType;
  id: string;
  name: string;
  status: PartnerStatus;
  order: number;
  version: number;
  updatedAt: string;
  updatedBy: string;
  hasLogo: boolean;
  facts: FactSummary;
  /** views of its page in every language over the last 30 days (null when analytics could not be read) */
  visits: number | null;
  /**
   * How many days its oldest unchecked fact has gone unchecked: a catalogue fact has been unchecked at least
   * since the record entered our database (seeded from the catalogue or imported), counting that day; we do
   * not claim to know when the catalogue took it. 0 when nothing is unchecked.
   */
  uncheckedDays: number;
  /** visits × uncheckedDays: the "check next" queue's order (highest first) */
  priority: number;
};

export type RowInput = {
  record: PartnerFile;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string;
  hasLogo: boolean;
};

export function deskRow(r: RowInput, visits: number | null, today: string): DeskRow {
  const facts = factSummary(r.record);
  const since = r.createdAt.toISOString().slice(0, 10);
  const uncheckedDays = facts.catalogue > 0 ? daysBetween(since, today) + 1 : 0;
  return {
    type: r.record.type,
    id: r.record.id,
    name: r.record.name,
    status: statusOf(r.record),
    order: r.record.order,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: r.updatedBy,
    hasLogo: r.hasLogo,
    facts,
    visits,
    uncheckedDays,
    priority: (visits ?? 0) * uncheckedDays,
  };
}

/**
 * The "check next" queue: records with an unchecked availability, licence or payment-method entry first (a
 * reader decides on those before anything else), then most visits × unchecked days.
 */
export const checkNextOrder = (a: DeskRow, b: DeskRow) =>
  Number(b.facts.decisionCatalogue > 0) - Number(a.facts.decisionCatalogue > 0) ||
  b.priority - a.priority ||
  b.uncheckedDays - a.uncheckedDays ||
  (b.visits ?? 0) - (a.visits ?? 0) ||
  a.name.localeCompare(b.name, 'en');

/**
 * The fact paths of a record (`/availability/3`, `/licences/0`, `/paymentMethods/1`, `/fees/trading`,
 * `/facts/kyc`, …) with their provenance: availability, licence and payment-method entries first, the order
 * an editor should check them in; the rest as the record holds them.
 */
export const factPaths = (p: PartnerFile) => {
  const all = provenanceOf(p);
  return [...all.filter((x) => isDecisionFact(x.at)), ...all.filter((x) => !isDecisionFact(x.at))];
};

/**
 * "I checked these against <source> today": the record with each named fact's provenance set to checked,
 * or the paths that name no fact of the record.
 */
export function markChecked(
  p: PartnerFile,
  paths: readonly string[],
  source: string,
  today: string,
): { record: PartnerFile } | { unknown: string[] } {
  const known = new Set(factPaths(p).map((f) => f.at));
  const unknown = paths.filter((x) => !known.has(x));
  if (unknown.length) return { unknown };
  const copy = structuredClone(p) as unknown as Record<string, unknown>;
  for (const path of paths) {
    const fact = valueAt(copy, path) as { provenance: Provenance };
    fact.provenance = { kind: 'checked', source, checked: today };
  }
  return { record: copy as unknown as PartnerFile };
}

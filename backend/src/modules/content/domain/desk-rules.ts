// The partner desk's stricter rules for a save: text limits, set size limits, addresses, percents, countries and dates.
import { pointerSegment } from '@coinatlas/domain/json/pointer';
import { parseCountryCode } from '@coinatlas/domain/region/region';
import { storedTextProblem, type TextKind } from '@coinatlas/domain/validation/stored-text';
import { CONTENT_LANGUAGES, PARTNER_FOLDERS, type PartnerType } from './schema.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const segment = pointerSegment;

/** One thing wrong with a record, at its field (a JSON pointer into the record; '/' for the record itself). */
export type Problem = { path: string; message: string };

/** The longest texts a record may hold (characters); the longest shipped text is well inside each. */
export const TEXT_LIMITS = {
  name: 80,
  /** a card's tag line, in each language */
  tag: 40,
  /** any other text in one language (a description, a status note, an offer sentence) */
  text: 600,
  /** one entry of a text list (a feature, a pro, a con, a benefit) */
  item: 300,
  /** entries in a text list */
  items: 20,
  /** an address (official site, a source) */
  url: 500,
  /** the whole record as JSON */
  recordBytes: 65_536,
} as const;

/**
 * The most partner records the set may hold, of one kind and in all. Listings show one page of cards at a
 * time, but some things still hold every record of a kind (the index a directory page embeds, the content
 * API's answers) or of the set (the records each instance keeps loaded, the search index); these limits bound
 * them. Today's largest kind is 62 exchanges, of 159 records in all: a kind may grow about four times, the
 * set about five, before an import is refused.
 */
export const SET_LIMITS = { perType: 250, total: 750 } as const;

/** What keeps a set with these counts of records per kind from being stored: one problem per limit it exceeds. */
export function setSizeProblems(counts: ReadonlyMap<PartnerType, number>): Problem[] {
  const out: Problem[] = [];
  let total = 0;
  for (const [type, n] of counts) {
    total += n;
    if (n > SET_LIMITS.perType)
      out.push({
        path: '/files',
        message: `partners/${PARTNER_FOLDERS[type]} would hold ${n} records; at most ${SET_LIMITS.perType} of one kind are allowed`,
      });
  }
  if (total > SET_LIMITS.total)
    out.push({ path: '/files', message: `the partner records would number ${total}; at most ${SET_LIMITS.total} are allowed in all` });
  return out;
}

/** A date that exists (2026-02-30 matches the pattern but is no day). */
const isRealDate = (d: string) => {
  const ms = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === d;
};

/** Why this address is no https page address we can link to, or undefined when it is one. */
export function urlProblem(value: string): string | undefined {
  if (value.length > TEXT_LIMITS.url) return `is longer than ${TEXT_LIMITS.url} characters`;
  if (/\s/.test(value)) return 'must be an https address without spaces';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an https address (it could not be read as an address)';
  }
  if (url.protocol !== 'https:') return `must be an https address (not ${url.protocol.replace(/:$/, '')})`;
  if (url.username || url.password) return 'must not carry a user name or password';
  if (!url.hostname.includes('.') || url.hostname.endsWith('.') || /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('['))
    return `must name a public web site (not '${url.hostname}')`;
  return undefined;
}

/** Texts inside `text` that are labels, not prose: one line each (as are list entries). */
const LABEL_KEYS = new Set(['tag', 'price', 'offer']);
/** Fields that name someone: the partner, a licence's regulator and holder, a data feed. */
const NAME_KEYS = new Set(['regulator', 'holder', 'feed']);
/** Fields that hold an address we link to: the official site, a source, a licence's register. */
const URL_KEYS = new Set(['officialUrl', 'source', 'registerUrl']);

/**
 * What the desk refuses beyond the file schema (which the whole set is also validated against): text the
 * stored-text rule refuses (control characters, lone surrogates; line breaks outside prose, bidirectional
 * controls in names), addresses that are not https pages (parsed with URL), percents outside 0..100,
 * countries that are not ISO 3166-1 (availability, a licence's authority and coverage), check and pick dates
 * that are no real day or lie after `today`, feeds fetched in the future, and texts over TEXT_LIMITS. Each
 * problem names its field.
 */
export function deskProblems(record: unknown, today: string): Problem[] {
  const out: Problem[] = [];
  const size = JSON.stringify(record)?.length ?? 0;
  if (size > TEXT_LIMITS.recordBytes)
    out.push({ path: '/', message: `the record is ${size} bytes as JSON; at most ${TEXT_LIMITS.recordBytes}` });
  if (!isObject(record)) return out;

  const walk = (v: unknown, at: string, inText: boolean, parentKey: string) => {
    if (typeof v === 'string') {
      const isItem = /\/\d+$/.test(at);
      const kind: TextKind =
        at === '/name' || NAME_KEYS.has(parentKey) ? 'name' : inText && !isItem && !LABEL_KEYS.has(parentKey) ? 'text' : 'line';
      const unstorable = storedTextProblem(v, kind);
      if (unstorable) {
        out.push({ path: at, message: `${at} ${unstorable}` });
        return;
      }
      if (URL_KEYS.has(parentKey)) {
        const p = urlProblem(v);
        if (p) out.push({ path: at, message: `${at} ${p}` });
      } else if (inText) {
        const lang = at.split('/').find((s) => (CONTENT_LANGUAGES as readonly string[]).includes(s));
        const limit = isItem ? TEXT_LIMITS.item : parentKey === 'tag' ? TEXT_LIMITS.tag : TEXT_LIMITS.text;
        if (v.length > limit)
          out.push({ path: at, message: `${at} is ${v.length} characters long; at most ${limit}${lang ? ` (${lang})` : ''}` });
      } else if (at === '/name' && v.length > TEXT_LIMITS.name) {
        out.push({ path: at, message: `${at} is ${v.length} characters long; at most ${TEXT_LIMITS.name}` });
      } else if (v.length > TEXT_LIMITS.text) {
        out.push({ path: at, message: `${at} is ${v.length} characters long; at most ${TEXT_LIMITS.text}` });
      }
      return;
    }
    if (Array.isArray(v)) {
      if (inText && v.length > TEXT_LIMITS.items)
        out.push({ path: at, message: `${at} has ${v.length} entries; at most ${TEXT_LIMITS.items}` });
      v.forEach((x, i) => walk(x, `${at}/${i}`, inText, String(i)));
      return;
    }
    if (!isObject(v)) return;
    // A provenance: a check happened on a real day, not after today; a feed was not fetched in the future.
    if (v.kind === 'checked' && typeof v.checked === 'string') {
      if (!isRealDate(v.checked)) out.push({ path: `${at}/checked`, message: `${at}/checked '${v.checked}' is not a day of the calendar` });
      else if (v.checked > today)
        out.push({
          path: `${at}/checked`,
          message: `${at}/checked ${v.checked} is after today (${today}): a check cannot be dated in the future`,
        });
    }
    if (v.kind === 'feed' && typeof v.fetchedAt === 'string' && v.fetchedAt.slice(0, 10) > today)
      out.push({ path: `${at}/fetchedAt`, message: `${at}/fetchedAt ${v.fetchedAt} is after today (${today})` });
    // A number shown as a percent (an offer's or a note's value) is a share of something: 0..100.
    if (v.kind === 'percent' && typeof v.value === 'number' && (v.value < 0 || v.value > 100))
      out.push({ path: `${at}/value`, message: `${at}/value ${v.value} is not a percent between 0 and 100` });
    for (const [k, x] of Object.entries(v)) {
      const here = `${at}/${segment(k)}`;
      const badKey = storedTextProblem(k, 'line');
      if (badKey) {
        out.push({ path: here, message: `${here} ${badKey} (in its key)` });
        continue;
      }
      // Fee percents (deposit, trading tiers, spread, pool fees): between 0 and 100.
      if (typeof x === 'number' && at.startsWith('/fees') && ['percent', 'maker', 'taker'].includes(k) && (x < 0 || x > 100))
        out.push({ path: here, message: `${here} ${x} is not a percent between 0 and 100` });
      if (typeof x === 'number' && at.startsWith('/facts/poolFee') && (x < 0 || x > 100))
        out.push({ path: here, message: `${here} ${x} is not a percent between 0 and 100` });
      walk(x, here, inText || k === 'text' || k === 'summary', k);
    }
  };
  walk(record, '', false, '');

  const availability = Array.isArray(record.availability) ? record.availability : [];
  availability.forEach((a, i) => {
    const country = isObject(a) ? a.country : undefined;
    if (typeof country === 'string' && !parseCountryCode(country))
      out.push({
        path: `/availability/${i}/country`,
        message: `/availability/${i}/country '${country}' is not an ISO 3166-1 country code`,
      });
  });
  // A licence's authority and the countries it covers: ISO codes (EU for a body of the Union, EEA for all its states).
  const licences = Array.isArray(record.licences) ? record.licences : [];
  licences.forEach((l, i) => {
    if (!isObject(l)) return;
    if (typeof l.regulatorCountry === 'string' && l.regulatorCountry !== 'EU' && !parseCountryCode(l.regulatorCountry))
      out.push({
        path: `/licences/${i}/regulatorCountry`,
        message: `/licences/${i}/regulatorCountry '${l.regulatorCountry}' is not an ISO 3166-1 country code (or EU)`,
      });
    (Array.isArray(l.covers) ? l.covers : []).forEach((c, j) => {
      if (typeof c === 'string' && c !== 'EEA' && !parseCountryCode(c))
        out.push({
          path: `/licences/${i}/covers/${j}`,
          message: `/licences/${i}/covers/${j} '${c}' is not an ISO 3166-1 country code (or EEA)`,
        });
    });
  });
  // An editor's pick is dated the day it was made: a real day, not after today.
  const since = isObject(record.editorsPick) ? record.editorsPick.since : undefined;
  if (typeof since === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(since)) {
    if (!isRealDate(since)) out.push({ path: '/editorsPick/since', message: `/editorsPick/since '${since}' is not a day of the calendar` });
    else if (since > today)
      out.push({
        path: '/editorsPick/since',
        message: `/editorsPick/since ${since} is after today (${today}): a pick cannot be dated in the future`,
      });
  }
  const hq = isObject(record.facts) && isObject(record.facts.headquarters) ? record.facts.headquarters.value : undefined;
  if (typeof hq === 'string' && !parseCountryCode(hq))
    out.push({ path: '/facts/headquarters/value', message: `/facts/headquarters/value '${hq}' is not an ISO 3166-1 country code` });
  const pool = isObject(record.facts) && isObject(record.facts.poolFee) ? record.facts.poolFee.value : undefined;
  if (isObject(pool) && typeof pool.min === 'number' && typeof pool.max === 'number' && pool.min > pool.max)
    out.push({ path: '/facts/poolFee/value/min', message: `/facts/poolFee/value/min ${pool.min} is above max ${pool.max}` });
  return out;
}

/**
 * A problem line of the content validator (`partners/exchanges/kraken.json: /fees/... must be ...`) as a
 * problem of a record: the field it names, when it names one, and the line as its message.
 */
export function validatorProblem(line: string): Problem & { file: string } {
  const colon = line.indexOf(': ');
  const file = colon > 0 ? line.slice(0, colon) : '';
  const rest = colon > 0 ? line.slice(colon + 2) : line;
  const m = /^(\/[^\s]*)/.exec(rest);
  return { file, path: m ? m[1]! : '/', message: file ? `${file}: ${rest}` : rest };
}
